import { ServerErrorCode } from '@gio/domain-enums';
import { passwordSchema, type FieldRule } from '@gio/domain-validation';
import { Button, Notice } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { resetPassword } from '../../features/password/api/reset-password';
import { NewPasswordField } from '../../features/password/components/new-password-field';
import { useActionForm } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Page } from '../../lib/page';

const RESET_RULES: readonly FieldRule[] = [{ name: 'newPassword', required: true, validators: [passwordSchema] }];

/** A reset token as the gateway issues it (libs/contracts: 20 to 200 characters). */
function isTokenShaped(token: string | null): token is string {
  return token !== null && token.length >= 20 && token.length <= 200;
}

export function resetPasswordAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult> => {
    const { token = '', newPassword = '' } = await readJson<{ token: string; newPassword: string }>(request);
    try {
      await resetPassword(client, { token, newPassword });
      return success(null);
    } catch (error) {
      return failureOf(error, { fields: ['newPassword'] });
    }
  };
}

/** A link that cannot be used (malformed, spent or expired), and the way to a new one. */
function SpentLink({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <Notice
      kind="error"
      announce
      title={title}
      action={
        <Link className="acc-button-link" to="/forgot-password">
          {t('account.reset.new_email')}
        </Link>
      }
    >
      <p>{t('account.reset.spent_body')}</p>
    </Notice>
  );
}

/**
 * /reset-password?token=… (accounts.md §2, §7): a new password for the account the e-mailed link
 * was for. An expired or used link says so and offers a new e-mail. Links leaving this page send
 * no referrer, so the token stays out of other servers' logs.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<'form' | 'done' | 'spent'>('form');
  return (
    <Page title={t('account.reset.title')}>
      {!isTokenShaped(token) ? (
        <SpentLink title={t('account.reset.invalid_title')} />
      ) : state === 'spent' ? (
        <SpentLink title={t('account.reset.spent_title')} />
      ) : state === 'done' ? (
        <Notice
          kind="success"
          announce
          title={t('account.reset.done_title')}
          action={
            <a className="acc-button-link" href="/login" rel="noreferrer">
              {t('account.reset.to_login')}
            </a>
          }
        >
          <p>{t('account.reset.done_body')}</p>
        </Notice>
      ) : (
        <ResetPasswordForm token={token} onDone={() => setState('done')} onSpent={() => setState('spent')} />
      )}
    </Page>
  );
}

function ResetPasswordForm({ token, onDone, onSpent }: { token: string; onDone: () => void; onSpent: () => void }) {
  const { t } = useTranslation('common');
  const form = useActionForm({
    rules: RESET_RULES,
    initialValues: { newPassword: '' },
    toBody: (values) => ({ ...values, token }),
    onSuccess: onDone,
    // 566 OTP_ERROR (field `token`): the link is spent or expired, which the page says instead.
    onFailure: (failure) => {
      if (failure.code !== ServerErrorCode.OTP_ERROR) return false;
      onSpent();
      return true;
    },
  });
  return (
    <form className="acc-form" noValidate onSubmit={form.handleSubmit} aria-label={t('account.reset.title')}>
      <p>{t('account.reset.intro')}</p>
      <NewPasswordField field={form.field('newPassword')} />
      {form.formError ? (
        <Notice kind="error" announce>
          <p>{form.formError}</p>
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button type="submit" loading={form.submitting}>
          {t('account.reset.submit')}
        </Button>
      </div>
    </form>
  );
}
