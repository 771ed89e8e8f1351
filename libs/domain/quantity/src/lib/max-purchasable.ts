/** The bounds that can cap how many of one variant a shopper may have in the cart. */
export interface MaxPurchasableInput {
  /** The variant's own maxCartQuantity. */
  maxCartQuantity?: number | null;
  /** The per-list maximum for this variant. */
  perListMax?: number | null;
  /** Stock the server reports as available. */
  availableCount?: number | null;
  /** A further cap supplied by the caller (for samples: `sampleLimit`). */
  limit?: number | null;
}

/**
 * storefront.md §5 / accounts.md §9: maximum purchasable is the lowest of maxCartQuantity, the
 * per-list maximum and availableCount (absent ones ignored), capped at a supplied limit when
 * maxCartQuantity exceeds it, and 0 when not positive. With no bound at all it is unbounded
 * (Infinity): nothing in the spec caps such a variant.
 */
export function maxPurchasable(input: MaxPurchasableInput): number {
  const { maxCartQuantity, perListMax, availableCount, limit } = input;
  const bounds = [maxCartQuantity, perListMax, availableCount].filter(
    (n): n is number => n != null,
  );
  let max = bounds.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...bounds);
  if (limit != null && maxCartQuantity != null && maxCartQuantity > limit) {
    max = Math.min(max, limit);
  }
  return max > 0 ? max : 0;
}

/** storefront.md §5 / accounts.md §5: remaining equals the maximum minus the cart quantity, floored at 0. */
export function remainingQuantity(max: number, inCart: number): number {
  return Math.max(0, max - inCart);
}

/** storefront.md §5 / accounts.md §5: the limit is reached when the cart quantity meets the maximum. */
export function isLimitReached(max: number, inCart: number): boolean {
  return inCart >= max;
}

/**
 * storefront.md §4 / accounts.md §4: the quantity selection resets to its initial value when the
 * current cart quantity plus the selection exceeds the cart maximum.
 */
export function shouldResetQuantitySelection(
  currentInCart: number,
  selection: number,
  cartMax: number,
): boolean {
  return currentInCart + selection > cartMax;
}
