import { MessageKey } from '@gio/domain-enums';

/**
 * Translation keys the validation rules return (storefront.md §5, accounts.md §5, §8).
 * The first four come from `@gio/domain-enums`; the others are not in the enums yet, so this
 * library names them once here and the i18n catalogue must carry them.
 */
export const ValidationMessageKey = {
  REQUIRED: MessageKey.VALIDATION_REQUIRED,
  EMAIL: MessageKey.VALIDATION_EMAIL_DEFAULT,
  PHONE: MessageKey.VALIDATION_PHONE_DEFAULT,
  PASSWORD: 'form.validation_password',
  POSTAL_CODE: 'form.validation_postal_code',
  PO_BOX: 'form.validation_po_box',
  STATE: 'form.validation_state',
  TAX_CODE: 'form.validation_tax_code',
} as const;
export type ValidationMessageKey = (typeof ValidationMessageKey)[keyof typeof ValidationMessageKey];
