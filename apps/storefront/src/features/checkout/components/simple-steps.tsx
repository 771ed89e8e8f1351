import type { DeliveryTimeView } from '@gio/contracts';
import { emailSchema, phoneSchema, type FieldRule } from '@gio/domain-validation';
import { Button, FormInput, useForm } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutFlow } from '../hooks/use-checkout-flow';
import { useStep } from '../hooks/use-step';
import { addressName, addressText } from '../lib/address-text';
import { StepForm } from './step-form';
import { StepFrame } from './step-frame';
import { useMoney } from '../../../lib/use-money';

interface StepProps {
  flow: CheckoutFlow;
  number?: number;
}

/** Telephone (storefront.md §4: complete when the user has a phone number). */
export function TelephoneStep({ flow, number }: StepProps) {
  const { t } = useTranslation('common');
  const step = useStep(flow, 'telephone');
  const current = flow.snapshot.context.info.user.telephoneNumber;
  const form = useForm({
    rules: [
      { name: 'telephone', required: true, validators: [phoneSchema] },
    ] as readonly FieldRule[],
    initialValues: { telephone: current ?? '' },
    onSubmit: (values) => {
      flow.send({
        type: 'STEP.SUBMIT',
        step: 'telephone',
        payload: { telephoneNumber: values.telephone },
      });
    },
  });
  return (
    <StepFrame
      step="telephone"
      number={number}
      display={step.display}
      canEdit={step.canEdit}
      onEdit={step.edit}
      summary={<p>{current}</p>}
    >
      {step.display === 'selection' && current ? (
        <div className="sf-form__actions">
          <p>{t('checkout.telephone_on_file', { telephone: current })}</p>
          <Button
            onClick={() =>
              flow.send({
                type: 'STEP.SUBMIT',
                step: 'telephone',
                payload: { telephoneNumber: current },
              })
            }
          >
            {t('checkout.use_telephone')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => flow.send({ type: 'STEP.SHOW_FORM', step: 'telephone' })}
          >
            {t('checkout.change_telephone')}
          </Button>
        </div>
      ) : (
        <StepForm
          label={t('checkout.step_telephone')}
          onSubmit={form.handleSubmit}
          submitLabel={t('checkout.continue')}
        >
          <FormInput
            {...form.field('telephone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label={t('checkout.telephone')}
          />
        </StepForm>
      )}
    </StepFrame>
  );
}

const VAT_RULES: readonly FieldRule[] = [
  { name: 'companyName', required: true },
  { name: 'taxCode', required: true },
  { name: 'firstName', required: true },
  { name: 'lastName', required: true },
  { name: 'addressLine1', required: true },
  { name: 'district', required: true },
  { name: 'city', required: true },
  { name: 'email', required: true, validators: [emailSchema] },
];

/** VAT invoice (storefront.md §4: complete when an email is present, or VAT is not needed). */
export function VatStep({ flow, number }: StepProps) {
  const { t } = useTranslation('common');
  const step = useStep(flow, 'vat');
  const { vat } = flow.snapshot.context.info;
  const saved = vat.information;
  const form = useForm({
    rules: VAT_RULES,
    initialValues: {
      companyName: saved?.companyName ?? '',
      taxCode: saved?.taxCode ?? '',
      firstName: saved?.firstName ?? '',
      lastName: saved?.lastName ?? '',
      addressLine1: saved?.addressLine1 ?? '',
      district: saved?.district ?? '',
      city: saved?.city ?? '',
      email: saved?.email ?? '',
    },
    onSubmit: (values) => {
      flow.send({ type: 'STEP.SUBMIT', step: 'vat', payload: { vatInformation: values } });
    },
  });
  const notNeeded = () =>
    flow.send({ type: 'STEP.SUBMIT', step: 'vat', payload: { vatNotNeeded: true } });
  const summary = vat.notNeeded ? (
    <p>{t('checkout.vat_not_needed')}</p>
  ) : saved ? (
    <p>
      {saved.companyName} · {saved.taxCode}
    </p>
  ) : null;
  return (
    <StepFrame
      step="vat"
      number={number}
      display={step.display}
      canEdit={step.canEdit}
      onEdit={step.edit}
      summary={summary}
    >
      {step.display === 'selection' && saved ? (
        <div className="sf-form__actions">
          <p>
            {saved.companyName} · {saved.taxCode} · {saved.email}
          </p>
          <Button
            onClick={() =>
              flow.send({ type: 'STEP.SUBMIT', step: 'vat', payload: { vatInformation: saved } })
            }
          >
            {t('checkout.vat_use_saved')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => flow.send({ type: 'STEP.SHOW_FORM', step: 'vat' })}
          >
            {t('checkout.vat_edit')}
          </Button>
          <Button variant="secondary" onClick={notNeeded}>
            {t('checkout.vat_not_needed')}
          </Button>
        </div>
      ) : (
        <StepForm
          label={t('checkout.step_vat')}
          onSubmit={form.handleSubmit}
          submitLabel={t('checkout.continue')}
          secondaryActions={
            <Button variant="secondary" onClick={notNeeded}>
              {t('checkout.vat_not_needed')}
            </Button>
          }
        >
          <FormInput {...form.field('companyName')} label={t('checkout.vat_company')} />
          <FormInput
            {...form.field('taxCode')}
            inputMode="numeric"
            label={t('checkout.vat_tax_code')}
          />
          <div className="sf-form__row">
            <FormInput {...form.field('firstName')} label={t('checkout.first_name')} />
            <FormInput {...form.field('lastName')} label={t('checkout.last_name')} />
          </div>
          <FormInput {...form.field('addressLine1')} label={t('checkout.address_line1')} />
          <div className="sf-form__row">
            <FormInput {...form.field('district')} label={t('checkout.district')} />
            <FormInput {...form.field('city')} label={t('checkout.city')} />
          </div>
          <FormInput {...form.field('email')} type="email" label={t('checkout.vat_email')} />
        </StepForm>
      )}
    </StepFrame>
  );
}

/** Express delivery slots (storefront.md §4: complete when a delivery option is selected). */
export function ExpressStep({ flow, number }: StepProps) {
  const { t } = useTranslation('common');
  const money = useMoney();
  const step = useStep(flow, 'express');
  const { info } = flow.snapshot.context;
  const slots = info.deliveryTimes as unknown as readonly DeliveryTimeView[];
  const selectedId = info.selectedDelivery.expressDeliveryOptionId;
  const [choice, setChoice] = useState<string | null>(selectedId);
  const selected = slots.find((slot) => slot.id === selectedId);
  const byDate = new Map<string, DeliveryTimeView[]>();
  for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  return (
    <StepFrame
      step="express"
      number={number}
      display={step.display}
      canEdit={step.canEdit}
      onEdit={step.edit}
      summary={selected ? <p>{selected.timeDisplay}</p> : null}
    >
      {slots.length === 0 ? (
        <p role="status">{t('checkout.express_no_slots')}</p>
      ) : (
        <StepForm
          layout="choices"
          onSubmit={(event) => {
            event.preventDefault();
            if (choice)
              flow.send({
                type: 'STEP.SUBMIT',
                step: 'express',
                payload: { deliveryOptionId: choice },
              });
          }}
          submitLabel={t('checkout.use_slot')}
          submitDisabled={choice === null}
        >
          {[...byDate.entries()].map(([date, daySlots]) => (
            <fieldset key={date} className="sf-slots">
              <legend>{daySlots[0]?.timeDisplay.split(',')[0] ?? date}</legend>
              {daySlots.map((slot) => (
                <label
                  key={slot.id}
                  className={`sf-choice sf-slot${slot.available ? '' : ' sf-slot--full'}`}
                >
                  <input
                    type="radio"
                    name="expressSlot"
                    value={slot.id}
                    disabled={!slot.available}
                    checked={choice === slot.id}
                    onChange={() => setChoice(slot.id)}
                  />
                  <span>
                    {slot.startTime}–{slot.endTime}
                    <br />
                    <small>
                      {slot.available
                        ? money(slot.price)
                        : t('checkout.express_full')}
                    </small>
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
        </StepForm>
      )}
    </StepFrame>
  );
}

/** Standard delivery instructions (storefront.md §4: complete when the instructions are a string). */
export function StandardStep({ flow, number }: StepProps) {
  const { t } = useTranslation('common');
  const step = useStep(flow, 'standard');
  const current =
    flow.snapshot.context.info.selectedDelivery.standardOrderDeliveryInstructions ?? '';
  const [text, setText] = useState(current);
  return (
    <StepFrame
      step="standard"
      number={number}
      display={step.display}
      canEdit={step.canEdit}
      onEdit={step.edit}
      summary={<p>{current.trim() === '' ? t('checkout.standard_none') : current}</p>}
    >
      <StepForm
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({
            type: 'STEP.SUBMIT',
            step: 'standard',
            payload: { deliveryInstructions: text },
          });
        }}
        submitLabel={t('checkout.continue')}
      >
        <FormInput
          name="standardInstructions"
          type="textarea"
          rows={3}
          maxLength={500}
          value={text}
          onChange={setText}
          label={t('checkout.standard_instructions')}
          helperText={t('checkout.standard_help')}
        />
      </StepForm>
    </StepFrame>
  );
}

/** Marketplace sellers' delivery address (storefront.md §4: complete when an address is selected). */
export function MarketplaceStep({ flow, number }: StepProps) {
  const { t } = useTranslation('common');
  const step = useStep(flow, 'marketplace');
  const { info } = flow.snapshot.context;
  const selectedId = info.selectedDelivery.marketplaceAddressId;
  const [choice, setChoice] = useState<string | null>(
    selectedId ?? info.selectedDelivery.shippingAddressId ?? info.shippingAddresses[0]?.id ?? null,
  );
  const selected = info.shippingAddresses.find((address) => address.id === selectedId);
  return (
    <StepFrame
      step="marketplace"
      number={number}
      display={step.display}
      canEdit={step.canEdit}
      onEdit={step.edit}
      summary={selected ? <p>{addressText(selected)}</p> : null}
    >
      {info.shippingAddresses.length === 0 ? (
        <p role="status">{t('checkout.marketplace_needs_address')}</p>
      ) : (
        <StepForm
          layout="choices"
          onSubmit={(event) => {
            event.preventDefault();
            if (choice)
              flow.send({
                type: 'STEP.SUBMIT',
                step: 'marketplace',
                payload: { addressId: choice },
              });
          }}
          submitLabel={t('checkout.continue')}
          submitDisabled={choice === null}
        >
          <fieldset>
            <legend>{t('checkout.marketplace_prompt')}</legend>
            {info.shippingAddresses.map((address) => (
              <label key={address.id} className="sf-choice">
                <input
                  type="radio"
                  name="marketplaceAddress"
                  checked={choice === address.id}
                  onChange={() => setChoice(address.id)}
                />
                <span>
                  <strong>{addressName(address)}</strong>
                  <br />
                  {addressText(address)}
                </span>
              </label>
            ))}
          </fieldset>
        </StepForm>
      )}
    </StepFrame>
  );
}

/** Loyalty (storefront.md §4: a separate step, complete with a member id or a loyalty selection). */
export function LoyaltyStep({ flow }: StepProps) {
  const { t } = useTranslation('common');
  const step = useStep(flow, 'loyalty');
  const { loyalty } = flow.snapshot.context.info;
  const form = useForm({
    rules: [{ name: 'memberId', required: true }] as readonly FieldRule[],
    initialValues: { memberId: loyalty.memberId ?? '' },
    onSubmit: (values) => {
      flow.send({ type: 'STEP.SUBMIT', step: 'loyalty', payload: { memberId: values.memberId } });
    },
  });
  const summary = loyalty.memberId ? (
    <p>{t('checkout.loyalty_member', { memberId: loyalty.memberId })}</p>
  ) : loyalty.selection ? (
    <p>{t('checkout.loyalty_skipped')}</p>
  ) : null;
  return (
    <StepFrame
      step="loyalty"
      display={step.display}
      canEdit={step.canEdit}
      onEdit={step.edit}
      summary={summary}
    >
      <StepForm
        label={t('checkout.step_loyalty')}
        onSubmit={form.handleSubmit}
        submitLabel={t('checkout.loyalty_use')}
        secondaryActions={
          <Button
            variant="ghost"
            onClick={() =>
              flow.send({
                type: 'STEP.SUBMIT',
                step: 'loyalty',
                payload: { selection: 'not-member' },
              })
            }
          >
            {t('checkout.loyalty_skip')}
          </Button>
        }
      >
        <FormInput
          {...form.field('memberId')}
          inputMode="numeric"
          label={t('checkout.loyalty_member_id')}
        />
      </StepForm>
    </StepFrame>
  );
}
