import fc from 'fast-check';
import {
  cartGroupIdentifier,
  groupCart,
  groupFulfillmentMethodType,
  isExpressFulfiller,
  isInvalidCart,
  isMultiCart,
  orderMinimumStatus,
  orderMinimumStatuses,
  overallOrderMinimumMet,
} from './cart-groups';
import { cartArb, cartLine } from './testing/cart-fixtures';

describe('groupCart (storefront.md §4 Cart groups)', () => {
  it('groups lines by fulfiller type and fulfilment method', () => {
    const a = cartLine({ variantId: 'a', fulfillerType: 4, fulfillmentMethod: 0 });
    const b = cartLine({ variantId: 'b', fulfillerType: 8, fulfillmentMethod: 0 });
    const c = cartLine({ variantId: 'c', fulfillerType: 4, fulfillmentMethod: 0 });
    const groups = groupCart([a, b, c]);
    expect(groups.map((g) => g.groupIdentifier)).toEqual(['4_0', '8_0']);
    expect(groups[0].lines).toEqual([a, c]);
    expect(groups[1].lines).toEqual([b]);
  });

  it('merges local delivery (1) and in-store pickup (2) into one group', () => {
    const delivery = cartLine({ variantId: 'a', fulfillmentMethod: 1 });
    const pickup = cartLine({ variantId: 'b', fulfillmentMethod: 2 });
    const groups = groupCart([pickup, delivery]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ groupIdentifier: '4_1', fulfillmentMethodType: 1 });
    expect(groups[0].lines).toEqual([pickup, delivery]);
  });

  it('does not merge other methods', () => {
    const groups = groupCart([
      cartLine({ variantId: 'a', fulfillmentMethod: 0 }),
      cartLine({ variantId: 'b', fulfillmentMethod: 4 }),
      cartLine({ variantId: 'c', fulfillmentMethod: 5 }),
    ]);
    expect(groups.map((g) => g.groupIdentifier)).toEqual(['4_0', '4_4', '4_5']);
  });

  it('does not merge local delivery and pickup of different fulfiller types', () => {
    const groups = groupCart([
      cartLine({ variantId: 'a', fulfillerType: 4, fulfillmentMethod: 1 }),
      cartLine({ variantId: 'b', fulfillerType: 8, fulfillmentMethod: 2 }),
    ]);
    expect(groups.map((g) => g.groupIdentifier)).toEqual(['4_1', '8_1']);
  });

  it('sorts groups by method type', () => {
    const groups = groupCart([
      cartLine({ variantId: 'a', fulfillmentMethod: 5 }),
      cartLine({ variantId: 'b', fulfillmentMethod: 2 }),
      cartLine({ variantId: 'c', fulfillmentMethod: 0 }),
    ]);
    expect(groups.map((g) => g.fulfillmentMethodType)).toEqual([0, 1, 5]);
  });

  it('takes the warehouse and types of the group from its lines', () => {
    const [group] = groupCart([
      cartLine({ variantId: 'a', warehouseId: 'W7', fulfillerType: 8, fulfillmentMethod: 0 }),
      cartLine({ variantId: 'b', warehouseId: 'W9', fulfillerType: 8, fulfillmentMethod: 0 }),
    ]);
    expect(group).toMatchObject({ warehouseId: 'W7', fulfillerType: 8, fulfillmentMethodType: 0 });
  });

  it('an empty cart has no groups', () => {
    expect(groupCart([])).toEqual([]);
  });

  it('puts every line in exactly one matching group, in sorted order', () => {
    fc.assert(
      fc.property(cartArb, (lines) => {
        const groups = groupCart(lines);
        const grouped = groups.flatMap((g) => g.lines);
        expect(grouped).toHaveLength(lines.length);
        expect(new Set(grouped)).toEqual(new Set(lines));
        expect(new Set(groups.map((g) => g.groupIdentifier)).size).toBe(groups.length);
        for (const group of groups) {
          expect(group.groupIdentifier).toBe(
            cartGroupIdentifier(group.fulfillerType, group.fulfillmentMethodType),
          );
          for (const line of group.lines) {
            expect(line.fulfillerType).toBe(group.fulfillerType);
            expect(groupFulfillmentMethodType(line.fulfillmentMethod)).toBe(
              group.fulfillmentMethodType,
            );
          }
        }
        groups.slice(1).forEach((g, i) => {
          expect(g.fulfillmentMethodType).toBeGreaterThanOrEqual(groups[i].fulfillmentMethodType);
        });
      }),
    );
  });
});

