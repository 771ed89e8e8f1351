import { roundHalfAwayFromZero } from './rounding';

/** Currency used when the site configuration names none (storefront.md §9). */
export const DEFAULT_CURRENCY = 'USD';

/** Locale of every price (storefront.md §9). */
export const DEFAULT_PRICE_LOCALE = 'vi-VN';

const exponentCache = new Map<string, number>();

/**
 * Number of minor-unit digits of an ISO 4217 currency, as Intl knows it (storefront.md §9 price
 * display): VND 0, USD 2, KWD 3. Throws RangeError for a malformed currency code.
 */
export function currencyExponent(currency: string): number {
  const code = currency.toUpperCase();
  let exponent = exponentCache.get(code);
  if (exponent === undefined) {
    exponent =
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 0;
    exponentCache.set(code, exponent);
  }
  return exponent;
}

/**
 * Minor units → major units (storefront.md §9): 1999 USD cents → 19.99, 25000 VND → 25000.
 */
export function toMajorUnits(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** currencyExponent(currency);
}

/**
 * Major units → integer minor units (storefront.md §9), rounding half away from zero: 19.995 USD
 * → 2000, −0.005 USD → −1, 1234.5 VND → 1235.
 */
export function toMinorUnits(amountMajor: number, currency: string): number {
  const exponent = currencyExponent(currency);
  return roundHalfAwayFromZero(roundHalfAwayFromZero(amountMajor, exponent) * 10 ** exponent);
}
