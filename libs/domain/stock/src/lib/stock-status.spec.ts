import fc from 'fast-check';
import { ProductType, VariantState } from '@gio/domain-enums';
import {
  isDiscontinued,
  isLimitedQuantity,
  isOutOfStock,
  isUnavailable,
  stockStatus,
  type StockInfo,
} from './stock-status';

const THRESHOLD = 5;

const stockInfo: fc.Arbitrary<StockInfo> = fc.record(
  {
    state: fc.constantFrom(0, 1, 2, 3),
    availableCount: fc.option(fc.integer({ min: -2, max: 20 }), { nil: undefined }),
    productType: fc.constantFrom(0, 1, 2),
  },
  { requiredKeys: ['state'] },
);

describe('isOutOfStock (storefront.md §4 Variant stock)', () => {
  it('state 2 with availableCount 0 is out of stock', () => {
    expect(isOutOfStock({ state: VariantState.OUT_OF_STOCK, availableCount: 0 })).toBe(true);
  });

  it('state 2 with a missing availableCount (absent or null) is out of stock', () => {
    expect(isOutOfStock({ state: 2 })).toBe(true);
    expect(isOutOfStock({ state: 2, availableCount: null })).toBe(true);
  });

  it('state 2 with one item left is not out of stock', () => {
    expect(isOutOfStock({ state: 2, availableCount: 1 })).toBe(false);
  });

  it('a count of zero in another state is not out of stock', () => {
    expect(isOutOfStock({ state: VariantState.ACTIVE, availableCount: 0 })).toBe(false);
    expect(isOutOfStock({ state: VariantState.DISCONTINUED, availableCount: 0 })).toBe(false);
  });
});

describe('isDiscontinued (storefront.md §4 Variant stock)', () => {
  it('state 0 is discontinued whatever the count', () => {
    expect(isDiscontinued({ state: 0, availableCount: 10 })).toBe(true);
    expect(isDiscontinued({ state: 0 })).toBe(true);
  });

  it('states 1 and 2 are not discontinued', () => {
    expect(isDiscontinued({ state: 1 })).toBe(false);
    expect(isDiscontinued({ state: 2, availableCount: 0 })).toBe(false);
  });
});

describe('isUnavailable (storefront.md §4 Variant stock)', () => {
  it('is true for out of stock and for discontinued', () => {
    expect(isUnavailable({ state: 2, availableCount: 0 })).toBe(true);
    expect(isUnavailable({ state: 0, availableCount: 4 })).toBe(true);
  });

  it('is false for an active variant with stock', () => {
    expect(isUnavailable({ state: 1, availableCount: 4 })).toBe(false);
  });

  it('is exactly out of stock or discontinued', () => {
    fc.assert(
      fc.property(stockInfo, (v) => isUnavailable(v) === (isOutOfStock(v) || isDiscontinued(v))),
    );
  });
});

describe('isLimitedQuantity (storefront.md §4, accounts.md §9)', () => {
  it('counts above 0 up to and including the threshold are limited', () => {
    expect(isLimitedQuantity({ state: 1, availableCount: 1 }, THRESHOLD)).toBe(true);
    expect(isLimitedQuantity({ state: 1, availableCount: THRESHOLD }, THRESHOLD)).toBe(true);
  });

  it('a count just above the threshold is not limited', () => {
    expect(isLimitedQuantity({ state: 1, availableCount: THRESHOLD + 1 }, THRESHOLD)).toBe(false);
  });

  it('a count of 0 or a missing count is not limited', () => {
    expect(isLimitedQuantity({ state: 1, availableCount: 0 }, THRESHOLD)).toBe(false);
    expect(isLimitedQuantity({ state: 1 }, THRESHOLD)).toBe(false);
    expect(isLimitedQuantity({ state: 1, availableCount: null }, THRESHOLD)).toBe(false);
  });

  it('a sample (product type 1) is never limited', () => {
    expect(
      isLimitedQuantity(
        { state: 1, availableCount: 2, productType: ProductType.SAMPLE },
        THRESHOLD,
      ),
    ).toBe(false);
  });

  it('any other product type is limited by the same rule', () => {
    expect(
      isLimitedQuantity(
        { state: 1, availableCount: 2, productType: ProductType.STANDARD },
        THRESHOLD,
      ),
    ).toBe(true);
  });

  it('agrees with the rule for every input', () => {
    fc.assert(
      fc.property(stockInfo, fc.integer({ min: 0, max: 20 }), (v, threshold) => {
        const count = v.availableCount ?? 0;
        const expected = v.productType !== 1 && count > 0 && count <= threshold;
        return isLimitedQuantity(v, threshold) === expected;
      }),
    );
  });
});

describe('stockStatus (storefront.md §4 Variant stock)', () => {
  it('names each situation', () => {
    expect(stockStatus({ state: 0, availableCount: 3 }, THRESHOLD)).toBe('discontinued');
    expect(stockStatus({ state: 2, availableCount: 0 }, THRESHOLD)).toBe('out-of-stock');
    expect(stockStatus({ state: 1, availableCount: 3 }, THRESHOLD)).toBe('limited');
    expect(stockStatus({ state: 1, availableCount: 30 }, THRESHOLD)).toBe('in-stock');
  });

  it('never shows an unavailable variant as in stock or limited', () => {
    fc.assert(
      fc.property(stockInfo, fc.integer({ min: 0, max: 20 }), (v, threshold) => {
        const status = stockStatus(v, threshold);
        return isUnavailable(v)
          ? status === 'discontinued' || status === 'out-of-stock'
          : status === 'in-stock' || status === 'limited';
      }),
    );
  });
});
