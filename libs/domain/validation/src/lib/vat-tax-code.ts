import { z } from 'zod';
import { ValidationMessageKey } from './message-keys';

/** Weights of the first nine digits of a Vietnamese tax code (mã số thuế). */
const TAX_CODE_WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

/** A 10-digit enterprise code, optionally followed by '-' and a 3-digit branch number. */
const TAX_CODE_FORMAT = /^([0-9]{10})(?:-([0-9]{3}))?$/;

/**
 * Check digit of a Vietnamese tax code (VAT information, accounts.md §3): 10 − (Σ digitᵢ ×
 * weightᵢ mod 11) over the first nine digits with weights 31, 29, 23, 19, 17, 13, 7, 5, 3.
 * Returns null when that is 10, because no tenth digit can match and such prefixes are never
 * issued; also null unless `firstNine` is exactly nine ASCII digits.
 */
export function vatTaxCodeCheckDigit(firstNine: string): number | null {
  if (!/^[0-9]{9}$/.test(firstNine)) return null;
  const sum = TAX_CODE_WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(firstNine[index]),
    0,
  );
  const check = 10 - (sum % 11);
  return check === 10 ? null : check;
}

/**
 * Vietnamese tax code (mã số thuế) for VAT information (accounts.md §3, `/api/vat-tax-code`):
 * 10 digits, or 10 digits + '-' + a branch number 001–999; the tenth digit must equal
 * {@link vatTaxCodeCheckDigit} of the first nine. Surrounding spaces are ignored.
 */
export function isValidVatTaxCode(code: string): boolean {
  const match = TAX_CODE_FORMAT.exec(code.trim());
  if (match === null) return false;
  const [, enterprise, branch] = match;
  if (branch === '000') return false;
  return vatTaxCodeCheckDigit(enterprise.slice(0, 9)) === Number(enterprise[9]);
}

/**
 * Zod schema for the tax code field (accounts.md §3 VAT information): trims, then applies
 * {@link isValidVatTaxCode}; fails with `form.validation_tax_code`.
 */
export const vatTaxCodeSchema = z
  .string({ error: ValidationMessageKey.TAX_CODE })
  .trim()
  .refine(isValidVatTaxCode, { error: ValidationMessageKey.TAX_CODE });
