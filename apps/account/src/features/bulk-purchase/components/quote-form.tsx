import { emailSchema, phoneSchema, postalCodeSchema, type FieldRule } from '@gio/domain-validation';
import { Button, FormInput, Notice, dateValidator, parseDisplayDate } from '@gio/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionForm } from '../../../lib/action-form';
import type { PalletQuoteAnswer } from '../api/submit-pallet-quote';
import { clampQuantity, isoDate, palletItems, type QuoteItem } from '../lib/quote-list';
import { ProductPicker } from './product-picker';

export interface QuoteDefaults {
  companyName: string;
  contactName: string;
  email: string;
  phoneNumber: string;
  postalCode: string;
  city: string;
  district: string;
}

const tomorrow = (today: Date) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);

function quoteRules(today: Date): FieldRule[] {
  const formatCheck = dateValidator();
  return [
    {
      name: 'items',
      required: true,
      validators: [(value) => (value ? undefined : 'account.bulk_purchase.items_required')],
    },
    { name: 'postalCode', required: true, validators: [postalCodeSchema] },
    { name: 'city', required: true },
    {
      name: 'deliveryDate',
      validators: [
        formatCheck,
        (value) => {
          const date = typeof value === 'string' ? parseDisplayDate(value) : null;
          return date && date < tomorrow(today) ? 'account.bulk_purchase.delivery_date_past' : undefined;
        },
      ],
    },
    { name: 'companyName', required: true },
    { name: 'contactName', required: true },
    { name: 'email', required: true, validators: [emailSchema] },
    { name: 'phoneNumber', required: true, validators: [phoneSchema] },
  ];
}

const quantityId = (sku: string) => `acc-bulk-qty-${sku}`;

/**
 * The pallet / bulk quote request (POST /api/submit-pallet-quote-request): products with their
 * pallet counts, delivery postal code and wished date, company and contact. A product the
 * server does not know is shown on its row, which takes the focus.
 */
