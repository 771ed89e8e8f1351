import { Limits } from '@gio/domain-enums';

/** Query parameter of the brand filter (storefront.md §5). */
export const BRANDS_PARAM = 'brands';

/** Separator of the brands parameter (storefront.md §5 "joined by commas"). */
const BRANDS_SEPARATOR = ',';

/**
 * Search results show at most `Limits.SEARCH_MAX_BRAND_MATCHES` (3) brand matches (storefront.md
 * §5, accounts.md §2): the first three, in the given order.
 */
export function limitBrandMatches<T>(brands: readonly T[]): T[] {
  return brands.slice(0, Limits.SEARCH_MAX_BRAND_MATCHES);
}

/** Trimmed, non-empty, first occurrence only, order kept. */
function cleanBrands(brands: readonly string[]): string[] {
  return [...new Set(brands.map((brand) => brand.trim()).filter((brand) => brand !== ''))];
}

/**
 * Value of the `brands` parameter (storefront.md §5 brand filter): the chosen brands joined by
 * commas; undefined when none remain, meaning the parameter is removed.
 */
export function brandsParam(selected: readonly string[]): string | undefined {
  const brands = cleanBrands(selected);
  return brands.length === 0 ? undefined : brands.join(BRANDS_SEPARATOR);
}

/**
 * Reads the `brands` parameter back (storefront.md §5): split on commas, trimmed, empty and
 * repeated entries dropped; an absent or empty parameter gives no brands.
 */
export function parseBrandsParam(value?: string | null): string[] {
  return value ? cleanBrands(value.split(BRANDS_SEPARATOR)) : [];
}

/**
 * Multi-select brand filter toggle (storefront.md §5): removes the brand when chosen, appends it
 * otherwise. Returns a new array.
 */
export function toggleBrand(selected: readonly string[], brand: string): string[] {
  return selected.includes(brand)
    ? selected.filter((chosen) => chosen !== brand)
    : [...selected, brand];
}

/**
 * Query object with the brand filter applied (storefront.md §5): sets `brands` to the joined
 * value, or removes the parameter when no brand remains. Other parameters are kept.
 */
export function withBrandsParam(
  query: Readonly<Record<string, string>>,
  selected: readonly string[],
): Record<string, string> {
  const value = brandsParam(selected);
  const next: Record<string, string> = { ...query };
  if (value === undefined) delete next[BRANDS_PARAM];
  else next[BRANDS_PARAM] = value;
  return next;
}
