import type { OrganizationInvoiceDetailsAnswer } from '@gio/contracts';
import { emailSchema, ValidationMessageKey, vatTaxCodeSchema, type FieldRule } from '@gio/domain-validation';
import { Button, FormInput, Notice, useMessages } from '@gio/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDeps } from '../../../app/app-context';
import { useActionForm } from '../../../lib/action-form';
import { useDateFormat } from '../../../lib/use-date-format';
import { lookUpTaxCode } from '../api/look-up-tax-code';

const INVOICE_RULES: readonly FieldRule[] = [
  { name: 'companyName', required: true },
  { name: 'taxCode', required: true, validators: [vatTaxCodeSchema] },
  { name: 'invoiceEmail', required: true, validators: [emailSchema] },
  { name: 'addressLine1', required: true },
  { name: 'district', required: true },
  { name: 'city', required: true },
];

const FIELDS = ['companyName', 'taxCode', 'invoiceEmail', 'addressLine1', 'district', 'city'] as const;

/**
 * The organisation's e-invoice (VAT) details: a form for owners and admins, read-only for the
 * others. The company name and the tax code that names it are read-only for an admin
 * (accounts.md §5 lead-capture rule); whoever may change them can fill the company in from the
 * tax code registry (`GET /api/vat-tax-code/{code}`).
 */
export function InvoiceDetailsSection({ answer }: { answer: OrganizationInvoiceDetailsAnswer }) {
  const { t } = useTranslation('common');
  const formatDate = useDateFormat();
  const details = answer.invoiceDetails;
  return (
    <section className="acc-section" aria-labelledby="acc-org-invoice">
      <h2 id="acc-org-invoice" className="acc-section__title">
        {t('account.organization.invoice.title')}
      </h2>
      <p>{t('account.organization.invoice.intro')}</p>
      {answer.editable ? (
        <InvoiceDetailsForm answer={answer} />
      ) : details ? (
        <dl className="acc-facts">
          {FIELDS.map((field) => (
            <div className="acc-fact" key={field}>
              <dt>{t(LABELS[field])}</dt>
              <dd>{details[field]}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{t('account.organization.invoice.empty')}</p>
      )}
      {!answer.editable ? <p className="acc-fact__note">{t('account.organization.invoice.read_only')}</p> : null}
      {details ? (
        <p className="acc-fact__note">
          {t('account.organization.invoice.updated_at', { date: formatDate(details.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
      ) : null}
    </section>
  );
}

const LABELS: Record<(typeof FIELDS)[number], string> = {
  companyName: 'account.organization.invoice.company_name',
  taxCode: 'account.organization.invoice.tax_code',
  invoiceEmail: 'account.organization.invoice.invoice_email',
  addressLine1: 'account.organization.invoice.address_line1',
  district: 'account.organization.invoice.district',
  city: 'account.organization.invoice.city',
};

function InvoiceDetailsForm({ answer }: { answer: OrganizationInvoiceDetailsAnswer }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  const { client } = useAppDeps();
  const details = answer.invoiceDetails;
  const locked = !answer.companyNameEditable;
  const [lookup, setLookup] = useState<{ kind: 'busy' } | { kind: 'done'; text: string; error: boolean } | null>(null);
  const form = useActionForm({
    rules: INVOICE_RULES,
    initialValues: Object.fromEntries(FIELDS.map((field) => [field, details?.[field] ?? ''])) as Record<(typeof FIELDS)[number], string>,
    intent: 'invoice',
    onSuccess: () => messages.show({ kind: 'success', text: t('account.organization.invoice.saved') }),
  });

  const lookUp = async () => {
    const code = form.values.taxCode.trim();
    if (!vatTaxCodeSchema.safeParse(code).success) {
      setLookup({ kind: 'done', text: t(ValidationMessageKey.TAX_CODE), error: true });
      return;
    }
    setLookup({ kind: 'busy' });
    try {
      const company = await lookUpTaxCode(client, code);
      if (!company) {
        setLookup({ kind: 'done', text: t('account.organization.invoice.not_registered'), error: true });
        return;
      }
      form.field('companyName').onChange(company.companyName);
      form.field('addressLine1').onChange(company.addressLine1);
      form.field('district').onChange(company.district);
      form.field('city').onChange(company.city);
      setLookup({ kind: 'done', text: t('account.organization.invoice.looked_up', { name: company.companyName }), error: false });
    } catch {
      setLookup({ kind: 'done', text: t('form.api_error_message_default'), error: true });
    }
  };

  return (
    <form className="acc-form" noValidate onSubmit={form.handleSubmit} aria-labelledby="acc-org-invoice">
      <FormInput
        {...form.field('companyName')}
        readOnly={locked}
        maxLength={160}
        autoComplete="organization"
        label={t('account.organization.invoice.company_name')}
        helperText={locked ? t('account.organization.invoice.company_locked') : undefined}
      />
      <div className="acc-form__row">
        <FormInput
          {...form.field('taxCode')}
          readOnly={locked}
          inputMode="numeric"
          maxLength={14}
          label={t('account.organization.invoice.tax_code')}
          helperText={t('account.organization.invoice.tax_code_hint')}
        />
        {locked ? null : (
          <div className="acc-form__actions">
            <Button type="button" variant="secondary" loading={lookup?.kind === 'busy'} onClick={() => void lookUp()}>
              {t('account.organization.invoice.look_up')}
            </Button>
          </div>
        )}
      </div>
      {lookup?.kind === 'done' ? (
        <Notice kind={lookup.error ? 'error' : 'success'} announce>
          <p>{lookup.text}</p>
        </Notice>
      ) : null}
      <FormInput {...form.field('invoiceEmail')} type="email" autoComplete="email" label={t('account.organization.invoice.invoice_email')} />
      <FormInput {...form.field('addressLine1')} maxLength={160} autoComplete="street-address" label={t('account.organization.invoice.address_line1')} />
      <div className="acc-form__row">
        <FormInput {...form.field('district')} maxLength={80} autoComplete="address-level2" label={t('account.organization.invoice.district')} />
        <FormInput {...form.field('city')} maxLength={80} autoComplete="address-level1" label={t('account.organization.invoice.city')} />
      </div>
      {form.formError ? (
        <Notice kind="error" announce>
          <p>{form.formError}</p>
        </Notice>
      ) : null}
      <div className="acc-form__actions">
        <Button type="submit" loading={form.submitting}>
          {t('account.organization.invoice.save')}
        </Button>
      </div>
    </form>
  );
}
