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

/** The parts of the password rule (accounts.md §5 "Password"), in the order a form lists them. */
export const PASSWORD_RULES = ['minLength', 'noSpaces', 'lowercase', 'uppercase', 'digitOrSpecial'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const PASSWORD_RULE_TESTS: Readonly<Record<PasswordRule, (value: string) => boolean>> = {
  minLength: (value) => characterCount(value) >= Limits.PASSWORD_MIN_LENGTH,
  noSpaces: (value) => !/\s/u.test(value),
  lowercase: (value) => /\p{Ll}/u.test(value),
  uppercase: (value) => /\p{Lu}/u.test(value),
  digitOrSpecial: (value) => hasDigitOrSpecial(value),
};

/**
 * Which parts of the password rule a value meets, so that a form can show the rules before
 * submit and tick each one as it is met (accounts.md §5, §9). `passwordSchema` is these parts.
 */
export function passwordRuleChecks(value: string): ReadonlyArray<{ rule: PasswordRule; met: boolean }> {
  return PASSWORD_RULES.map((rule) => ({ rule, met: PASSWORD_RULE_TESTS[rule](value) }));
}

/**
 * Password (accounts.md §5 "Password", §9): at least `Limits.PASSWORD_MIN_LENGTH` (8)
 * characters, no whitespace, one lowercase letter, one uppercase letter and one digit or special
 * character ({@link PASSWORD_RULES}). Letters are Unicode-aware, so 'ă' is lowercase and 'Ư'
 * uppercase. Every failure reports `form.validation_password_default`.
 */
export const passwordSchema = z
  .string(PASSWORD_ERROR)
  .refine((value) => PASSWORD_RULES.every((rule) => PASSWORD_RULE_TESTS[rule](value)), PASSWORD_ERROR);
