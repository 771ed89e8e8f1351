import fc from 'fast-check';
import {
  freeShippingProgress,
  freeShippingThreshold,
  isFreeShippingConfig,
  type ShippingConfig,
} from './free-shipping';

const free = (price: number): ShippingConfig => ({ price, flatPrice: 0, speedType: 6 });

describe('isFreeShippingConfig (storefront.md §9)', () => {
  it('detects free shipping by flat price 0 and speed type 6', () => {
    expect(isFreeShippingConfig(free(300_000))).toBe(true);
  });

  it('needs both the flat price and the speed type', () => {
    expect(isFreeShippingConfig({ price: 1, flatPrice: 0, speedType: 5 })).toBe(false);
    expect(isFreeShippingConfig({ price: 1, flatPrice: 15_000, speedType: 6 })).toBe(false);
    expect(isFreeShippingConfig({ price: 1, speedType: 6 })).toBe(false);
    expect(isFreeShippingConfig({ price: 1, flatPrice: 0 })).toBe(false);
  });
});

describe('freeShippingThreshold (storefront.md §9, accounts.md §9)', () => {
  it('is absent without a free-shipping config', () => {
    expect(freeShippingThreshold(undefined)).toEqual({ kind: 'none' });
    expect(freeShippingThreshold(null)).toEqual({ kind: 'none' });
    expect(freeShippingThreshold([])).toEqual({ kind: 'none' });
    expect(freeShippingThreshold([{ price: 10, flatPrice: 30_000, speedType: 1 }])).toEqual({
      kind: 'none',
    });
  });

  it('is the lowest price in the config', () => {
    expect(freeShippingThreshold([free(500_000), free(300_000), free(400_000)])).toEqual({
      kind: 'threshold',
      amount: 300_000,
    });
  });

  it('ignores paid entries when taking the lowest price', () => {
    expect(
      freeShippingThreshold([{ price: 1, flatPrice: 30_000, speedType: 1 }, free(300_000)]),
    ).toEqual({
      kind: 'threshold',
      amount: 300_000,
    });
  });

  it('a lowest price of 0.01 means free shipping with no limit', () => {
    expect(freeShippingThreshold([free(0.01)])).toEqual({ kind: 'free-no-limit' });
    expect(freeShippingThreshold([free(300_000), free(0.01)])).toEqual({ kind: 'free-no-limit' });
  });

  it('a lowest price just above 0.01 is a real threshold', () => {
    expect(freeShippingThreshold([free(0.02)])).toEqual({ kind: 'threshold', amount: 0.02 });
  });
});

describe('freeShippingProgress (storefront.md §9)', () => {
  const threshold = { kind: 'threshold', amount: 100 } as const;

  it('gives the remaining amount below the threshold', () => {
    expect(freeShippingProgress(0, threshold)).toEqual({ reached: false, remaining: 100 });
    expect(freeShippingProgress(99.99, threshold)).toEqual({ reached: false, remaining: 0.01 });
  });

  it('is reached at and above the threshold', () => {
    expect(freeShippingProgress(100, threshold)).toEqual({ reached: true, remaining: 0 });
    expect(freeShippingProgress(150.5, threshold)).toEqual({ reached: true, remaining: 0 });
  });

  it('free shipping with no limit is always reached', () => {
    expect(freeShippingProgress(0, { kind: 'free-no-limit' })).toEqual({
      reached: true,
      remaining: 0,
    });
  });

  it('without free shipping nothing is reached and nothing remains to count', () => {
    expect(freeShippingProgress(1_000_000, { kind: 'none' })).toEqual({
      reached: false,
      remaining: null,
    });
  });

  it('for sub-totals in whole cents, reached exactly at the threshold and remaining adds up', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.integer({ min: 2, max: 10_000_000 }),
        (subCents, thresholdCents) => {
          const subtotal = subCents / 100;
          const amount = thresholdCents / 100;
          const progress = freeShippingProgress(subtotal, { kind: 'threshold', amount });
          const expectedRemaining = Math.max(0, thresholdCents - subCents) / 100;
          return (
            progress.reached === subCents >= thresholdCents &&
            progress.remaining === expectedRemaining
          );
        },
      ),
    );
  });
});
