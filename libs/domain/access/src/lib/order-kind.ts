/** The kinds of shopper the first-order rules tell apart (accounts.md §6). */
export const UserOrderKind = {
  FIRST_ORDER: 'first-order',
  GUEST_FIRST_ORDER: 'guest-first-order',
  RETURNING: 'returning',
  NONE: 'none',
} as const;
export type UserOrderKind = (typeof UserOrderKind)[keyof typeof UserOrderKind];

/** Input of {@link userOrderKind}. */
export interface UserOrderKindInput {
  readonly loggedIn: boolean;
  /** The user's first-order-eligible flag. */
  readonly firstOrderEligible: boolean;
  readonly numSuccessfulOrders: number;
  /** The first-order promo-code flag. */
  readonly promoCodeFlag: boolean;
}

/**
 * accounts.md §6: a first-order user is logged in, first-order eligible, with zero successful
 * orders and the promo-code flag; a guest with that (promo-code) flag is a guest first order;
 * a logged-in user with more than zero orders is returning; anyone else is none.
 */
export function userOrderKind({ loggedIn, firstOrderEligible, numSuccessfulOrders, promoCodeFlag }: UserOrderKindInput): UserOrderKind {
  if (!loggedIn) return promoCodeFlag ? UserOrderKind.GUEST_FIRST_ORDER : UserOrderKind.NONE;
  if (numSuccessfulOrders > 0) return UserOrderKind.RETURNING;
  return firstOrderEligible && numSuccessfulOrders === 0 && promoCodeFlag ? UserOrderKind.FIRST_ORDER : UserOrderKind.NONE;
}

/** Input of {@link firstOrderFreeShippingApplies}. */
export interface FirstOrderFreeShippingInput {
  readonly loggedIn: boolean;
  readonly numSuccessfulOrders: number;
  /** The site configuration allows the first-order free-shipping rule. */
  readonly siteAllowsFirstOrderFreeShipping: boolean;
}

/**
 * storefront.md §6: the first-order free-shipping rule applies to logged-in users with zero
 * successful orders when the site config allows it.
 */
export function firstOrderFreeShippingApplies({
  loggedIn,
  numSuccessfulOrders,
  siteAllowsFirstOrderFreeShipping,
}: FirstOrderFreeShippingInput): boolean {
  return loggedIn && numSuccessfulOrders === 0 && siteAllowsFirstOrderFreeShipping;
}

/** accounts.md §6 "The reorder link shows only to logged-in users with orders". */
export function showReorderLink({ loggedIn, numSuccessfulOrders }: { readonly loggedIn: boolean; readonly numSuccessfulOrders: number }): boolean {
  return loggedIn && numSuccessfulOrders > 0;
}
