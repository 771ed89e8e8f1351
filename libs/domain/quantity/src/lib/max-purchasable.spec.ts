import fc from 'fast-check';
import {
  isLimitReached,
  maxPurchasable,
  remainingQuantity,
  shouldResetQuantitySelection,
} from './max-purchasable';

const bound = fc.option(fc.integer({ min: -5, max: 50 }), { nil: undefined });

describe('maxPurchasable (storefront.md §5, accounts.md §9)', () => {
  it('is the lowest of maxCartQuantity, the per-list maximum and availableCount', () => {
    expect(maxPurchasable({ maxCartQuantity: 10, perListMax: 7, availableCount: 12 })).toBe(7);
    expect(maxPurchasable({ maxCartQuantity: 3, perListMax: 7, availableCount: 12 })).toBe(3);
    expect(maxPurchasable({ maxCartQuantity: 10, perListMax: 7, availableCount: 4 })).toBe(4);
  });

  it('ignores absent bounds (undefined or null)', () => {
    expect(maxPurchasable({ availableCount: 8 })).toBe(8);
    expect(maxPurchasable({ maxCartQuantity: null, perListMax: null, availableCount: 8 })).toBe(8);
    expect(maxPurchasable({ maxCartQuantity: 5, availableCount: null })).toBe(5);
  });

  it('is unbounded when no bound is given', () => {
    expect(maxPurchasable({})).toBe(Number.POSITIVE_INFINITY);
  });

  it('is 0 when the lowest bound is zero or negative', () => {
    expect(maxPurchasable({ maxCartQuantity: 10, availableCount: 0 })).toBe(0);
    expect(maxPurchasable({ maxCartQuantity: 10, availableCount: -3 })).toBe(0);
    expect(maxPurchasable({ maxCartQuantity: 10, availableCount: 1 })).toBe(1);
  });

  it('caps at the supplied limit only when maxCartQuantity exceeds it', () => {
    expect(maxPurchasable({ maxCartQuantity: 11, availableCount: 50, limit: 10 })).toBe(10);
    // maxCartQuantity equal to the limit does not exceed it: nothing changes.
    expect(maxPurchasable({ maxCartQuantity: 10, availableCount: 50, limit: 10 })).toBe(10);
    expect(maxPurchasable({ maxCartQuantity: 9, availableCount: 50, limit: 5 })).toBe(5);
    expect(maxPurchasable({ maxCartQuantity: 4, availableCount: 50, limit: 5 })).toBe(4);
    expect(maxPurchasable({ availableCount: 50, limit: 5 })).toBe(50);
  });

  it('a limit above the other bounds does not raise the maximum', () => {
    expect(maxPurchasable({ maxCartQuantity: 20, availableCount: 3, limit: 10 })).toBe(3);
  });

  it('a non-positive limit makes the maximum 0', () => {
    expect(maxPurchasable({ maxCartQuantity: 20, availableCount: 30, limit: 0 })).toBe(0);
  });

  it('never exceeds any given bound and is never negative', () => {
    fc.assert(
      fc.property(
        bound,
        bound,
        bound,
        bound,
        (maxCartQuantity, perListMax, availableCount, limit) => {
          const max = maxPurchasable({ maxCartQuantity, perListMax, availableCount, limit });
          const given = [maxCartQuantity, perListMax, availableCount].filter(
            (n) => n !== undefined,
          );
          return max >= 0 && given.every((n) => max <= Math.max(n, 0));
        },
      ),
    );
  });

  it('equals one of the bounds, or 0, when any bound is given', () => {
    fc.assert(
      fc.property(
        bound,
        bound,
        bound,
        bound,
        (maxCartQuantity, perListMax, availableCount, limit) => {
          fc.pre([maxCartQuantity, perListMax, availableCount].some((n) => n !== undefined));
          const max = maxPurchasable({ maxCartQuantity, perListMax, availableCount, limit });
          return max === 0 || [maxCartQuantity, perListMax, availableCount, limit].includes(max);
        },
      ),
    );
  });
});

describe('remainingQuantity (storefront.md §5)', () => {
  it('is the maximum minus the cart quantity', () => {
    expect(remainingQuantity(10, 3)).toBe(7);
    expect(remainingQuantity(10, 9)).toBe(1);
  });

  it('is floored at 0', () => {
    expect(remainingQuantity(10, 10)).toBe(0);
    expect(remainingQuantity(10, 12)).toBe(0);
  });

  it('is never negative and adds back up to the maximum while below it', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), (max, inCart) => {
        const remaining = remainingQuantity(max, inCart);
        return remaining >= 0 && (inCart > max || remaining + inCart === max);
      }),
    );
  });
});

describe('isLimitReached (storefront.md §5)', () => {
  it('is reached when the cart quantity meets the maximum', () => {
    expect(isLimitReached(5, 5)).toBe(true);
    expect(isLimitReached(5, 6)).toBe(true);
  });

  it('is not reached one below the maximum', () => {
    expect(isLimitReached(5, 4)).toBe(false);
  });

  it('is reached at once when nothing is purchasable', () => {
    expect(isLimitReached(0, 0)).toBe(true);
  });

  it('is reached exactly when nothing remains', () => {
    fc.assert(
      fc.property(
        fc.nat(100),
        fc.nat(100),
        (max, inCart) => isLimitReached(max, inCart) === (remainingQuantity(max, inCart) === 0),
      ),
    );
  });
});

describe('shouldResetQuantitySelection (storefront.md §4, accounts.md §4)', () => {
  it('resets when cart quantity plus selection exceeds the cart maximum', () => {
    expect(shouldResetQuantitySelection(4, 2, 5)).toBe(true);
  });

  it('keeps the selection when the sum equals the cart maximum', () => {
    expect(shouldResetQuantitySelection(3, 2, 5)).toBe(false);
  });

  it('keeps the selection below the maximum', () => {
    expect(shouldResetQuantitySelection(0, 1, 5)).toBe(false);
  });
});
