import { Button, Notice } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type ActionFunctionArgs } from 'react-router';
import type { AppDeps } from '../../app/app-context';
import { confirmSignUp } from '../../features/email-preferences/api/email-preferences';
import { useActionSubmit } from '../../lib/action-form';
import { failureOf, readJson, success, type ActionResult } from '../../lib/action-result';
import { Page } from '../../lib/page';

type Confirmed = { maskedEmail: string; confirmType: string };

/** POST /api/gate-email-sign-up/confirm with the link's token. */
export function signUpConfirmAction({ client }: AppDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<ActionResult<Confirmed>> => {
    const { token = '' } = await readJson<{ token: string }>(request);
    try {
      return success(await confirmSignUp(client, token));
    } catch (error) {
      return failureOf(error);
    }
  };
}

/**
 * /email-sign-up/confirm?token=… from the e-mail a sign-up sends: the address is confirmed on the
 * button (mail scanners open links; a person decides), and a used or unknown link says so.
 */
export function SignUpConfirmPage() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const { fetcher, submit } = useActionSubmit<ActionResult<Confirmed>>();
  const [outcome, setOutcome] = useState<'asking' | 'confirmed' | 'invalid'>('asking');
  const [email, setEmail] = useState('');
  return (
    <Page title={t('account.sign_up_confirm.title')}>
      {outcome === 'confirmed' ? (
        <Notice kind="success" announce title={t('account.sign_up_confirm.done_title')}>
          <p>{t('account.sign_up_confirm.done_body', { email })}</p>
          <a href="/">{t('account.sign_up_confirm.to_shop')}</a>
        </Notice>
      ) : outcome === 'invalid' ? (
        <Notice kind="error" announce title={t('account.sign_up_confirm.invalid_title')}>
          <p>{t('account.sign_up_confirm.invalid_body')}</p>
          <a href="/">{t('account.sign_up_confirm.to_shop')}</a>
        </Notice>
      ) : (
        <div className="acc-stack">
          <p>{t('account.sign_up_confirm.ask')}</p>
          <div className="acc-form__actions">
            <Button
              loading={fetcher.state !== 'idle'}
              onClick={async () => {
                const result = await submit({ token: params.get('token') ?? '' });
                if (result?.ok) {
                  setEmail(result.value.maskedEmail);
                  setOutcome('confirmed');
                } else {
                  setOutcome('invalid');
                }
              }}
            >
              {t('account.sign_up_confirm.confirm')}
            </Button>
          </div>
        </div>
      )}
    </Page>
  );
}