export function QuoteForm({
  defaults,
  onSent,
  today = new Date(),
}: {
  defaults: QuoteDefaults;
  onSent: (answer: PalletQuoteAnswer, items: readonly QuoteItem[]) => void;
  today?: Date;
}) {
  const { t } = useTranslation('common');
  const [items, setItems] = useState<QuoteItem[]>([]);
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  // What is typed in a quantity box, kept while it is being edited (an empty box is not 1 yet).
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const rules = useMemo(() => quoteRules(today), [today]);
  const form = useActionForm<Record<string, string>, PalletQuoteAnswer>({
    rules,
    initialValues: { items: '', deliveryDate: '', notes: '', ...defaults },
    intent: 'quote',
    toBody: (values) => {
      const date = values.deliveryDate ? parseDisplayDate(values.deliveryDate) : null;
      return {
        palletPayload: {
          companyName: values.companyName,
          contactName: values.contactName,
          email: values.email,
          phoneNumber: values.phoneNumber,
          postalCode: values.postalCode,
          city: values.city,
          ...(values.district ? { district: values.district } : {}),
          ...(date ? { deliveryDate: isoDate(date) } : {}),
          ...(values.notes ? { notes: values.notes } : {}),
          items: palletItems(itemsRef.current),
        },
      };
    },
    onSuccess: (answer) => onSent(answer, itemsRef.current),
    onFailure: (failure) => {
      const entries = Object.entries(failure.errors ?? {});
      const onItems = entries.flatMap(([field, key]) => {
        const index = /^item:(\d+)$/.exec(field);
        const item = index ? itemsRef.current[Number(index[1])] : undefined;
        return item ? [[item.sku, key] as const] : [];
      });
      if (onItems.length === 0) return false;
      setItemErrors(Object.fromEntries(onItems));
      document.getElementById(quantityId(onItems[0][0]))?.focus();
      return onItems.length === entries.length;
    },
  });
  const itemsField = form.field('items');
  const syncCount = itemsField.onChange;
  // The form helper checks "at least one product" through the hidden count.
  useEffect(() => syncCount(items.length > 0 ? String(items.length) : ''), [items.length]); // eslint-disable-line react-hooks/exhaustive-deps

  const add = (added: QuoteItem[]) => setItems((current) => [...current, ...added]);
  const setQuantity = (sku: string, text: string) =>
    setItems((current) => current.map((item) => (item.sku === sku ? { ...item, quantity: clampQuantity(text) } : item)));
  const typeQuantity = (sku: string, text: string) => {
    setDrafts((current) => ({ ...current, [sku]: text }));
    if (text.trim() !== '') setQuantity(sku, text);
  };
  const without = <T,>(record: Record<string, T>, sku: string): Record<string, T> =>
    Object.fromEntries(Object.entries(record).filter(([key]) => key !== sku));
  const leaveQuantity = (sku: string) => setDrafts((current) => without(current, sku));
  const remove = (sku: string) => {
    setItems((current) => current.filter((item) => item.sku !== sku));
    setItemErrors((current) => without(current, sku));
    document.getElementById('acc-bulk-list')?.focus();
  };

  return (
    <div className="acc-stack acc-stack--sections">
      <section className="acc-section" aria-labelledby="acc-bulk-products">
        <h2 id="acc-bulk-products" className="acc-section__title">
          {t('account.bulk_purchase.products_title')}
        </h2>
        <p>{t('account.bulk_purchase.products_hint')}</p>
        <ProductPicker listed={items.map((item) => item.sku)} onAdd={add} itemsError={itemsField.error} itemsRef={itemsField.ref} />
        <h3 id="acc-bulk-list" className="acc-section__title" tabIndex={-1}>
          {t('account.bulk_purchase.list_title')}
        </h3>
        {items.length === 0 ? (
          <p>{t('account.bulk_purchase.list_empty')}</p>
        ) : (
          <ul className="acc-stack acc-stack--tight" aria-labelledby="acc-bulk-list">
            {items.map((item) => {
              const name = item.name ?? item.sku;
              const error = itemErrors[item.sku];
              return (
                <li key={item.sku} className="acc-invite">
                  <FormInput
                    id={quantityId(item.sku)}
                    name={`quantity-${item.sku}`}
                    type="number"
                    inputMode="numeric"
                    label={t('account.bulk_purchase.quantity', { name })}
                    helperText={item.name ? item.sku : undefined}
                    value={drafts[item.sku] ?? String(item.quantity)}
                    onChange={(value) => typeQuantity(item.sku, value)}
                    onBlur={() => leaveQuantity(item.sku)}
                    error={error ? t(error) : undefined}
                  />
                  <Button type="button" variant="ghost" size="sm" onClick={() => remove(item.sku)}>
                    {t('account.bulk_purchase.remove', { name })}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <form className="acc-form" noValidate onSubmit={form.handleSubmit} aria-labelledby="acc-bulk-delivery">
        <h2 id="acc-bulk-delivery" className="acc-section__title">
          {t('account.bulk_purchase.delivery_title')}
        </h2>
        <div className="acc-form__row">
          <FormInput {...form.field('postalCode')} inputMode="numeric" autoComplete="postal-code" label={t('account.bulk_purchase.postal_code')} />
          <FormInput
            {...form.field('deliveryDate')}
            type="date"
            minDate={tomorrow(today)}
            label={t('account.bulk_purchase.delivery_date')}
            helperText={t('account.bulk_purchase.delivery_date_hint')}
          />
        </div>
        <div className="acc-form__row">
          <FormInput {...form.field('city')} maxLength={80} autoComplete="address-level1" label={t('account.bulk_purchase.city')} />
          <FormInput {...form.field('district')} maxLength={80} autoComplete="address-level2" label={t('account.bulk_purchase.district')} />
        </div>
        <h2 className="acc-section__title">{t('account.bulk_purchase.contact_title')}</h2>
        <FormInput {...form.field('companyName')} maxLength={160} autoComplete="organization" label={t('account.bulk_purchase.company_name')} />
        <div className="acc-form__row">
          <FormInput {...form.field('contactName')} maxLength={160} autoComplete="name" label={t('account.bulk_purchase.contact_name')} />
          <FormInput {...form.field('phoneNumber')} type="tel" autoComplete="tel" label={t('account.bulk_purchase.phone')} />
        </div>
        <FormInput {...form.field('email')} type="email" autoComplete="email" label={t('account.bulk_purchase.email')} />
        <FormInput {...form.field('notes')} type="textarea" rows={3} maxLength={2000} label={t('account.bulk_purchase.notes')} />
        {form.formError ? (
          <Notice kind="error" announce>
            <p>{form.formError}</p>
          </Notice>
        ) : null}
        <div className="acc-form__actions">
          <Button type="submit" loading={form.submitting}>
            {t('account.bulk_purchase.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
