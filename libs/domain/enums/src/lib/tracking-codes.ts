/** Source-type codes for tracking (accounts.md §9). */
export const SourceType = {
  CATEGORY: 0,
  CATEGORY_SOFT: 1,
  PRODUCT: 2,
  FAVORITES: 3,
  SEARCH_TERM: 4,
  SEARCH_CATEGORY: 5,
  QUICK_REORDER: 6,
  CART: 7,
  CHECKOUT: 8,
  ORDER_HISTORY: 9,
  SHOPPING_LIST: 12,
  CART_RESOLVER: 13,
  NEWS_FEED: 14,
  INTERSTITIAL: 17,
  SEARCH_FROM_PAGE: 18,
  SEARCH_NO_RESULTS: 34,
  COUPONS: 37,
} as const;
export type SourceType = (typeof SourceType)[keyof typeof SourceType];

/**
 * Product-request classifications 1 and 11 are used directly as the source type; 8 and 9 use
 * the variant's own source (accounts.md §9).
 */
export const CLASSIFICATIONS_USED_AS_SOURCE = [1, 11] as const;
export const CLASSIFICATIONS_USING_VARIANT_SOURCE = [8, 9] as const;

/**
 * Payment type ids of the regional providers (storefront.md §9: FPX 16, card 55). The spec
 * leaves the rest unshown; Giỏ uses these two and maps every other billing type by name.
 */
export const RegionalPaymentTypeId = { FPX: 16, CARD: 55 } as const;
