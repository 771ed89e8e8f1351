import { DEFAULT_CURRENCY, DEFAULT_PRICE_LOCALE, toMajorUnits } from './currency';

/** Options of {@link formatPrice}. */
export interface FormatPriceOptions {
  /** ISO 4217 code from the site configuration; `USD` when it has none (storefront.md §9). */
  readonly currency?: string;
  /** Translated label shown for a zero price (storefront.md §9). */
  readonly freeLabel: string;
  /** BCP 47 locale; `vi-VN` by default (storefront.md §9). */
  readonly locale?: string;
}

const formatterCache = new Map<string, Intl.NumberFormat>();

/** One Intl formatter per locale and currency: building them is the slow part. */
function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatterCache.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatterCache.set(key, formatter);
  }
  return formatter;
}

/**
 * Price display (storefront.md §9): an amount in minor units formatted by Intl in `vi-VN` with
 * the configured currency (default USD), e.g. 2500000 VND → '2.500.000 ₫', 1999 USD →
 * '19,99 US$'; a zero price shows the free label.
 */
export function formatPrice(amountMinor: number, options: FormatPriceOptions): string {
  if (amountMinor === 0) return options.freeLabel;
  const currency = options.currency ?? DEFAULT_CURRENCY;
  const locale = options.locale ?? DEFAULT_PRICE_LOCALE;
  return currencyFormatter(locale, currency).format(toMajorUnits(amountMinor, currency));
}

/** Options of {@link unitPriceLabel}: currency and locale as in {@link formatPrice}. */
export type UnitPriceLabelOptions = Omit<FormatPriceOptions, 'freeLabel'>;

/**
 * Unit price label ("giá/đơn vị", Variant.unitPrice and unitType, storefront.md §3): the unit
 * price in minor units formatted as a price, a slash and the unit ('35.000 ₫/kg'). Undefined
 * when there is no positive unit price or no unit type, so nothing is shown.
 */
export function unitPriceLabel(
  unitPrice: number | null | undefined,
  unitType: string | null | undefined,
  options: UnitPriceLabelOptions = {},
): string | undefined {
  const unit = unitType?.trim();
  if (typeof unitPrice !== 'number' || !(unitPrice > 0) || !unit) return undefined;
  return `${formatPrice(unitPrice, { ...options, freeLabel: '' })}/${unit}`;
}
