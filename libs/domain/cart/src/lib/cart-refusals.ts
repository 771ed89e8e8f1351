import { decideAddToCart, isSample, maxPurchasableForVariant } from '@gio/domain-quantity';
import { isDiscontinued, isOutOfStock, isUnavailable } from '@gio/domain-stock';

/**
 * Why the cart refuses a line or a raise, named by the rule behind it. The strings are those of
 * the cart error catalogue (`CartErrorCode` of `@gio/contracts` carries the same values), so
 * that the server's answer and a screen's own check say the same thing.
 */
export const CartRefusal = {
  /** No variant with that id (any more). */
  UNKNOWN_VARIANT: 'UNKNOWN_VARIANT',
  /** The new quantity is above the maximum purchasable (storefront.md §5). */
  QUANTITY_LIMIT_EXCEEDED: 'QUANTITY_LIMIT_EXCEEDED',
  /** A sample when the shopper already has the allowed count of samples (storefront.md §5). */
  SAMPLE_LIMIT_REACHED: 'SAMPLE_LIMIT_REACHED',
  /** State 2 with nothing available, or nothing left to buy (storefront.md §4 Variant stock). */
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  /** State 0 (storefront.md §4 Variant stock). */
  DISCONTINUED: 'DISCONTINUED',
  /** An age-gated product without the session's age confirmation (storefront.md §4). */
  AGE_CONFIRMATION_REQUIRED: 'AGE_CONFIRMATION_REQUIRED',
  /** Every item is disabled for this cart (the organisation's excludeAllItems). */
  ITEM_DISABLED: 'ITEM_DISABLED',
} as const;
export type CartRefusal = (typeof CartRefusal)[keyof typeof CartRefusal];

/** The facts about a variant that the cart refusal rules read (storefront.md §3 Variant). */
export interface CartRuleVariant {
  readonly id: string;
  readonly state: number;
  readonly availableCount: number;
  readonly maxCartQuantity: number;
  readonly productType: number;
  readonly isAgeGated: boolean;
  /** The product's own sample-allowed count; null: the site's maxCountPerSampleAddToCart. */
  readonly sampleAllowedCount: number | null;
}

/** The site configuration values of storefront.md §5 the cart rules use. */
export interface CartSiteRules {
  readonly addToCartMaxAtOnce: number;
  readonly maxCountOfSamplesAddToCart: number;
  readonly maxCountPerSampleAddToCart: number;
}

/** What the rules know about the cart and the shopper besides the variant. */
export interface CartRuleContext {
  readonly site: CartSiteRules;
  /** The session holds the age confirmation (key ageGate). */
  readonly ageConfirmed: boolean;
  /** Every item is disabled for this cart (the organisation's excludeAllItems). */
  readonly itemsDisabled: boolean;
  /** Variant ids of the samples already in the cart. */
  readonly samplesInCart: ReadonlySet<string>;
}

/**
 * storefront.md §5: the maximum purchasable of a variant, a sample also bounded by its sample
 * limit (the product's sample-allowed count, else the site's maxCountPerSampleAddToCart).
 */
export function maxPurchasableOf(variant: CartRuleVariant, site: CartSiteRules): number {
  return maxPurchasableForVariant({
    maxCartQuantity: variant.maxCartQuantity,
    availableCount: variant.availableCount,
    productType: variant.productType,
    sampleAllowedCount: variant.sampleAllowedCount ?? site.maxCountPerSampleAddToCart,
  });
}

/** The refusal of an 'unavailable' add decision, named by the rule behind it. */
function unavailableReason(variant: CartRuleVariant, context: CartRuleContext): CartRefusal {
  if (context.itemsDisabled) return CartRefusal.ITEM_DISABLED;
  if (isDiscontinued(variant)) return CartRefusal.DISCONTINUED;
  if (isOutOfStock(variant)) return CartRefusal.OUT_OF_STOCK;
  return CartRefusal.SAMPLE_LIMIT_REACHED;
}

/** Outcome of raising a line: the new quantity, or the rule that refuses any increase. */
export type IncreaseDecision =
  | { readonly kind: 'allowed'; readonly max: number }
  | { readonly kind: 'refused'; readonly reason: CartRefusal };

/**
 * storefront.md §4 Cart add flow, through `decideAddToCart`: an age-gated product needs the age
 * confirmation; a disabled, out-of-stock or discontinued item, or a sample once the shopper has
 * the allowed count of other samples, is refused; otherwise the line may grow up to the maximum
 * purchasable (0 of it left is out of stock, or the sample limit for a sample).
 */
export function decideIncrease(
  variant: CartRuleVariant,
  current: number,
  requested: number,
  context: CartRuleContext,
): IncreaseDecision {
  const otherSamples = [...context.samplesInCart].filter((id) => id !== variant.id).length;
  const decision = decideAddToCart({
    ageGated: variant.isAgeGated,
    ageConfirmed: context.ageConfirmed,
    disabled: context.itemsDisabled || isUnavailable(variant),
    productType: variant.productType,
    userSampleCount: otherSamples,
    allowedSampleCount: context.site.maxCountOfSamplesAddToCart,
    currentQuantity: current,
    requestedQuantity: requested,
  });
  switch (decision.kind) {
    case 'age-gate':
      return { kind: 'refused', reason: CartRefusal.AGE_CONFIRMATION_REQUIRED };
    case 'unavailable':
      return { kind: 'refused', reason: unavailableReason(variant, context) };
    case 'blocked-processing':
    case 'blocked-condition':
      // The server passes neither flag; kept exhaustive for the day the domain adds one.
      return { kind: 'refused', reason: CartRefusal.ITEM_DISABLED };
    case 'add': {
      const max = maxPurchasableOf(variant, context.site);
      if (max === 0 || current >= max) {
        const reason = isSample(variant.productType)
          ? CartRefusal.SAMPLE_LIMIT_REACHED
          : max === 0
            ? CartRefusal.OUT_OF_STOCK
            : CartRefusal.QUANTITY_LIMIT_EXCEEDED;
        return { kind: 'refused', reason };
      }
      return { kind: 'allowed', max };
    }
  }
}

/** storefront.md §5: the reason a quantity above the maximum purchasable is refused or capped (the sample limit for a sample). */
export function overMaximumReason(variant: Pick<CartRuleVariant, 'productType'>): CartRefusal {
  return isSample(variant.productType)
    ? CartRefusal.SAMPLE_LIMIT_REACHED
    : CartRefusal.QUANTITY_LIMIT_EXCEEDED;
}

/**
 * storefront.md §4 Variant stock, cart differences: why a line in the cart is gone now — the
 * variant no longer exists, the items are disabled, or it is discontinued or out of stock
 * (nothing left to buy, or the sample limit for a sample); null while it can stay.
 */
export function goneReason(
  variant: CartRuleVariant | undefined,
  site: CartSiteRules,
  itemsDisabled: boolean,
): CartRefusal | null {
  if (!variant) return CartRefusal.UNKNOWN_VARIANT;
  if (itemsDisabled) return CartRefusal.ITEM_DISABLED;
  if (isDiscontinued(variant)) return CartRefusal.DISCONTINUED;
  if (isOutOfStock(variant)) return CartRefusal.OUT_OF_STOCK;
  if (maxPurchasableOf(variant, site) === 0) {
    return isSample(variant.productType)
      ? CartRefusal.SAMPLE_LIMIT_REACHED
      : CartRefusal.OUT_OF_STOCK;
  }
  return null;
}
