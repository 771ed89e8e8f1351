import { linesForCart } from './list-filter';

const lines = [
  { variantId: 'a', quantity: 2, fulfillmentMethods: [0, 1] },
  { variantId: 'b', quantity: 1, fulfillmentMethods: [1, 2] },
  { variantId: 'c', quantity: 5, fulfillmentMethods: [2] },
];

describe('linesForCart (POST /api/carts/add-list filter)', () => {
  it('takes every line without a filter', () => {
    expect(linesForCart(lines, undefined)).toEqual([
      { variantId: 'a', quantity: 2 },
      { variantId: 'b', quantity: 1 },
      { variantId: 'c', quantity: 5 },
    ]);
    expect(linesForCart(lines, '  ')).toHaveLength(3);
  });

  it("takes the lines offering the filter's fulfilment method, with that method", () => {
    expect(linesForCart(lines, 'IN_STORE_PICKUP')).toEqual([
      { variantId: 'b', quantity: 1, fulfillmentMethod: 2 },
      { variantId: 'c', quantity: 5, fulfillmentMethod: 2 },
    ]);
    expect(linesForCart(lines, 'LOCAL_DELIVERY').map((line) => line.variantId)).toEqual(['a', 'b']);
  });

  it('takes the ticked lines of a comma-separated id list, ignoring ids not in the list', () => {
    expect(linesForCart(lines, 'c, x,a')).toEqual([
      { variantId: 'a', quantity: 2 },
      { variantId: 'c', quantity: 5 },
    ]);
    expect(linesForCart(lines, 'x')).toEqual([]);
  });
});
