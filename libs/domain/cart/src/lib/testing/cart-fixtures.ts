import fc from 'fast-check';
import type { CartLine } from '../cart-line';

/** A cart line with sensible defaults for tests; override what the test is about. */
export function cartLine(
  overrides: Partial<CartLine> & { variantId?: string; price?: number } = {},
): CartLine {
  const { variantId = 'v1', price = 25_000, ...rest } = overrides;
  return {
    variant: { id: variantId, price },
    quantity: 1,
    warehouseId: 'W1',
    userId: 'u1',
    fulfillerLocationId: 'L1',
    fulfillmentMethod: 0,
    fulfillerType: 4,
    ...rest,
  };
}

/** Lines drawn from a small key space so that diffs often hit existing lines. */
export const cartLineArb: fc.Arbitrary<CartLine> = fc
  .record({
    variantId: fc.constantFrom('a', 'b', 'c'),
    price: fc.nat(1_000_000),
    quantity: fc.nat(10),
    warehouseId: fc.constantFrom('W1', 'W2'),
    owner: fc.constantFrom<[string | null, string | null]>(
      ['u1', null],
      ['u2', null],
      [null, 'g1'],
    ),
    fulfillerLocationId: fc.constantFrom('L1', 'L2'),
    fulfillmentMethod: fc.constantFrom(0, 1, 2, 4, 5),
    fulfillerType: fc.constantFrom(1, 4, 8),
    customerItemPickingNotes: fc.option(fc.constantFrom('ripe', 'no plastic'), { nil: undefined }),
  })
  .map(({ variantId, price, owner, ...rest }) => ({
    ...rest,
    variant: { id: variantId, price },
    userId: owner[0],
    guestId: owner[1],
  }));

function lineKey(line: CartLine): string {
  const owner = line.userId != null ? `u:${line.userId}` : `g:${line.guestId}`;
  return [line.variant.id, owner, line.fulfillerLocationId, line.fulfillmentMethod].join('|');
}

/** A cart as the server keeps it: at most one line per variant, owner, location and method. */
export const cartArb: fc.Arbitrary<CartLine[]> = fc.uniqueArray(cartLineArb, {
  selector: lineKey,
  maxLength: 12,
});
