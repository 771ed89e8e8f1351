import { ProductType, VariantState } from '@gio/domain-enums';

/** The stock fields of a variant that the stock rules read (storefront.md §3 Variant). */
export interface StockInfo {
  state: number;
  availableCount?: number | null;
  productType?: number;
}

/** The four stock situations a variant can be shown in, most severe first. */
export type StockStatus = 'in-stock' | 'limited' | 'out-of-stock' | 'discontinued';

/** storefront.md §4 Variant stock: state 2 with availableCount zero or missing means out of stock. */
export function isOutOfStock(v: StockInfo): boolean {
  // A missing count is treated like zero: the server omits it once nothing is left.
  return (
    v.state === VariantState.OUT_OF_STOCK && (v.availableCount == null || v.availableCount === 0)
  );
}

/** storefront.md §4 Variant stock: state 0 means discontinued. */
export function isDiscontinued(v: StockInfo): boolean {
  return v.state === VariantState.DISCONTINUED;
}

/** storefront.md §4 Variant stock: out of stock and discontinued both make the variant unavailable. */
export function isUnavailable(v: StockInfo): boolean {
  return isOutOfStock(v) || isDiscontinued(v);
}

/**
 * storefront.md §4 / accounts.md §9: limited quantity when the product is not of type 1 (sample)
 * and availableCount is above 0 and not above the last-few threshold. The threshold value is not
 * shown in the spec, so it is passed in from configuration.
 */
export function isLimitedQuantity(v: StockInfo, lastFewThreshold: number): boolean {
  if (v.productType === ProductType.SAMPLE) return false;
  const count = v.availableCount;
  return count != null && count > 0 && count <= lastFewThreshold;
}

/**
 * storefront.md §4 Variant stock: one label per variant. Discontinued wins over out of stock (a
 * discontinued item never comes back), and an unavailable variant is never shown as limited.
 */
export function stockStatus(v: StockInfo, lastFewThreshold: number): StockStatus {
  if (isDiscontinued(v)) return 'discontinued';
  if (isOutOfStock(v)) return 'out-of-stock';
  if (isLimitedQuantity(v, lastFewThreshold)) return 'limited';
  return 'in-stock';
}
