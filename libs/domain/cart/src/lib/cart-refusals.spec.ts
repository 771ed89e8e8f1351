import {
  decideIncrease,
  goneReason,
  maxPurchasableOf,
  overMaximumReason,
  type CartRuleContext,
  type CartRuleVariant,
} from './cart-refusals';

const variant: CartRuleVariant = {
  id: 'v1',
  state: 1,
  availableCount: 30,
  maxCartQuantity: 10,
  productType: 0,
  isAgeGated: false,
  sampleAllowedCount: null,
};
const site = {
  addToCartMaxAtOnce: 50,
  maxCountOfSamplesAddToCart: 2,
  maxCountPerSampleAddToCart: 1,
};
const context: CartRuleContext = {
  site,
  ageConfirmed: false,
  itemsDisabled: false,
  samplesInCart: new Set(),
};

describe('cart rules (storefront.md §4 Cart add flow, §5)', () => {
  it('allows a raise up to the maximum purchasable', () => {
    expect(decideIncrease(variant, 2, 3, context)).toEqual({ kind: 'allowed', max: 10 });
    expect(decideIncrease(variant, 10, 1, context)).toEqual({
      kind: 'refused',
      reason: 'QUANTITY_LIMIT_EXCEEDED',
    });
  });

  it('names the rule behind an unavailable item: disabled, discontinued, out of stock, sample count', () => {
    expect(decideIncrease(variant, 0, 1, { ...context, itemsDisabled: true })).toMatchObject({
      reason: 'ITEM_DISABLED',
    });
    expect(decideIncrease({ ...variant, state: 0 }, 0, 1, context)).toMatchObject({
      reason: 'DISCONTINUED',
    });
    expect(
      decideIncrease({ ...variant, state: 2, availableCount: 0 }, 0, 1, context),
    ).toMatchObject({ reason: 'OUT_OF_STOCK' });
    // Active but nothing left: the maximum purchasable is 0.
    expect(decideIncrease({ ...variant, availableCount: 0 }, 0, 1, context)).toMatchObject({
      reason: 'OUT_OF_STOCK',
    });
    const sample = { ...variant, productType: 1 };
    expect(
      decideIncrease(sample, 0, 1, { ...context, samplesInCart: new Set(['a', 'b']) }),
    ).toMatchObject({ reason: 'SAMPLE_LIMIT_REACHED' });
    // The sample itself does not count against its own raise.
    expect(
      decideIncrease(sample, 0, 1, { ...context, samplesInCart: new Set(['a', 'v1']) }),
    ).toEqual({ kind: 'allowed', max: 1 });
    expect(
      decideIncrease(sample, 1, 1, { ...context, samplesInCart: new Set(['v1']) }),
    ).toMatchObject({ reason: 'SAMPLE_LIMIT_REACHED' });
  });

  it('asks for the age confirmation first, and accepts once it is held', () => {
    const gated = { ...variant, isAgeGated: true, state: 0 };
    expect(decideIncrease(gated, 0, 1, context)).toMatchObject({
      reason: 'AGE_CONFIRMATION_REQUIRED',
    });
    expect(decideIncrease(gated, 0, 1, { ...context, ageConfirmed: true })).toMatchObject({
      reason: 'DISCONTINUED',
    });
  });

  it('bounds a sample by the site per-sample count unless the product sets its own', () => {
    expect(maxPurchasableOf({ ...variant, productType: 1 }, site)).toBe(1);
    expect(maxPurchasableOf({ ...variant, productType: 1, sampleAllowedCount: 3 }, site)).toBe(3);
  });

  it('finds lines gone from a cart', () => {
    expect(goneReason(undefined, site, false)).toBe('UNKNOWN_VARIANT');
    expect(goneReason(variant, site, true)).toBe('ITEM_DISABLED');
    expect(goneReason({ ...variant, state: 0 }, site, false)).toBe('DISCONTINUED');
    expect(goneReason({ ...variant, availableCount: 0 }, site, false)).toBe('OUT_OF_STOCK');
    expect(goneReason(variant, site, false)).toBeNull();
  });

  it('names the limit a quantity above the maximum runs into', () => {
    expect(overMaximumReason(variant)).toBe('QUANTITY_LIMIT_EXCEEDED');
    expect(overMaximumReason({ productType: 1 })).toBe('SAMPLE_LIMIT_REACHED');
  });
});
