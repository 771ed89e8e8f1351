import type { SessionUser } from '@gio/contracts';
import { phoneSchema, type FieldRule } from '@gio/domain-validation';
import { Button, FormInput, Notice, useMessages } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionForm } from '../../../lib/action-form';
import { CODE_RULES, RESEND_COOLDOWN_SECONDS } from '../lib/code-rules';
import { useCooldown } from '../lib/use-cooldown';

const PHONE_RULES: readonly FieldRule[] = [{ name: 'phone', required: true, validators: [phoneSchema] }];

/**
 * Phone verification (accounts.md §7): the number gets a code by SMS (POST
 * /api/phone-verification), the code confirms it (POST /api/verify-code). 596 (number taken)
 * shows under the number, 566 (wrong or expired code) under the code; a code can be sent again
 * once the cooldown has run out.
 */
export function PhoneVerification({ user }: { user: SessionUser }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const phoneForm = useActionForm<{ phone: string }, { codeSent: boolean }>({
    rules: PHONE_RULES,
    initialValues: { phone: user.telephoneNumber ?? '' },
    intent: 'phone',
    onSuccess: () => {
      setSentTo(phoneForm.values.phone);
      cooldown.start();
    },
  });
  const codeForm = useActionForm({
    rules: CODE_RULES,
    initialValues: { code: '' },
    intent: 'code',
    onSuccess: () => {
      setSentTo(null);
      messages.show({ kind: 'success', text: t('account.profile.phone_verified_done') });
    },
  });
  // The number was checked when the first code went; the resend only sends it again.
  const resend = useActionForm<{ phone: string }, { codeSent: boolean }>({
    rules: [],
    initialValues: { phone: '' },
    intent: 'phone',
    toBody: () => ({ phone: sentTo ?? '' }),
    onSuccess: () => {
      cooldown.start();
      messages.show({ kind: 'info', text: t('account.profile.code_resent') });
    },
  });
  const verified = user.telephoneVerified && user.telephoneNumber !== null;

  return (
    <section className="acc-section" aria-labelledby="acc-phone-title">
      <h2 id="acc-phone-title" className="acc-section__title">
        {t('account.profile.phone_title')}
      </h2>
      <p>
        {user.telephoneNumber
          ? verified
            ? t('account.profile.phone_is_verified', { phone: user.telephoneNumber })
            : t('account.profile.phone_not_verified', { phone: user.telephoneNumber })
          : t('account.profile.phone_none')}
      </p>
      {sentTo === null ? (
        <form className="acc-form" noValidate onSubmit={phoneForm.handleSubmit} aria-label={t('account.profile.phone_form')}>
          <FormInput
            {...phoneForm.field('phone')}
            type="tel"
            autoComplete="tel-national"
            label={t('account.fields.phone')}
            helperText={t('account.profile.phone_hint')}
          />
          {phoneForm.formError ? (
            <Notice kind="error" announce>
              <p>{phoneForm.formError}</p>
            </Notice>
          ) : null}
          <div className="acc-form__actions">
            <Button type="submit" loading={phoneForm.submitting}>
              {t('account.profile.send_code')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="acc-stack">
          <Notice kind="info" announce>
            <p>{t('account.profile.code_sent', { phone: sentTo })}</p>
          </Notice>
          <form className="acc-form" noValidate onSubmit={codeForm.handleSubmit} aria-label={t('account.profile.code_form')}>
            <FormInput
              {...codeForm.field('code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              label={t('account.profile.code')}
            />
            {codeForm.formError ? (
              <Notice kind="error" announce>
                <p>{codeForm.formError}</p>
              </Notice>
            ) : null}
            <div className="acc-form__actions">
              <Button type="submit" loading={codeForm.submitting}>
                {t('account.profile.verify')}
              </Button>
              <Button
                variant="secondary"
                disabled={cooldown.remaining > 0}
                loading={resend.submitting}
                onClick={() => resend.handleSubmit()}
              >
                {cooldown.remaining > 0
                  ? t('account.profile.resend_in', { seconds: cooldown.remaining })
                  : t('account.profile.resend')}
              </Button>
              <Button variant="ghost" onClick={() => setSentTo(null)}>
                {t('account.profile.change_number')}
              </Button>
            </div>
            {resend.formError ? (
              <Notice kind="error" announce>
                <p>{resend.formError}</p>
              </Notice>
            ) : null}
          </form>
        </div>
      )}
    </section>
  );
}
