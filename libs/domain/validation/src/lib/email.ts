import { z } from 'zod';
import { ValidationMessageKey } from './message-keys';

const EMAIL_ERROR = { error: ValidationMessageKey.EMAIL };

/**
 * E-mail address (accounts.md §5 "E-mail"; storefront.md §5 footer sign-up): a standard address
 * pattern (zod's), surrounding spaces ignored; fails with `form.validation_email_default`.
 */
export const emailSchema = z.string(EMAIL_ERROR).trim().pipe(z.email(EMAIL_ERROR));

/** Local part of an address: everything before the last '@'. */
function localPart(address: string): string {
  return address.slice(0, address.lastIndexOf('@'));
}

/**
 * Stricter e-mail (accounts.md §5 "E-mail"): {@link emailSchema} (same key for a malformed
 * address) and no plus sign in the local part (`form.validation_email_no_plus`).
 */
export const strictEmailSchema = emailSchema.refine(
  (address) => !localPart(address).includes('+'),
  { error: ValidationMessageKey.EMAIL_NO_PLUS },
);
