/**
 * `value` × 10^`places` computed on the decimal text of the number rather than by
 * multiplication, so that 1.005 shifted by 2 is exactly 100.5 and not 100.49999999999999.
 */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds half away from zero to `decimals` places (storefront.md §9 money rounding; the rounding
 * of `toMinorUnits`): 2.5 → 3, −2.5 → −3, 1.005 at 2 places → 1.01. Never returns −0.
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const shifted = shiftDecimal(Math.abs(value), decimals);
  const rounded = shiftDecimal(Math.round(shifted), -decimals);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
