import { CartErrorCode } from '@gio/contracts';
import { decideAddToCart, isSample, maxPurchasableForVariant } from '@gio/domain-quantity';
import { isDiscontinued, isOutOfStock, isUnavailable } from '@gio/domain-stock';

/** The facts about a variant that the cart rules read (storefront.md §3 Variant). */
export interface CartVariantFacts {
  readonly id: string;
  readonly name: string;
  /** Current unit price, đồng. */
  readonly price: number;
  readonly state: number;
  readonly availableCount: number;
  readonly maxCartQuantity: number;
  readonly productType: number;
  readonly warehouseId: string;
  readonly fulfillerId: string;
  readonly fulfillerLocationId: string;
  readonly fulfillmentMethodType: number;
  readonly fulfillerType: number;
  readonly fulfillmentMethods: readonly number[];
  readonly isAgeGated: boolean;
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
export function maxPurchasableOf(variant: CartVariantFacts, site: CartSiteRules): number {
  return maxPurchasableForVariant({
    maxCartQuantity: variant.maxCartQuantity,
    availableCount: variant.availableCount,
    productType: variant.productType,
    sampleAllowedCount: variant.sampleAllowedCount ?? site.maxCountPerSampleAddToCart,
  });
}

/** The refusal of an 'unavailable' add decision, named by the rule behind it. */
function unavailableReason(variant: CartVariantFacts, context: CartRuleContext): CartErrorCode {
  if (context.itemsDisabled) return CartErrorCode.ITEM_DISABLED;
  if (isDiscontinued(variant)) return CartErrorCode.DISCONTINUED;
  if (isOutOfStock(variant)) return CartErrorCode.OUT_OF_STOCK;
  return CartErrorCode.SAMPLE_LIMIT_REACHED;
}

/** Outcome of raising a line: the new quantity, or the rule that refuses any increase. */
export type IncreaseDecision =
  | { readonly kind: 'allowed'; readonly max: number }
  | { readonly kind: 'refused'; readonly reason: CartErrorCode };

/**
 * storefront.md §4 Cart add flow, through `decideAddToCart`: an age-gated product needs the age
 * confirmation; a disabled, out-of-stock or discontinued item, or a sample once the shopper has
 * the allowed count of other samples, is refused; otherwise the line may grow up to the maximum
 * purchasable (0 of it left is out of stock, or the sample limit for a sample).
 */
export function decideIncrease(
  variant: CartVariantFacts,
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
      return { kind: 'refused', reason: CartErrorCode.AGE_CONFIRMATION_REQUIRED };
    case 'unavailable':
      return { kind: 'refused', reason: unavailableReason(variant, context) };
    case 'blocked-processing':
    case 'blocked-condition':
      // The server passes neither flag; kept exhaustive for the day the domain adds one.
      return { kind: 'refused', reason: CartErrorCode.ITEM_DISABLED };
    case 'add': {
      const max = maxPurchasableOf(variant, context.site);
      if (max === 0 || current >= max) {
        const reason = isSample(variant.productType)
          ? CartErrorCode.SAMPLE_LIMIT_REACHED
          : max === 0
            ? CartErrorCode.OUT_OF_STOCK
            : CartErrorCode.QUANTITY_LIMIT_EXCEEDED;
        return { kind: 'refused', reason };
      }
      return { kind: 'allowed', max };
    }
  }
}

/** The reason a quantity above the maximum is refused or capped. */
export function overMaximumReason(variant: CartVariantFacts): CartErrorCode {
  return isSample(variant.productType)
    ? CartErrorCode.SAMPLE_LIMIT_REACHED
    : CartErrorCode.QUANTITY_LIMIT_EXCEEDED;
}

/**
 * Whether a line in the cart is gone now (cart differences): the variant no longer exists, the
 * items are disabled, or it is discontinued or out of stock (storefront.md §4 Variant stock).
 */
export function goneReason(
  variant: CartVariantFacts | undefined,
  site: CartSiteRules,
  itemsDisabled: boolean,
): CartErrorCode | null {
  if (!variant) return CartErrorCode.UNKNOWN_VARIANT;
  if (itemsDisabled) return CartErrorCode.ITEM_DISABLED;
  if (isDiscontinued(variant)) return CartErrorCode.DISCONTINUED;
  if (isOutOfStock(variant)) return CartErrorCode.OUT_OF_STOCK;
  if (maxPurchasableOf(variant, site) === 0) {
    return isSample(variant.productType)
      ? CartErrorCode.SAMPLE_LIMIT_REACHED
      : CartErrorCode.OUT_OF_STOCK;
  }
  return null;
}
