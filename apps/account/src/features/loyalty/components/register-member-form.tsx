import { Button, FormInput, Notice, useMessages } from '@gio/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionForm } from '../../../lib/action-form';
import { REGISTER_MEMBER_RULES, TERMS_ACCEPTED } from '../lib/member-rules';

export interface RegisterMemberFormProps {
  /** An expired membership is renewed with a card; otherwise a first card is linked. */
  renew: boolean;
}

/**
 * Linking a WAON card (POST /api/waon/register-member): the card number and the programme's
 * terms, checked by the domain form helper before sending; the server's refusals (card refused,
 * card linked to another account) show under the card number.
 */
export function RegisterMemberForm({ renew }: RegisterMemberFormProps) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const termsErrorId = useId();
  const form = useActionForm({
    rules: REGISTER_MEMBER_RULES,
    initialValues: { memberId: '', agreeToTerms: '' },
    intent: 'register',
    toBody: (values) => ({ memberId: values.memberId }),
    onSuccess: () =>
      messages.show({ kind: 'success', text: t(renew ? 'account.loyalty.renewed' : 'account.loyalty.registered') }),
  });
  const terms = form.field('agreeToTerms');
  return (
    <form className="acc-form" noValidate onSubmit={form.handleSubmit} aria-labelledby="acc-register-title">
      <h2 id="acc-register-title" className="acc-section__title">
        {t(renew ? 'account.loyalty.renew_title' : 'account.loyalty.register_title')}
      </h2>
      <p>{t(renew ? 'account.loyalty.renew_intro' : 'account.loyalty.register_intro')}</p>
      <FormInput
        {...form.field('memberId')}
        label={t('account.loyalty.card_number')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={19}
        helperText={t('account.loyalty.card_hint')}
      />
      <div>
        <label className="acc-choice">
          <input
            type="checkbox"
            name={terms.name}
            ref={terms.ref}
            checked={terms.value === TERMS_ACCEPTED}
            onChange={(event) => terms.onChange(event.target.checked ? TERMS_ACCEPTED : '')}
            aria-invalid={terms.error ? true : undefined}
            aria-describedby={terms.error ? termsErrorId : undefined}
            required
          />
          <span>{t('account.loyalty.terms')}</span>
        </label>
        {terms.error ? (
          <p id={termsErrorId} className="gio-field__error">
            {terms.error}
          </p>
        ) : null}
      </div>
      {form.formError ? (
        <Notice kind="error" announce>
          <p>{form.formError}</p>
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button type="submit" loading={form.submitting}>
          {t(renew ? 'account.loyalty.renew_submit' : 'account.loyalty.register_submit')}
        </Button>
      </div>
    </form>
  );
}
