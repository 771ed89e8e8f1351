import fc from 'fast-check';
import { applyCartDiff, isSameCartLine, quantityInCart } from './cart-diff';
import type { CartLine } from './cart-line';
import { cartArb, cartLine, cartLineArb } from './testing/cart-fixtures';

const removeArb = fc.boolean();

describe('isSameCartLine (storefront.md §4 Cart add flow)', () => {
  const line = cartLine();

  it('matches variant, user, location and method', () => {
    expect(isSameCartLine(line, cartLine({ quantity: 9, warehouseId: 'W2' }))).toBe(true);
  });

  it('does not match another variant, user, location or method', () => {
    expect(isSameCartLine(line, cartLine({ variantId: 'v2' }))).toBe(false);
    expect(isSameCartLine(line, cartLine({ userId: 'u2' }))).toBe(false);
    expect(isSameCartLine(line, cartLine({ fulfillerLocationId: 'L2' }))).toBe(false);
    expect(isSameCartLine(line, cartLine({ fulfillmentMethod: 2 }))).toBe(false);
  });

  it('matches guests by guest id, and never a guest with a user', () => {
    const guest = cartLine({ userId: null, guestId: 'g1' });
    expect(isSameCartLine(guest, cartLine({ userId: undefined, guestId: 'g1' }))).toBe(true);
    expect(isSameCartLine(guest, cartLine({ userId: null, guestId: 'g2' }))).toBe(false);
    expect(isSameCartLine(guest, line)).toBe(false);
  });
});

describe('applyCartDiff (storefront.md §4 Cart add flow)', () => {
  it('updates the matched line', () => {
    const lines = [cartLine({ quantity: 1 }), cartLine({ variantId: 'v2' })];
    const result = applyCartDiff(lines, cartLine({ quantity: 4, warehouseId: 'W2' }));
    expect(result).toHaveLength(2);
    expect(result[0]).toMatchObject({ quantity: 4, warehouseId: 'W2' });
    expect(result[1]).toBe(lines[1]);
  });

  it('appends a new line when nothing matches', () => {
    const lines = [cartLine()];
    const diff = cartLine({ fulfillmentMethod: 2, quantity: 2 });
    const result = applyCartDiff(lines, diff);
    expect(result).toEqual([lines[0], diff]);
  });

  it('deletes the line for quantity 0 with removal requested', () => {
    const lines = [cartLine({ quantity: 3 }), cartLine({ variantId: 'v2' })];
    expect(applyCartDiff(lines, cartLine({ quantity: 0 }), { remove: true })).toEqual([lines[1]]);
  });

  it('keeps a line at quantity 0 when removal is not requested', () => {
    const lines = [cartLine({ quantity: 3 })];
    expect(applyCartDiff(lines, cartLine({ quantity: 0 }))).toEqual([cartLine({ quantity: 0 })]);
  });

  it('does not delete when removal is requested with a positive quantity', () => {
    const lines = [cartLine({ quantity: 3 })];
    expect(applyCartDiff(lines, cartLine({ quantity: 1 }), { remove: true })).toEqual([
      cartLine({ quantity: 1 }),
    ]);
  });

  it('keeps picking notes the diff leaves out and replaces those it gives', () => {
    const lines = [cartLine({ customerItemPickingNotes: 'ripe' })];
    expect(applyCartDiff(lines, cartLine({ quantity: 2 }))[0].customerItemPickingNotes).toBe(
      'ripe',
    );
    expect(
      applyCartDiff(lines, cartLine({ customerItemPickingNotes: 'green' }))[0]
        .customerItemPickingNotes,
    ).toBe('green');
    expect(
      applyCartDiff(lines, cartLine({ customerItemPickingNotes: null }))[0]
        .customerItemPickingNotes,
    ).toBeNull();
  });

  it('refuses a negative or fractional quantity', () => {
    expect(() => applyCartDiff([], cartLine({ quantity: -1 }))).toThrow(RangeError);
    expect(() => applyCartDiff([], cartLine({ quantity: 1.5 }))).toThrow(RangeError);
  });

  it('never changes the cart it is given', () => {
    fc.assert(
      fc.property(cartArb, cartLineArb, removeArb, (lines, diff, remove) => {
        const snapshot = structuredClone(lines);
        applyCartDiff(Object.freeze([...lines]), diff, { remove });
        expect(lines).toEqual(snapshot);
      }),
    );
  });

  it('is idempotent: applying the same diff again changes nothing', () => {
    fc.assert(
      fc.property(cartArb, cartLineArb, removeArb, (lines, diff, remove) => {
        const once = applyCartDiff(lines, diff, { remove });
        expect(applyCartDiff(once, diff, { remove })).toEqual(once);
      }),
    );
  });

  it('changes no other line and keeps their order', () => {
    fc.assert(
      fc.property(cartArb, cartLineArb, removeArb, (lines, diff, remove) => {
        const others = (ls: CartLine[]) => ls.filter((l) => !isSameCartLine(l, diff));
        const before = others(lines);
        const after = others(applyCartDiff(lines, diff, { remove }));
        expect(after).toHaveLength(before.length);
        after.forEach((line, i) => expect(line).toBe(before[i]));
      }),
    );
  });

  it('drops no line unless asked to remove it', () => {
    fc.assert(
      fc.property(cartArb, cartLineArb, removeArb, (lines, diff, remove) => {
        const result = applyCartDiff(lines, diff, { remove });
        const matched = lines.some((l) => isSameCartLine(l, diff));
        if (diff.quantity === 0 && remove) {
          expect(result).toHaveLength(lines.length - (matched ? 1 : 0));
          expect(result.some((l) => isSameCartLine(l, diff))).toBe(false);
        } else {
          expect(result).toHaveLength(lines.length + (matched ? 0 : 1));
          expect(quantityInCart(result, diff)).toBe(diff.quantity);
        }
      }),
    );
  });
});

describe('quantityInCart (storefront.md §4)', () => {
  it('is the matched line quantity, or 0 without a match', () => {
    const lines = [cartLine({ quantity: 5 })];
    expect(quantityInCart(lines, cartLine({ quantity: 1 }))).toBe(5);
    expect(quantityInCart(lines, cartLine({ variantId: 'v9' }))).toBe(0);
  });
});
