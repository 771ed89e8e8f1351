import {
  BillingType,
  defaultBillingSelection,
  REGIONAL_BILLING_TYPES,
  type BillingSelection,
} from '@gio/domain-checkout';
import { ApiError } from '@gio/data-access';
import { Button, FormInput, useForm } from '@gio/ui';
import type { FieldRule } from '@gio/domain-validation';
import { useApiClient } from '@gio/shell';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCard } from '../api/checkout-api';
import { invoiceCredit, type InvoiceCredit } from '../api/invoice-credit';
import type { CheckoutFlow } from '../hooks/use-checkout-flow';
import { useStep } from '../hooks/use-step';
import { StepForm } from './step-form';
import { StepFrame } from './step-frame';
import { useMoney } from '../../../lib/use-money';

const CARD_RULES: readonly FieldRule[] = [
  { name: 'holderName', required: true },
  { name: 'number', required: true },
  { name: 'expiry', required: true },
  { name: 'cvc', required: true },
];

/** MM/YY or MM/YYYY → month and four-digit year; null when it is not a date. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

const selectionKey = (selection: BillingSelection | null) =>
  selection ? `${selection.type}:${selection.billingInfoId ?? ''}` : '';

/** A card typed at checkout: saved to the account (POST /api/billing), then chosen. */
function CardForm({
  onSaved,
  onCancel,
}: {
  onSaved: (billingInfoId: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [answer, setAnswer] = useState('');
  const form = useForm({
    rules: CARD_RULES,
    initialValues: { holderName: '', number: '', expiry: '', cvc: '' },
    onSubmit: async (values) => {
      const expiry = parseExpiry(values.expiry);
      if (!expiry) return { errors: { expiry: 'checkout.card_expiry_invalid' } };
      try {
        const saved = await saveCard(client, {
          number: values.number,
          cvc: values.cvc,
          holderName: values.holderName,
          ...expiry,
          ...(challenge !== null ? { challengeAnswer: answer } : {}),
        });
        if (saved.data.billingInfo) {
          onSaved(saved.data.billingInfo.id);
          return undefined;
        }
        setChallenge(saved.data.challenge?.hint ?? '');
        return undefined;
      } catch (error) {
        return { formError: error instanceof ApiError ? error.message : t('checkout.card_error') };
      }
    },
  });
  return (
    <StepForm
      label={t('checkout.card_form')}
      onSubmit={form.handleSubmit}
      error={form.formError}
      submitLabel={t('checkout.card_save')}
      busy={form.submitting}
      secondaryActions={
        <Button variant="ghost" onClick={onCancel}>
          {t('checkout.cancel')}
        </Button>
      }
    >
      <FormInput
        {...form.field('holderName')}
        autoComplete="cc-name"
        label={t('checkout.card_holder')}
      />
      <FormInput
        {...form.field('number')}
        inputMode="numeric"
        autoComplete="cc-number"
        label={t('checkout.card_number')}
      />
      <div className="sf-form__row">
        <FormInput
          {...form.field('expiry')}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          label={t('checkout.card_expiry')}
        />
        <FormInput
          {...form.field('cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          label={t('checkout.card_cvc')}
        />
      </div>
      {challenge !== null ? (
        <FormInput
          name="challengeAnswer"
          value={answer}
          onChange={setAnswer}
          label={t('checkout.card_challenge')}
          helperText={challenge}
        />
      ) : null}
    </StepForm>
  );
}

export interface BillingStepProps {
  flow: CheckoutFlow;
  number: number;
  /** Why place-order sent the shopper back to billing (a decline, the invoice credit). */
  refusal: string | null;
}

/**
 * Billing (storefront.md §4 "Billing types"): saved cards and wallets, invoice with what remains
 * of the credit, payment on fulfilment, the regional providers, a new card; user credits and the
 * purchase-order number. The default choice follows the spec's order (invoice for invoice users,
 * the last payment method, the default billing info).
 */
export function BillingStep({ flow, number, refusal }: BillingStepProps) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const step = useStep(flow, 'billing');
  const { info } = flow.snapshot.context;
  const { extras } = flow;
  const money = useMoney();
  const current = info.billing.selection;
  const offered = (type: BillingType) => info.settings.availableBillingTypes.includes(type);
  const [choice, setChoice] = useState<string>(
    selectionKey(
      current !== null && offered(current.type) ? current : defaultBillingSelection(info),
    ),
  );
  const [credit, setCredit] = useState<InvoiceCredit | null>(null);
  const [poNumber, setPoNumber] = useState(info.billing.purchaseOrderNumber ?? '');

  useEffect(() => {
    if (!info.user.isInvoiceUser) return;
    invoiceCredit(client).then(setCredit, () => setCredit(null));
  }, [client, info.user.isInvoiceUser]);

  // Only what the checkout offers (settings.availableBillingTypes: the site's provider switches
  // and the user); the gateway refuses anything else.
  const options: { key: string; selection: BillingSelection; label: string; note?: string }[] = [
    ...info.billingInfos.map((billingInfo) => ({
      key: selectionKey({ type: billingInfo.type, billingInfoId: billingInfo.id }),
      selection: { type: billingInfo.type, billingInfoId: billingInfo.id },
      label: billingInfo.label ?? t(`checkout.billing_${billingInfo.type}`),
    })),
    {
      key: selectionKey({ type: BillingType.INVOICE, billingInfoId: null }),
      selection: { type: BillingType.INVOICE, billingInfoId: null },
      label: t('checkout.billing_invoice'),
      note: credit
        ? t('checkout.invoice_available', { amount: money(credit.available) })
        : undefined,
    },
    {
      key: selectionKey({ type: BillingType.PAYMENT_ON_FULFILLMENT, billingInfoId: null }),
      selection: { type: BillingType.PAYMENT_ON_FULFILLMENT, billingInfoId: null },
      label: t('checkout.billing_paymentOnFulfillment'),
    },
    ...REGIONAL_BILLING_TYPES.map((type) => ({
      key: selectionKey({ type, billingInfoId: null }),
      selection: { type, billingInfoId: null },
      label: t(`checkout.billing_${type}`),
      note: t('checkout.billing_hosted_note'),
    })),
  ].filter((option) => offered(option.selection.type));
  const currentOption = options.find((option) => option.key === selectionKey(current));
  const paymentOptions = (
    <>
      {extras.userCreditBalance > 0 ? (
        <label className="sf-choice">
          <input
            type="checkbox"
            checked={info.billing.applyUserCredits}
            onChange={(event) =>
              flow.send({ type: 'PAYMENT.TOGGLE_CREDITS', apply: event.target.checked })
            }
          />
          <span>{t('checkout.apply_credits', { amount: money(extras.userCreditBalance) })}</span>
        </label>
      ) : null}
      {info.user.isInvoiceUser ? (
        <form
          className="sf-form sf-form__row"
          onSubmit={(event) => {
            event.preventDefault();
            if (poNumber.trim() === '') flow.send({ type: 'PAYMENT.REMOVE_PO_NUMBER' });
            else flow.send({ type: 'PAYMENT.SET_PO_NUMBER', purchaseOrderNumber: poNumber.trim() });
          }}
        >
          <FormInput
            name="purchaseOrderNumber"
            value={poNumber}
            onChange={setPoNumber}
            maxLength={60}
            label={t('checkout.po_number')}
          />
          <Button type="submit" variant="secondary">
            {t('checkout.po_number_save')}
          </Button>
        </form>
      ) : null}
    </>
  );
  const summary = (
    <>
      <p>{currentOption?.label ?? ''}</p>
      {info.billing.applyUserCredits ? <p>{t('checkout.credits_applied')}</p> : null}
      {info.billing.purchaseOrderNumber ? (
        <p>{t('checkout.po_number_value', { number: info.billing.purchaseOrderNumber })}</p>
      ) : null}
      {paymentOptions}
    </>
  );

  return (
    <StepFrame
      step="billing"
      number={number}
      display={step.display}
      canEdit={step.canEdit}
      onEdit={step.edit}
      summary={summary}
    >
      {refusal ? (
        <p role="alert" className="sf-form__error">
          {refusal}
        </p>
      ) : null}
      {step.display === 'form' ? (
        <CardForm
          onSaved={(billingInfoId) =>
            flow.send({
              type: 'BILLING.SELECT',
              selection: { type: BillingType.CREDIT_CARD, billingInfoId },
            })
          }
          onCancel={() => flow.send({ type: 'STEP.SHOW_SELECTION', step: 'billing' })}
        />
      ) : (
        <StepForm
          layout="choices"
          onSubmit={(event) => {
            event.preventDefault();
            const option = options.find((candidate) => candidate.key === choice);
            if (option) flow.send({ type: 'BILLING.SELECT', selection: option.selection });
          }}
          submitLabel={t('checkout.use_billing')}
          submitDisabled={!options.some((option) => option.key === choice)}
          secondaryActions={
            offered(BillingType.CREDIT_CARD) ? (
              <Button
                variant="ghost"
                onClick={() => flow.send({ type: 'STEP.SHOW_FORM', step: 'billing' })}
              >
                {t('checkout.add_card')}
              </Button>
            ) : null
          }
        >
          <fieldset>
            <legend className="sf-visually-hidden">{t('checkout.choose_billing')}</legend>
            {options.map((option) => (
              <label key={option.key} className="sf-choice">
                <input
                  type="radio"
                  name="billing"
                  value={option.key}
                  checked={choice === option.key}
                  onChange={() => setChoice(option.key)}
                />
                <span>
                  {option.label}
                  {option.note ? (
                    <>
                      <br />
                      <small>{option.note}</small>
                    </>
                  ) : null}
                </span>
              </label>
            ))}
          </fieldset>
        </StepForm>
      )}
      {paymentOptions}
    </StepFrame>
  );
}
