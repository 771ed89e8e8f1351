import { Limits } from '@gio/domain-enums';
import fc from 'fast-check';
import {
  combinedDiscountPercent,
  discountPercent,
  saleDiscountCounts,
  saleDiscountFraction,
} from './discount';

// Fixed seed: property runs are reproducible in CI and locally.
fc.configureGlobal({ seed: 20_260_303, numRuns: 1000 });

describe('discountPercent (accounts.md §9: shown only above 1.5, rounded)', () => {
  it('is shown above 1.5 and rounded', () => {
    expect(Limits.DISCOUNT_PERCENT_MIN_SHOWN).toBe(1.5);
    expect(discountPercent(85, 100)).toBe(15);
    expect(discountPercent(9849, 10000)).toBe(2); // 1.51 %
    expect(discountPercent(66_667, 100_000)).toBe(33); // 33.333 %
    expect(discountPercent(12_500, 20_000)).toBe(38); // 37.5 % rounds up
  });

  it('is null at exactly 1.5 and below', () => {
    expect(discountPercent(9850, 10000)).toBeNull();
    expect(discountPercent(98.5, 100)).toBeNull();
    expect(discountPercent(99, 100)).toBeNull();
    expect(discountPercent(100, 100)).toBeNull();
  });

  it('is null when the price is above the standard price', () => {
    expect(discountPercent(120, 100)).toBeNull();
  });

  it('is null for missing, zero, negative or non-finite inputs', () => {
    expect(discountPercent(50, 0)).toBeNull();
    expect(discountPercent(50, -100)).toBeNull();
    expect(discountPercent(50, null)).toBeNull();
    expect(discountPercent(undefined, 100)).toBeNull();
    expect(discountPercent(-1, 100)).toBeNull();
    expect(discountPercent(Number.NaN, 100)).toBeNull();
    expect(discountPercent(50, Infinity)).toBeNull();
  });

  it('a free item against a positive standard price is 100 %', () => {
    expect(discountPercent(0, 100)).toBe(100);
  });

  it('property: an integer in (1, 100] whenever shown', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.integer({ min: 1, max: 10_000_000 }),
        (price, standard) => {
          const percent = discountPercent(price, standard);
          return percent === null || (Number.isInteger(percent) && percent >= 2 && percent <= 100);
        },
      ),
    );
  });
});

describe('saleDiscountCounts (accounts.md §9)', () => {
  it('counts when the sale price equals the price and is below the standard price', () => {
    expect(saleDiscountCounts({ price: 80, salePrice: 80, standardPrice: 100 })).toBe(true);
  });

  it('does not count when the sale price differs from the price', () => {
    expect(saleDiscountCounts({ price: 90, salePrice: 80, standardPrice: 100 })).toBe(false);
  });

  it('does not count when the sale price equals the standard price (boundary) or exceeds it', () => {
    expect(saleDiscountCounts({ price: 100, salePrice: 100, standardPrice: 100 })).toBe(false);
    expect(saleDiscountCounts({ price: 110, salePrice: 110, standardPrice: 100 })).toBe(false);
  });

  it('does not count without a sale or standard price', () => {
    expect(saleDiscountCounts({ price: 80, standardPrice: 100 })).toBe(false);
    expect(saleDiscountCounts({ price: 80, salePrice: null, standardPrice: 100 })).toBe(false);
    expect(saleDiscountCounts({ price: 80, salePrice: 80 })).toBe(false);
  });

  it('gives the sale fraction only when it counts', () => {
    expect(saleDiscountFraction({ price: 80, salePrice: 80, standardPrice: 100 })).toBeCloseTo(
      0.2,
      12,
    );
    expect(saleDiscountFraction({ price: 90, salePrice: 80, standardPrice: 100 })).toBe(0);
    expect(saleDiscountFraction({ price: 80, salePrice: 80, standardPrice: 0 })).toBe(0);
    expect(saleDiscountFraction({ price: -5, salePrice: -5, standardPrice: 100 })).toBe(1);
  });
});

describe('combinedDiscountPercent (accounts.md §9: 100 × (1 − (1 − sale) × (1 − unit)))', () => {
  it('matches the spec formula', () => {
    expect(combinedDiscountPercent(0.2, 0.1)).toBeCloseTo(28, 12);
    expect(combinedDiscountPercent(0.5, 0.5)).toBe(75);
    expect(combinedDiscountPercent(1, 0.3)).toBe(100);
    expect(combinedDiscountPercent(0, 0)).toBe(0);
  });

  it('throws RangeError outside [0, 1]', () => {
    expect(() => combinedDiscountPercent(-0.01, 0)).toThrow(RangeError);
    expect(() => combinedDiscountPercent(0, 1.01)).toThrow(RangeError);
    expect(() => combinedDiscountPercent(Number.NaN, 0)).toThrow(RangeError);
  });

  const fraction = fc.double({ min: 0, max: 1, noNaN: true });

  it('property: commutative', () => {
    fc.assert(
      fc.property(
        fraction,
        fraction,
        (a, b) => combinedDiscountPercent(a, b) === combinedDiscountPercent(b, a),
      ),
    );
  });

  it('property: within [0, 100]', () => {
    fc.assert(
      fc.property(fraction, fraction, (a, b) => {
        const combined = combinedDiscountPercent(a, b);
        return combined >= 0 && combined <= 100;
      }),
    );
  });

  it('property: equals the single discount when the other is 0', () => {
    fc.assert(
      fc.property(fraction, (a) => {
        expect(combinedDiscountPercent(a, 0)).toBe(100 * a);
        expect(combinedDiscountPercent(0, a)).toBe(100 * a);
      }),
    );
  });

  it('property: agrees with the spec formula up to rounding noise', () => {
    fc.assert(
      fc.property(fraction, fraction, (a, b) => {
        const spec = 100 * (1 - (1 - a) * (1 - b));
        return Math.abs(combinedDiscountPercent(a, b) - spec) < 1e-9;
      }),
    );
  });

  it('property: never below either single discount', () => {
    fc.assert(
      fc.property(fraction, fraction, (a, b) => {
        const combined = combinedDiscountPercent(a, b);
        return combined >= 100 * a - 1e-9 && combined >= 100 * b - 1e-9;
      }),
    );
  });
});
