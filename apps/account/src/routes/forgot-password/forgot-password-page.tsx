import { emailSchema, type FieldRule } from '@gio/domain-validation';
import { Button, FormInput, Notice } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { forgetPassword } from '../../features/password/api/forget-password';
import { useActionForm } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Page } from '../../lib/page';

const EMAIL_RULES: readonly FieldRule[] = [{ name: 'email', required: true, validators: [emailSchema] }];

/** POST /api/forget-password; the answer is the same whether or not the account exists. */
export function forgotPasswordAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult<{ email: string }>> => {
    const { email = '' } = await readJson<{ email: string }>(request);
    try {
      await forgetPassword(client, email);
      return success({ email });
    } catch (error) {
      return failureOf(error, { fields: ['email'] });
    }
  };
}

/**
 * /forgot-password: the request form the "Quên mật khẩu?" links of /login and /checkout-login
 * lead to (`?email=` fills the field). The confirmation never says whether the address has an
 * account; it says where the link goes if it has one, and how to try again.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Page title={t('account.forgot.title')} intro={<p>{t('account.forgot.intro')}</p>}>
      {sentTo === null ? (
        <ForgotPasswordForm email={params.get('email') ?? ''} onSent={setSentTo} />
      ) : (
        <Notice
          kind="success"
          announce
          title={t('account.forgot.sent_title')}
          action={
            <>
              <Button variant="secondary" onClick={() => setSentTo(null)}>
                {t('account.forgot.again')}
              </Button>
              <a href="/login">{t('account.forgot.to_login')}</a>
            </>
          }
        >
          <p>{t('account.forgot.sent_body', { email: sentTo })}</p>
        </Notice>
      )}
    </Page>
  );
}

function ForgotPasswordForm({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const { t } = useTranslation('common');
  const form = useActionForm<{ email: string }, { email: string }>({
    rules: EMAIL_RULES,
    initialValues: { email },
    onSuccess: (sent) => onSent(sent.email),
  });
  return (
    <form className="acc-form" noValidate onSubmit={form.handleSubmit} aria-label={t('account.forgot.title')}>
      <FormInput {...form.field('email')} type="email" autoComplete="email" label={t('account.fields.email')} />
      {form.formError ? (
        <Notice kind="error" announce>
          <p>{form.formError}</p>
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button type="submit" loading={form.submitting}>
          {t('account.forgot.submit')}
        </Button>
        <a href="/login">{t('account.forgot.to_login')}</a>
      </div>
    </form>
  );
}
