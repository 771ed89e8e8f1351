import { MessageKey } from '@gio/domain-enums';

/**
 * Translation keys the validation rules return (storefront.md §5, accounts.md §5, §8).
 * REQUIRED, EMAIL and PHONE come from `@gio/domain-enums`; the others are not in the enums yet,
 * so this library names them once here. EMAIL_NO_PLUS, PASSWORD and POSTAL_CODE match the keys of
 * the `common` catalogue in `@gio/i18n`; PO_BOX, STATE and TAX_CODE still need catalogue entries.
 */
export const ValidationMessageKey = {
  REQUIRED: MessageKey.VALIDATION_REQUIRED,
  EMAIL: MessageKey.VALIDATION_EMAIL_DEFAULT,
  PHONE: MessageKey.VALIDATION_PHONE_DEFAULT,
  EMAIL_NO_PLUS: 'form.validation_email_no_plus',
  PASSWORD: 'form.validation_password_default',
  POSTAL_CODE: 'form.validation_postal_code_default',
  PO_BOX: 'form.validation_po_box',
  STATE: 'form.validation_state',
  TAX_CODE: 'form.validation_tax_code',
} as const;
export type ValidationMessageKey = (typeof ValidationMessageKey)[keyof typeof ValidationMessageKey];
