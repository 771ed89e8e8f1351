import type { CartLine } from './cart-line';

/**
 * storefront.md §9 / accounts.md §9: sub-totals round to 2 decimals, half away from zero. The
 * product is taken at 15 significant digits first so that binary noise (1.005 * 100 =
 * 100.49999999999999) does not turn a half into a round-down.
 */
export function roundSubtotal(amount: number): number {
  if (!Number.isFinite(amount)) return amount;
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const rounded = cents / 100;
  // No negative zero: -0.001 rounds to plain 0.
  return amount < 0 && rounded !== 0 ? -rounded : rounded;
}

/** storefront.md §9: the cart sub-total in integer minor units, the sum of unit price × quantity. */
export function subtotalMinor(lines: readonly Pick<CartLine, 'variant' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.variant.price * line.quantity, 0);
}
