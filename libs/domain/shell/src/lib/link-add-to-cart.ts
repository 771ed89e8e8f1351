import { Timing } from '@gio/domain-enums';

export interface LinkAddToCartInput {
  /** The variant's price now. */
  readonly currentPrice: number;
  /** The price the link carried; a link without one skips the stale-price check. */
  readonly linkPrice?: number | null;
  readonly hasWarehouse: boolean;
  /** Quantity of the variant already in the cart. */
  readonly currentQuantity: number;
}

export type LinkAddToCartDecision =
  | { readonly kind: 'unavailable' }
  | {
      readonly kind: 'confirm-stale-price';
      readonly currentPrice: number;
      readonly linkPrice: number;
      /** The cart quantity to set when the shopper accepts. */
      readonly quantity: number;
      readonly delayMs: number;
    }
  | { readonly kind: 'add'; readonly quantity: number };

/** Prices are compared in hundredths, so float noise (0.1 + 0.2) is not a price change. */
function samePrice(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}

/**
 * Price-change flow of add-to-cart from a link (storefront.md §4): no warehouse → unavailable
 * modal; a current price different from the link's → stale-price confirmation (accepting adds
 * one, after the 1000 ms price-confirmation delay); otherwise add with quantity plus one. The
 * unavailable check comes first because nothing can be added without a warehouse.
 */
export function decideLinkAddToCart(input: LinkAddToCartInput): LinkAddToCartDecision {
  if (!input.hasWarehouse) return { kind: 'unavailable' };
  const quantity = Math.max(0, Math.trunc(input.currentQuantity) || 0) + 1;
  const { linkPrice, currentPrice } = input;
  if (
    typeof linkPrice === 'number' &&
    Number.isFinite(linkPrice) &&
    !samePrice(currentPrice, linkPrice)
  ) {
    return {
      kind: 'confirm-stale-price',
      currentPrice,
      linkPrice,
      quantity,
      delayMs: Timing.PRICE_CONFIRMATION_DELAY,
    };
  }
  return { kind: 'add', quantity };
}
