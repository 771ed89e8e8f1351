import { Limits } from '@gio/domain-enums';
import { z } from 'zod';
import { ValidationMessageKey } from './message-keys';
import { stripNonDigits } from './phone';

const POSTAL_CODE_ERROR = { error: ValidationMessageKey.POSTAL_CODE };

/** The default postal code (accounts.md §5 "Postal code"). */
export const DEFAULT_POSTAL_CODE: string = Limits.DEFAULT_POSTAL_CODE;

const ALLOWED_LENGTHS: readonly number[] = Limits.POSTAL_CODE_DIGITS;

/**
 * Postal code (accounts.md §5 "Postal code", §9): after stripping non-digits it has 5 or 9
 * digits (`Limits.POSTAL_CODE_DIGITS`). Outputs the digits; fails with
 * `form.validation_postal_code_default`. Whether the code exists is a server call, not this rule.
 */
export const postalCodeSchema = z
  .string(POSTAL_CODE_ERROR)
  .transform(stripNonDigits)
  .refine((digits) => ALLOWED_LENGTHS.includes(digits.length), POSTAL_CODE_ERROR);
