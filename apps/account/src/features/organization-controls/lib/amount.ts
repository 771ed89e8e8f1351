/**
 * Amounts in đồng as a person types them: digits with optional thousands separators
 * ("1.500.000", "1 500 000"). Blank means no limit. A comma is refused: in vi-VN it is the
 * decimal mark ("1.500.000,00"), and đồng have no decimals, so reading it as a separator would
 * multiply the amount by a hundred.
 */

/** The amount typed: a whole number of đồng, null for blank, undefined when it is not one. */
export function parseAmount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^[0-9][0-9. \u00a0]*$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/[. \u00a0]/g, '');
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** An amount as the field shows it (vi-VN thousands separators), blank for none. */
export function amountText(amount: number | null): string {
  return amount === null ? '' : new Intl.NumberFormat('vi-VN').format(amount);
}
