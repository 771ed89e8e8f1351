import fc from 'fast-check';
import { decideLinkAddToCart } from './link-add-to-cart';

describe('decideLinkAddToCart (storefront.md §4 price-change flow)', () => {
  it('opens the unavailable modal when the variant has no warehouse, whatever the price', () => {
    expect(
      decideLinkAddToCart({
        currentPrice: 10,
        linkPrice: 12,
        hasWarehouse: false,
        currentQuantity: 1,
      }),
    ).toEqual({
      kind: 'unavailable',
    });
  });

  it('asks to confirm a stale price; accepting adds one', () => {
    expect(
      decideLinkAddToCart({
        currentPrice: 25_000,
        linkPrice: 23_000,
        hasWarehouse: true,
        currentQuantity: 2,
      }),
    ).toEqual({
      kind: 'confirm-stale-price',
      currentPrice: 25_000,
      linkPrice: 23_000,
      quantity: 3,
      delayMs: 1000,
    });
    expect(
      decideLinkAddToCart({
        currentPrice: 1.01,
        linkPrice: 1,
        hasWarehouse: true,
        currentQuantity: 0,
      }).kind,
    ).toBe('confirm-stale-price');
  });

  it('adds with quantity plus one when the price is unchanged or the link has none', () => {
    expect(
      decideLinkAddToCart({
        currentPrice: 25_000,
        linkPrice: 25_000,
        hasWarehouse: true,
        currentQuantity: 0,
      }),
    ).toEqual({
      kind: 'add',
      quantity: 1,
    });
    expect(
      decideLinkAddToCart({
        currentPrice: 0.3,
        linkPrice: 0.1 + 0.2,
        hasWarehouse: true,
        currentQuantity: 4,
      }),
    ).toEqual({
      kind: 'add',
      quantity: 5,
    });
    expect(
      decideLinkAddToCart({ currentPrice: 9, hasWarehouse: true, currentQuantity: 1 }),
    ).toEqual({ kind: 'add', quantity: 2 });
  });

  it('always ends one above the current quantity when it can add (property)', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1_000_000), fc.nat(1_000_000), (quantity, current, link) => {
        const decision = decideLinkAddToCart({
          currentPrice: current,
          linkPrice: link,
          hasWarehouse: true,
          currentQuantity: quantity,
        });
        expect(decision.kind).toBe(current === link ? 'add' : 'confirm-stale-price');
        expect(decision).toHaveProperty('quantity', quantity + 1);
      }),
    );
  });
});
