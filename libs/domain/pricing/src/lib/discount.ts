import { Limits } from '@gio/domain-enums';

/**
 * Discount percent badge (accounts.md §9): the saving of `price` against `standardPrice` in
 * percent, shown only when above `Limits.DISCOUNT_PERCENT_MIN_SHOWN` (1.5) and then rounded;
 * null otherwise, also for a missing or non-positive standard price. The saving is computed as
 * (standard − price) × 100 / standard so that 98.5 against 100 is exactly 1.5 (not shown).
 */
export function discountPercent(
  price: number | null | undefined,
  standardPrice: number | null | undefined,
): number | null {
  if (typeof price !== 'number' || typeof standardPrice !== 'number') return null;
  if (
    !Number.isFinite(price) ||
    !Number.isFinite(standardPrice) ||
    standardPrice <= 0 ||
    price < 0
  ) {
    return null;
  }
  const percent = ((standardPrice - price) * 100) / standardPrice;
  return percent > Limits.DISCOUNT_PERCENT_MIN_SHOWN ? Math.round(percent) : null;
}

/** The three prices of a variant that decide whether its sale discount counts. */
export interface SalePrices {
  readonly price: number;
  readonly salePrice?: number | null;
  readonly standardPrice?: number | null;
}

/**
 * Sale discount rule (accounts.md §9): the sale discount counts only when the sale price equals
 * the price and is below the standard price.
 */
export function saleDiscountCounts({ price, salePrice, standardPrice }: SalePrices): boolean {
  return (
    typeof salePrice === 'number' &&
    typeof standardPrice === 'number' &&
    salePrice === price &&
    salePrice < standardPrice
  );
}

/**
 * Sale discount as a fraction for {@link combinedDiscountPercent} (accounts.md §9): 1 − sale /
 * standard when {@link saleDiscountCounts}, otherwise 0.
 */
export function saleDiscountFraction(prices: SalePrices): number {
  if (!saleDiscountCounts(prices) || !(Number(prices.standardPrice) > 0)) return 0;
  const standard = Number(prices.standardPrice);
  return Math.min(1, Math.max(0, (standard - prices.price) / standard));
}

function assertFraction(name: string, value: number): void {
  if (!(value >= 0 && value <= 1)) {
    throw new RangeError(`${name} must be a fraction between 0 and 1, got ${value}`);
  }
}

/**
 * Combined discount (accounts.md §9): 100 × (1 − (1 − sale) × (1 − unit)) with both discounts as
 * fractions in [0, 1]. Evaluated in the algebraically equal form 100 × (sale + unit − sale ×
 * unit), which is exactly commutative and exactly the single discount when the other is 0;
 * clamped to [0, 100] against floating-point noise. Throws RangeError outside [0, 1].
 */
export function combinedDiscountPercent(saleDiscount: number, unitDiscount: number): number {
  assertFraction('saleDiscount', saleDiscount);
  assertFraction('unitDiscount', unitDiscount);
  const combined = 100 * (saleDiscount + unitDiscount - saleDiscount * unitDiscount);
  return Math.min(100, Math.max(0, combined));
}