describe('isMultiCart (storefront.md §4 Cart groups)', () => {
  it('is multi-cart with more than one group', () => {
    expect(
      isMultiCart(
        groupCart([
          cartLine({ variantId: 'a', fulfillerType: 4 }),
          cartLine({ variantId: 'b', fulfillerType: 8 }),
        ]),
      ),
    ).toBe(true);
  });

  it('is not multi-cart with one group or none', () => {
    expect(isMultiCart(groupCart([cartLine()]))).toBe(false);
    expect(isMultiCart([])).toBe(false);
  });
});

describe('isInvalidCart (storefront.md §4 Cart groups)', () => {
  const groups = [{ groupIdentifier: '4_0' }, { groupIdentifier: '8_1' }];

  it('is valid when every group has a shipping config', () => {
    expect(isInvalidCart(groups, { '4_0': [{ price: 1 }], '8_1': [{ price: 2 }] })).toBe(false);
  });

  it('is invalid when some group has no shipping config', () => {
    expect(isInvalidCart(groups, { '4_0': [{ price: 1 }] })).toBe(true);
    expect(isInvalidCart(groups, { '4_0': [{ price: 1 }], '8_1': null })).toBe(true);
    expect(isInvalidCart(groups, { '4_0': [{ price: 1 }], '8_1': [] })).toBe(true);
  });

  it('does not read inherited keys as configs', () => {
    expect(isInvalidCart([{ groupIdentifier: 'constructor' }], {})).toBe(true);
  });

  it('an empty cart is not invalid', () => {
    expect(isInvalidCart([], {})).toBe(false);
  });
});

describe('order minimums (storefront.md §4 Cart groups, §5)', () => {
  const minimums = { 0: 200_000, 1: 100_000 };

  it('a group meets its minimum at exactly the minimum spend', () => {
    expect(orderMinimumStatus({ subtotal: 200_000, fulfillmentMethodType: 0 }, minimums)).toBe(
      'met',
    );
  });

  it('a group one unit below its minimum is unmet', () => {
    expect(orderMinimumStatus({ subtotal: 199_999, fulfillmentMethodType: 0 }, minimums)).toBe(
      'unmet',
    );
  });

  it('a method without a minimum is met', () => {
    expect(orderMinimumStatus({ subtotal: 0, fulfillmentMethodType: 5 }, minimums)).toBe('met');
    expect(orderMinimumStatus({ subtotal: 0, fulfillmentMethodType: 0 }, { 0: null })).toBe('met');
  });

  it('uses the minimum of each group method type, with pickup under local delivery', () => {
    const groups = groupCart([
      cartLine({ variantId: 'a', fulfillmentMethod: 0, price: 150_000 }),
      cartLine({ variantId: 'b', fulfillmentMethod: 2, price: 120_000 }),
    ]);
    expect(orderMinimumStatuses(groups, minimums)).toEqual({ '4_0': 'unmet', '4_1': 'met' });
  });

  it('the overall minimum is met only when every group meets it', () => {
    expect(overallOrderMinimumMet(['met', 'met'])).toBe(true);
    expect(overallOrderMinimumMet(['met', 'unmet'])).toBe(false);
    expect(overallOrderMinimumMet({ '4_0': 'unmet', '4_1': 'met' })).toBe(false);
    expect(overallOrderMinimumMet({ '4_0': 'met' })).toBe(true);
    expect(overallOrderMinimumMet([])).toBe(true);
  });
});

describe('isExpressFulfiller (storefront.md §9)', () => {
  it('fulfiller type 4 is express', () => {
    expect(isExpressFulfiller(4)).toBe(true);
  });

  it('other fulfiller types are not', () => {
    expect(isExpressFulfiller(1)).toBe(false);
    expect(isExpressFulfiller(8)).toBe(false);
  });
});
