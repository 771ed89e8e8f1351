import { Limits } from '@gio/domain-enums';
import { z } from 'zod';
import { ValidationMessageKey } from './message-keys';

const PHONE_ERROR = { error: ValidationMessageKey.PHONE };

/** Keeps ASCII digits only (accounts.md §5 phone and postal code: "after stripping non-digits"). */
export function stripNonDigits(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/**
 * Phone number (accounts.md §5 "Phone", §9; storefront.md §5): after stripping non-digits it is
 * exactly `Limits.PHONE_DIGITS` (10) digits. Outputs the digits; fails with
 * `form.validation_phone_default`.
 */
export const phoneSchema = z
  .string(PHONE_ERROR)
  .transform(stripNonDigits)
  .pipe(z.string().length(Limits.PHONE_DIGITS, PHONE_ERROR));
