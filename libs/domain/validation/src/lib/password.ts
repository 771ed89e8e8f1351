import { Limits } from '@gio/domain-enums';
import { z } from 'zod';
import { ValidationMessageKey } from './message-keys';

const PASSWORD_ERROR = { error: ValidationMessageKey.PASSWORD };

/**
 * Characters as a person counts them: code points of the NFC form, so that a Vietnamese letter
 * typed as base + combining marks (macOS keyboards send NFD) counts once.
 */
function characterCount(text: string): number {
  return [...text.normalize('NFC')].length;
}

/**
 * A digit or special character is one that is neither a letter (nor a mark left on one) nor
 * whitespace. Tested on the NFC form so that the tone marks of an NFD 'ậ' do not pass as special.
 */
function hasDigitOrSpecial(text: string): boolean {
  return /[^\p{L}\p{M}\s]/u.test(text.normalize('NFC'));
}

/**
 * Password (accounts.md §5 "Password", §9): at least `Limits.PASSWORD_MIN_LENGTH` (8)
 * characters, no whitespace, one lowercase letter, one uppercase letter and one digit or special
 * character. Letters are Unicode-aware, so 'ă' is lowercase and 'Ư' uppercase. Every failure
 * reports `form.validation_password_default`.
 */
export const passwordSchema = z
  .string(PASSWORD_ERROR)
  .refine((value) => characterCount(value) >= Limits.PASSWORD_MIN_LENGTH, PASSWORD_ERROR)
  .refine((value) => !/\s/u.test(value), PASSWORD_ERROR)
  .refine((value) => /\p{Ll}/u.test(value), PASSWORD_ERROR)
  .refine((value) => /\p{Lu}/u.test(value), PASSWORD_ERROR)
  .refine((value) => hasDigitOrSpecial(value), PASSWORD_ERROR);
