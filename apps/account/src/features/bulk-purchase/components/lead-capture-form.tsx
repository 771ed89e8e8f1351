import type { LeadCapture } from '@gio/contracts';
import { phoneSchema, postalCodeSchema, type FieldRule } from '@gio/domain-validation';
import { Button, FormInput, Notice, useMessages } from '@gio/ui';
import { useTranslation } from 'react-i18next';
import { useActionForm } from '../../../lib/action-form';

/** accounts.md §3 "Lead capture" fields, labelled as the storefront's lead form labels them. */
const LEAD_FIELDS = [
  ['lastName', 'lead_capture_last_name', 'family-name'],
  ['firstName', 'lead_capture_first_name', 'given-name'],
  ['phoneNumber', 'lead_capture_phone', 'tel'],
  ['companyName', 'lead_capture_company', 'organization'],
  ['size', 'lead_capture_size', 'off'],
  ['industryType', 'lead_capture_industry', 'off'],
  ['occupationType', 'lead_capture_occupation_type', 'off'],
  ['occupationRole', 'lead_capture_occupation_role', 'organization-title'],
  ['contactReason', 'lead_capture_reason', 'off'],
  ['postalCode', 'lead_capture_postal_code', 'postal-code'],
  ['city', 'lead_capture_city', 'address-level1'],
  ['district', 'lead_capture_district', 'address-level2'],
  ['ward', 'lead_capture_ward', 'address-level3'],
] as const;
type LeadField = (typeof LEAD_FIELDS)[number][0];

/**
 * The lead's rules (accounts.md §3, §5: names and phone required, phone 10 digits, postal code 5
 * or 9). Here the user has no business account, so the company name is theirs to give and the
 * sales desk needs it.
 */
const LEAD_RULES: readonly FieldRule[] = [
  { name: 'lastName', required: true },
  { name: 'firstName', required: true },
  { name: 'phoneNumber', required: true, validators: [phoneSchema] },
  { name: 'companyName', required: true },
  { name: 'postalCode', validators: [postalCodeSchema] },
];

/** The lead capture form (POST or PUT /api/lead-capture) for a user without a business account. */
export function LeadCaptureForm({ lead }: { lead: LeadCapture | null }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const form = useActionForm({
    rules: LEAD_RULES,
    initialValues: Object.fromEntries(LEAD_FIELDS.map(([name]) => [name, lead?.[name] ?? ''])) as Record<LeadField, string>,
    intent: 'lead',
    toBody: (values) => ({ lead: values, exists: lead !== null }),
    onSuccess: () => messages.show({ kind: 'success', text: t('account.bulk_purchase.lead_saved') }),
  });
  return (
    <form className="acc-form" noValidate onSubmit={form.handleSubmit} aria-labelledby="acc-bulk-lead">
      <h2 id="acc-bulk-lead" className="acc-section__title">
        {t('account.bulk_purchase.lead_title')}
      </h2>
      <p>{t('account.bulk_purchase.lead_intro')}</p>
      {LEAD_FIELDS.map(([name, label, autoComplete]) => (
        <FormInput
          key={name}
          {...form.field(name)}
          type={name === 'phoneNumber' ? 'tel' : name === 'contactReason' ? 'textarea' : 'text'}
          inputMode={name === 'postalCode' ? 'numeric' : undefined}
          autoComplete={autoComplete}
          label={t(`engagement_popups.${label}`)}
        />
      ))}
      {form.formError ? (
        <Notice kind="error" announce>
          <p>{form.formError}</p>
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button type="submit" loading={form.submitting}>
          {t('engagement_popups.lead_capture_submit')}
        </Button>
      </div>
    </form>
  );
}
