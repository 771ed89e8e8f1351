import { ApiError } from '@gio/data-access';
import {
  canSubmitSignup,
  SIGNUP_HIDE_AFTER_CONFIRM_MS,
  signupErrorKey,
  signupPayload,
} from '@gio/domain-shell';
import { emailSchema, phoneSchema, type FieldRule } from '@gio/domain-validation';
import { Button, FormInput, useForm } from '@gio/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../providers/api-client';
import { createCustomerDataCapture } from './api/create-customer-data-capture';

/** Both fields optional, each checked when given (storefront.md §5 "Footer sign-up"). */
const RULES: readonly FieldRule[] = [
  { name: 'email', validators: [emailSchema] },
  { name: 'telephone', validators: [phoneSchema] },
];

type Phase = 'form' | 'confirmed' | 'hidden';

/**
 * Footer sign-up (storefront.md §4, §5, §8): submit disabled until an email or a phone is filled
 * and while a submit runs; Enter submits; error 578 shows "entry already used", any other
 * failure the generic message; the confirmation stays 5 s, then the form hides.
 */
export function SignupForm() {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>('form');
  const form = useForm({
    rules: RULES,
    initialValues: { email: '', telephone: '' },
    onSubmit: async (values) => {
      try {
        await createCustomerDataCapture(
          client,
          signupPayload({ email: values.email, phone: values.telephone }),
        );
        setPhase('confirmed');
        return undefined;
      } catch (error) {
        return { formError: signupErrorKey(error instanceof ApiError ? error.code : null) };
      }
    },
  });

  useEffect(() => {
    if (phase !== 'confirmed') return;
    const timer = setTimeout(() => setPhase('hidden'), SIGNUP_HIDE_AFTER_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'hidden') return null;
  const enabled = canSubmitSignup({
    email: form.values.email,
    phone: form.values.telephone,
    submitting: form.submitting,
  });

  return (
    <section className="sf-signup" aria-labelledby={titleId}>
      <h2 id={titleId} className="sf-signup__title">
        {t('customer_data_capture_form.title')}
      </h2>
      {phase === 'confirmed' ? (
        <p role="status">{t('customer_data_capture_form.success')}</p>
      ) : (
        <form
          noValidate
          // The rule, not only the disabled button, guards the submit: one at a time, never empty.
          onSubmit={(event) => (enabled ? form.handleSubmit(event) : event.preventDefault())}
          className="sf-signup__form"
        >
          <p className="sf-signup__description">{t('customer_data_capture_form.description')}</p>
          <FormInput
            {...form.field('email')}
            type="email"
            autoComplete="email"
            label={t('customer_data_capture_form.email_label')}
          />
          <FormInput
            {...form.field('telephone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            label={t('customer_data_capture_form.phone_label')}
          />
          {form.formError && (
            <p role="alert" className="sf-signup__error">
              {form.formError}
            </p>
          )}
          <Button type="submit" disabled={!enabled} loading={form.submitting}>
            {t('customer_data_capture_form.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
