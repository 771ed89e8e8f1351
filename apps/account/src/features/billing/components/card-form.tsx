import { Button, FormInput, Notice, useMessages } from '@gio/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionForm } from '../../../lib/action-form';
import type { CreateCardOutcome } from '../api/create-card';
import { cardRules } from '../lib/card-rules';

export interface CardFormProps {
  onSaved: () => void;
  onCancel: () => void;
  /** Today, for the expiry check (tests pin it). */
  today?: () => Date;
}

/**
 * Adds a card through the card provider (POST /api/billing). The number and security code go
 * to the provider and are never kept; a decline (487) is said under the number; a card that asks
 * for 3-D Secure shows the provider's challenge to answer, then is sent again with the answer.
 */
export function CardForm({ onSaved, onCancel, today = () => new Date() }: CardFormProps) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const [setAsDefault, setSetAsDefault] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [answer, setAnswer] = useState('');
  const rules = useMemo(() => cardRules(today), [today]);
  // The form opens on a click: its first field takes the focus.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  const form = useActionForm<{ holderName: string; number: string; expiry: string; cvc: string }, CreateCardOutcome>({
    rules,
    initialValues: { holderName: '', number: '', expiry: '', cvc: '' },
    intent: 'add-card',
    toBody: (values) => ({ ...values, setAsDefault, ...(challenge !== null ? { challengeAnswer: answer } : {}) }),
    onSuccess: (outcome) => {
      if (outcome.kind === 'challenge') {
        setChallenge(outcome.hint);
        return;
      }
      messages.show({ kind: 'success', text: t('account.billing.card_saved', { lastFour: outcome.lastFour }) });
      onSaved();
    },
  });
  return (
    <form ref={formRef} className="acc-form acc-card" noValidate onSubmit={form.handleSubmit} aria-labelledby="acc-card-form-title">
      <h2 id="acc-card-form-title" className="acc-section__title">
        {t('account.billing.add_title')}
      </h2>
      <p>{t('account.billing.add_intro')}</p>
      <FormInput {...form.field('holderName')} autoComplete="cc-name" label={t('account.billing.holder')} />
      <FormInput {...form.field('number')} inputMode="numeric" autoComplete="cc-number" label={t('account.billing.number')} />
      <div className="acc-form__row">
        <FormInput
          {...form.field('expiry')}
          autoComplete="cc-exp"
          inputMode="numeric"
          label={t('account.billing.expiry')}
          helperText={t('account.billing.expiry_hint')}
        />
        <FormInput {...form.field('cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} label={t('account.billing.cvc')} />
      </div>
      {challenge !== null ? (
        <FormInput
          name="challengeAnswer"
          value={answer}
          onChange={setAnswer}
          autoComplete="one-time-code"
          inputMode="numeric"
          label={t('account.billing.challenge')}
          helperText={challenge || t('account.billing.challenge_hint')}
        />
      ) : null}
      <label className="acc-choice">
        <input type="checkbox" checked={setAsDefault} onChange={(event) => setSetAsDefault(event.target.checked)} />
        <span>{t('account.billing.set_default_on_add')}</span>
      </label>
      {form.formError ? (
        <Notice kind="error" announce>
          <p>{form.formError}</p>
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button type="submit" loading={form.submitting}>
          {challenge !== null ? t('account.billing.challenge_submit') : t('account.billing.save_card')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
