/**
 * Loyalty reward amount (storefront.md §3, §9; accounts.md §3): the user's rewardAmount is in
 * cents, so the amount to show is cents / 100. Missing or non-finite input gives 0.
 */
export function rewardAmountFromCents(cents: number | null | undefined): number {
  return typeof cents === 'number' && Number.isFinite(cents) ? cents / 100 : 0;
}

/** Rating shown when the rating string carries no digit at all. */
export const STRUCTURED_DATA_RATING_FALLBACK = '4.0';

/**
 * Structured-data product rating (accounts.md §9): '4.' plus the last digit of the rating
 * string ('47' → '4.7', '4.5' → '4.5'). A string without any digit, the empty string included,
 * gives '4.0' so the markup always carries a number.
 */
export function structuredDataRating(rating: string): string {
  const digits = rating.match(/[0-9]/g);
  return digits === null ? STRUCTURED_DATA_RATING_FALLBACK : `4.${digits[digits.length - 1]}`;
}
