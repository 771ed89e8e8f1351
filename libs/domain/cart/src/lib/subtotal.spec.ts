import fc from 'fast-check';
import { roundSubtotal, subtotalMinor } from './subtotal';
import { cartLine, cartArb } from './testing/cart-fixtures';

describe('roundSubtotal (storefront.md §9: sub-totals round to 2 decimals)', () => {
  it('rounds to 2 decimals', () => {
    expect(roundSubtotal(12.344)).toBe(12.34);
    expect(roundSubtotal(12.345)).toBe(12.35);
    expect(roundSubtotal(10)).toBe(10);
  });

  it('rounds halves up despite binary representation', () => {
    expect(roundSubtotal(1.005)).toBe(1.01);
    expect(roundSubtotal(2.675)).toBe(2.68);
    expect(roundSubtotal(0.1 + 0.2)).toBe(0.3);
  });

  it('rounds negative amounts symmetrically and never returns -0', () => {
    expect(roundSubtotal(-1.005)).toBe(-1.01);
    expect(Object.is(roundSubtotal(-0.001), 0)).toBe(true);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const once = roundSubtotal(x);
        return roundSubtotal(once) === once;
      }),
    );
  });

  it('moves an amount by at most half a cent and lands on whole cents', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = roundSubtotal(x);
        const cents = r * 100;
        return Math.abs(r - x) <= 0.005 + 1e-6 && Math.abs(cents - Math.round(cents)) < 1e-4;
      }),
    );
  });

  it('leaves amounts already in whole cents unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        (cents) => roundSubtotal(cents / 100) === cents / 100,
      ),
    );
  });
});

describe('subtotalMinor (storefront.md §9)', () => {
  it('sums unit price × quantity in minor units', () => {
    expect(
      subtotalMinor([
        cartLine({ price: 25_000, quantity: 2 }),
        cartLine({ variantId: 'v2', price: 12_500, quantity: 3 }),
      ]),
    ).toBe(87_500);
  });

  it('is 0 for an empty cart', () => {
    expect(subtotalMinor([])).toBe(0);
  });

  it('is an integer and adds up over any split of the cart', () => {
    fc.assert(
      fc.property(cartArb, fc.nat(12), (lines, cut) => {
        const total = subtotalMinor(lines);
        return (
          Number.isInteger(total) &&
          total === subtotalMinor(lines.slice(0, cut)) + subtotalMinor(lines.slice(cut))
        );
      }),
    );
  });
});
