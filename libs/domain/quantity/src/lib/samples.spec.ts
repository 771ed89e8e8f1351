import fc from 'fast-check';
import {
  DEFAULT_SAMPLE_CONFIG,
  isSample,
  isSampleAddBlocked,
  maxPurchasableForVariant,
  resolveSampleConfig,
  sampleLimit,
} from './samples';

describe('sample configuration (storefront.md §5)', () => {
  it('defaults both values to 0', () => {
    expect(DEFAULT_SAMPLE_CONFIG).toEqual({
      maxCountOfSamplesAddToCart: 0,
      maxCountPerSampleAddToCart: 0,
    });
    expect(resolveSampleConfig()).toEqual(DEFAULT_SAMPLE_CONFIG);
    expect(resolveSampleConfig({ maxCountOfSamplesAddToCart: null })).toEqual(
      DEFAULT_SAMPLE_CONFIG,
    );
  });

  it('keeps configured values', () => {
    expect(resolveSampleConfig({ maxCountOfSamplesAddToCart: 3 })).toEqual({
      maxCountOfSamplesAddToCart: 3,
      maxCountPerSampleAddToCart: 0,
    });
    expect(resolveSampleConfig({ maxCountPerSampleAddToCart: 2 }).maxCountPerSampleAddToCart).toBe(
      2,
    );
  });

  it('cannot be changed through the defaults object', () => {
    expect(Object.isFrozen(DEFAULT_SAMPLE_CONFIG)).toBe(true);
  });
});

describe('isSample (storefront.md §9)', () => {
  it('product type 1 is a sample', () => {
    expect(isSample(1)).toBe(true);
  });

  it('other or missing product types are not', () => {
    expect(isSample(0)).toBe(false);
    expect(isSample(2)).toBe(false);
    expect(isSample(undefined)).toBe(false);
    expect(isSample(null)).toBe(false);
  });
});

describe('sampleLimit (storefront.md §5, accounts.md §5)', () => {
  it('is the sample-allowed count when given', () => {
    expect(sampleLimit({ sampleAllowedCount: 2, availableCount: 40 })).toBe(2);
  });

  it('falls back to availableCount when no allowed count is given', () => {
    expect(sampleLimit({ availableCount: 40 })).toBe(40);
    expect(sampleLimit({ sampleAllowedCount: null, availableCount: 40 })).toBe(40);
  });

  it('is 0 when neither is given or the value is not positive', () => {
    expect(sampleLimit({})).toBe(0);
    expect(sampleLimit({ sampleAllowedCount: 0, availableCount: 40 })).toBe(0);
    expect(sampleLimit({ availableCount: -1 })).toBe(0);
  });
});

describe('isSampleAddBlocked (storefront.md §5, accounts.md §5)', () => {
  it('blocks once the user sample count reaches the allowed count', () => {
    expect(isSampleAddBlocked({ userSampleCount: 3, allowedCount: 3 })).toBe(true);
    expect(isSampleAddBlocked({ userSampleCount: 4, allowedCount: 3 })).toBe(true);
  });

  it('allows one below the allowed count', () => {
    expect(isSampleAddBlocked({ userSampleCount: 2, allowedCount: 3 })).toBe(false);
  });

  it('blocks every sample with the default allowed count of 0', () => {
    expect(
      isSampleAddBlocked({
        userSampleCount: 0,
        allowedCount: DEFAULT_SAMPLE_CONFIG.maxCountOfSamplesAddToCart,
      }),
    ).toBe(true);
  });
});

describe('maxPurchasableForVariant (storefront.md §5)', () => {
  it('applies the ordinary rule to a non-sample', () => {
    expect(
      maxPurchasableForVariant({
        productType: 0,
        maxCartQuantity: 10,
        availableCount: 4,
        sampleAllowedCount: 1,
      }),
    ).toBe(4);
  });

  it('bounds a sample by its sample limit', () => {
    expect(
      maxPurchasableForVariant({
        productType: 1,
        maxCartQuantity: 10,
        availableCount: 40,
        sampleAllowedCount: 2,
      }),
    ).toBe(2);
    expect(
      maxPurchasableForVariant({ productType: 1, availableCount: 40, sampleAllowedCount: 2 }),
    ).toBe(2);
  });

  it('bounds a sample without allowed count by availableCount', () => {
    expect(
      maxPurchasableForVariant({ productType: 1, maxCartQuantity: 10, availableCount: 6 }),
    ).toBe(6);
  });

  it('never lets a sample exceed stock', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (available, allowed) => {
        const max = maxPurchasableForVariant({
          productType: 1,
          availableCount: available,
          sampleAllowedCount: allowed,
        });
        return max <= available && max <= allowed;
      }),
    );
  });
});
