import type { AddressDraft } from '@gio/domain-checkout';
import { ADDRESS_FIELD_RULES } from '@gio/domain-validation';
import { Button, FormInput, useForm } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutFlow } from '../hooks/use-checkout-flow';
import { addressName, addressText } from '../lib/address-text';
import { useStep } from '../hooks/use-step';
import { StepForm } from './step-form';
import { StepFrame } from './step-frame';


/** The address form: typed address → confirm view (storefront.md §4 "address has a confirm state"). */
function AddressForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (draft: AddressDraft) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('common');
  const form = useForm({
    rules: ADDRESS_FIELD_RULES,
    initialValues: {
      firstName: '',
      lastName: '',
      addressLine1: '',
      ward: '',
      district: '',
      city: '',
      postalCode: '',
    },
    onSubmit: (values) => {
      onSubmit({ ...values, postalCode: values.postalCode || undefined, country: 'VN' });
    },
  });
  return (
    <StepForm
      label={t('checkout.address_form')}
      onSubmit={form.handleSubmit}
      submitLabel={t('checkout.continue')}
      secondaryActions={
        onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('checkout.choose_saved')}
          </Button>
        ) : null
      }
    >
      <div className="sf-form__row">
        <FormInput
          {...form.field('firstName')}
          autoComplete="given-name"
          label={t('checkout.first_name')}
        />
        <FormInput
          {...form.field('lastName')}
          autoComplete="family-name"
          label={t('checkout.last_name')}
        />
      </div>
      <FormInput
        {...form.field('addressLine1')}
        autoComplete="address-line1"
        label={t('checkout.address_line1')}
      />
      <div className="sf-form__row">
        <FormInput {...form.field('ward')} label={t('checkout.ward')} />
        <FormInput {...form.field('district')} label={t('checkout.district')} />
      </div>
      <div className="sf-form__row">
        <FormInput
          {...form.field('city')}
          autoComplete="address-level1"
          label={t('checkout.city')}
        />
        <FormInput
          {...form.field('postalCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          label={t('checkout.postal_code')}
        />
      </div>
    </StepForm>
  );
}

export interface AddressStepProps {
  flow: CheckoutFlow;
  number: number;
}

/**
 * The address step (storefront.md §4): choose a saved address (selection/list), add one (form)
 * and confirm what was typed (confirm). Skipped for pickup-only checkouts, which show the pickup
 * address instead.
 */
export function AddressStep({ flow, number }: AddressStepProps) {
  const { t } = useTranslation('common');
  const step = useStep(flow, 'address');
  const { info, addressDraft } = flow.snapshot.context;
  const selectedId = info.selectedDelivery.shippingAddressId;
  const [choice, setChoice] = useState<string | null>(
    selectedId ?? info.shippingAddresses[0]?.id ?? null,
  );
  const selected = info.shippingAddresses.find((address) => address.id === selectedId);

  if (info.isPickupOnly) {
    return info.pickupAddress ? (
      <section className="sf-step sf-step--complete" aria-labelledby="sf-pickup">
        <h2 id="sf-pickup" className="sf-step__title">
          {t('checkout.pickup_address')}
        </h2>
        <p>{addressText(info.pickupAddress)}</p>
      </section>
    ) : null;
  }

  return (
    <StepFrame
      step="address"
      number={number}
      display={step.display}
      canEdit={step.canEdit}
      onEdit={step.edit}
      summary={
        selected ? (
          <p>
            {addressName(selected)}
            <br />
            {addressText(selected)}
          </p>
        ) : null
      }
    >
      {step.display === 'form' ? (
        <AddressForm
          onSubmit={(draft) =>
            flow.send({ type: 'STEP.SUBMIT', step: 'address', payload: { address: draft } })
          }
          onCancel={
            info.shippingAddresses.length > 0
              ? () => flow.send({ type: 'STEP.SHOW_SELECTION', step: 'address' })
              : undefined
          }
        />
      ) : step.display === 'confirm' && addressDraft ? (
        <div className="sf-address-confirm">
          <p>{t('checkout.address_confirm_prompt')}</p>
          <p className="sf-address-confirm__text">
            {addressName(addressDraft)}
            <br />
            {addressText(addressDraft)}
          </p>
          <div className="sf-form__actions">
            <Button onClick={() => flow.send({ type: 'ADDRESS.CONFIRM' })}>
              {t('checkout.address_confirm')}
            </Button>
            <Button variant="ghost" onClick={() => flow.send({ type: 'ADDRESS.REVISE' })}>
              {t('checkout.address_revise')}
            </Button>
          </div>
        </div>
      ) : (
        <StepForm
          layout="choices"
          onSubmit={(event) => {
            event.preventDefault();
            if (choice)
              flow.send({
                type: 'STEP.SUBMIT',
                step: 'address',
                payload: { shippingAddressId: choice },
              });
          }}
          submitLabel={t('checkout.use_address')}
          submitDisabled={choice === null}
          secondaryActions={
            <Button
              variant="ghost"
              onClick={() => flow.send({ type: 'STEP.SHOW_FORM', step: 'address' })}
            >
              {t('checkout.add_address')}
            </Button>
          }
        >
          <fieldset>
            <legend className="sf-visually-hidden">{t('checkout.choose_address')}</legend>
            {info.shippingAddresses.map((address) => (
              <label key={address.id} className="sf-choice">
                <input
                  type="radio"
                  name="shippingAddress"
                  value={address.id}
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
