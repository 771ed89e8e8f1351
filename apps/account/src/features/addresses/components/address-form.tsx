import type { SessionUser } from '@gio/contracts';
import { AccountScope } from '@gio/domain-enums';
import { ADDRESS_FIELD_RULES, MALAYSIAN_STATES } from '@gio/domain-validation';
import { Button, FormInput, Notice, SelectField } from '@gio/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionForm } from '../../../lib/action-form';
import type { AddressDraft } from '../lib/address-draft';

const STATE_OPTIONS = MALAYSIAN_STATES.map((state) => ({ value: state.code, label: state.name }));

/** The form's fields besides the choices (scope, default): every one is checked by ADDRESS_FIELD_RULES. */
export interface AddressFormValues extends Record<string, string> {
  firstName: string;
  lastName: string;
  businessName: string;
  addressLine1: string;
  addressLine2: string;
  ward: string;
  district: string;
  city: string;
  state: string;
  postalCode: string;
}

function valuesOf(draft: AddressDraft | null, user: SessionUser): AddressFormValues {
  return {
    firstName: draft?.firstName ?? user.firstName,
    lastName: draft?.lastName ?? user.lastName,
    businessName: draft?.businessName ?? '',
    addressLine1: draft?.addressLine1 ?? '',
    addressLine2: draft?.addressLine2 ?? '',
    ward: draft?.ward ?? '',
    district: draft?.district ?? '',
    city: draft?.city ?? '',
    state: draft?.state ?? '',
    postalCode: draft?.postalCode ?? '',
  };
}

export interface AddressFormProps {
  user: SessionUser;
  /** The draft coming back from the confirm step ("Sửa lại"). */
  draft: AddressDraft | null;
  /** The checked draft (postal code confirmed by its call) goes to the confirm step. */
  onChecked: (draft: AddressDraft) => void;
  onCancel: () => void;
}

/**
 * The address form (accounts.md §3 Address, §5): names, street lines (no PO box), ward, district
 * and city, an optional Malaysian state (the 16 of storefront.md, by name) and an optional postal
 * code that the action checks with its call. A member of an organisation chooses whether the
 * address is theirs or the business's (account scope); either may be made the scope's default.
 */
export function AddressForm({ user, draft, onChecked, onCancel }: AddressFormProps) {
  const { t } = useTranslation('common');
  const scopeName = useId();
  const [accountScope, setAccountScope] = useState<AccountScope>(draft?.accountScope ?? AccountScope.PERSONAL);
  const [setAsDefault, setSetAsDefault] = useState(draft?.setAsDefault ?? false);
  const form = useActionForm<AddressFormValues, AddressDraft>({
    rules: ADDRESS_FIELD_RULES,
    initialValues: valuesOf(draft, user),
    toBody: (values) => ({ ...values, accountScope, setAsDefault }),
    onSuccess: onChecked,
  });
  const organization = user.organization;
  return (
    <form className="acc-form" noValidate onSubmit={form.handleSubmit} aria-label={t('account.address.form_label')}>
      {organization ? (
        <fieldset className="acc-choices">
          <legend className="acc-choices__legend">{t('account.address.scope_legend')}</legend>
          <label className="acc-choice">
            <input
              type="radio"
              name={scopeName}
              checked={accountScope === AccountScope.PERSONAL}
              onChange={() => setAccountScope(AccountScope.PERSONAL)}
            />
            <span>{t('account.address.scope_personal')}</span>
          </label>
          <label className="acc-choice">
            <input
              type="radio"
              name={scopeName}
              checked={accountScope === AccountScope.BUSINESS}
              onChange={() => setAccountScope(AccountScope.BUSINESS)}
            />
            <span>{t('account.address.scope_business_of', { name: organization.name })}</span>
          </label>
        </fieldset>
      ) : null}
      <div className="acc-form__row">
        <FormInput {...form.field('lastName')} autoComplete="family-name" label={t('account.fields.last_name')} />
        <FormInput {...form.field('firstName')} autoComplete="given-name" label={t('account.fields.first_name')} />
      </div>
      {accountScope === AccountScope.BUSINESS ? (
        <FormInput {...form.field('businessName')} autoComplete="organization" label={t('account.address.business_name')} />
      ) : null}
      <FormInput
        {...form.field('addressLine1')}
        autoComplete="address-line1"
        label={t('account.address.line1')}
        helperText={t('account.address.line1_hint')}
      />
      <FormInput {...form.field('addressLine2')} autoComplete="address-line2" label={t('account.address.line2')} />
      <div className="acc-form__row">
        <FormInput {...form.field('ward')} autoComplete="address-level3" label={t('account.address.ward')} />
        <FormInput {...form.field('district')} autoComplete="address-level2" label={t('account.address.district')} />
      </div>
      <div className="acc-form__row">
        <FormInput {...form.field('city')} autoComplete="address-level1" label={t('account.address.city')} />
        <SelectField
          {...form.field('state')}
          label={t('account.address.state')}
          emptyLabel={t('account.address.state_none')}
          options={STATE_OPTIONS}
          helperText={t('account.address.state_hint')}
        />
      </div>
      <FormInput
        {...form.field('postalCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        label={t('account.address.postal_code')}
        helperText={t('account.address.postal_code_hint')}
      />
      <label className="acc-choice">
        <input type="checkbox" checked={setAsDefault} onChange={(event) => setSetAsDefault(event.target.checked)} />
        <span>{t('account.address.set_default')}</span>
      </label>
      {form.formError ? (
        <Notice kind="error" announce>
          <p>{form.formError}</p>
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button type="submit" loading={form.submitting}>
          {t('account.address.check')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
