import { backInStockRoutes, listRoutes, SHOPPING_LIST_QUANTITY_MAX } from './lists';
import { trackingBatchEnvelopeSchema } from './tracking';

describe('list, favourite and back-in-stock contracts (accounts.md §7)', () => {
  it('create takes one line or several, a trimmed name and an optional reminder', () => {
    expect(
      listRoutes.create.body.parse({ listName: ' Tuần ', listVariant: { variantId: 'v1' } }),
    ).toEqual({ listName: 'Tuần', listVariant: [{ variantId: 'v1', quantity: 1 }] });
    expect(
      listRoutes.create.body.parse({
        listName: 'x',
        listVariant: [{ variantId: 'v1', quantity: 2 }],
        reminder: { intervalDays: 7 },
      }),
    ).toMatchObject({
      listVariant: [{ variantId: 'v1', quantity: 2 }],
      reminder: { intervalDays: 7 },
    });
    expect(listRoutes.create.body.safeParse({ listName: '  ' }).success).toBe(false);
    expect(
      listRoutes.create.body.safeParse({ listName: 'x', reminder: { intervalDays: 0 } }).success,
    ).toBe(false);
  });

  it('update and replace name the list by id or gid', () => {
    expect(
      listRoutes.update.body.safeParse({ shoppingList: { gid: 'g1', listName: 'y' } }).success,
    ).toBe(true);
    expect(listRoutes.update.body.safeParse({ shoppingList: { listName: 'y' } }).success).toBe(
      false,
    );
    expect(
      listRoutes.replace.body.safeParse({ shoppingList: { shoppingListId: 's1' } }).success,
    ).toBe(false);
    expect(
      listRoutes.replace.body.parse({ shoppingList: { shoppingListId: 's1', listVariant: [] } })
        .shoppingList.listVariant,
    ).toEqual([]);
  });

  it('change allows 0 (remove) up to the line maximum', () => {
    const change = (quantity: number) =>
      listRoutes.change.body.safeParse({
        shoppingListId: 's1',
        listVariant: { variantId: 'v1', quantity },
      }).success;
    expect(change(0)).toBe(true);
    expect(change(SHOPPING_LIST_QUANTITY_MAX)).toBe(true);
    expect(change(SHOPPING_LIST_QUANTITY_MAX + 1)).toBe(false);
    expect(change(-1)).toBe(false);
  });

  it('notify-when-instock takes a fulfilment method of the spec only', () => {
    const body = (method: number) =>
      backInStockRoutes.notifyWhenInStock.body.safeParse({
        variantId: 'v1',
        warehouseId: 'w1',
        fulfillerVariantFulfillmentMethod: method,
      }).success;
    expect([0, 1, 2, 3, 4, 5].map(body)).toEqual([true, true, true, true, true, true]);
    expect(body(6)).toBe(false);
  });

  it('a tracking batch is checked for its envelope only, events one by one later', () => {
    expect(
      trackingBatchEnvelopeSchema.safeParse({ libraryVersion: '1.0.0', events: [{}, 1] }).success,
    ).toBe(true);
    expect(
      trackingBatchEnvelopeSchema.safeParse({ libraryVersion: '1.0.0', events: [] }).success,
    ).toBe(false);
  });
});
