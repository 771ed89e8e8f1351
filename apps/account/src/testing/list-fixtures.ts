import type { CartView, FavoriteView, ShoppingListView, VariantView } from '@gio/contracts';
import { variantFixture as variant } from './catalogue-fixtures';

export { variant };


function cartOf(lines: { variant: VariantView; quantity: number }[] = []): CartView {
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = lines.reduce((sum, line) => sum + line.variant.price * line.quantity, 0);
  return {
    id: lines.length > 0 ? 'cart-1' : null,
    scope: 'guest',
    organization: null,
    cartVariants: lines.map(({ variant, quantity }) => ({
      variant,
      quantity,
      warehouse: variant.warehouse.id,
      user: null,
      guest: true,
      fulfillerLocation: variant.fulfillerLocation.id,
      fulfillmentMethod: variant.fulfillmentMethodType,
      fulfillerType: variant.fulfillerType,
      customerItemPickingNotes: null,
      price: variant.price,
      subtotal: variant.price * quantity,
      maxPurchasable: variant.maxCartQuantity,
      remaining: Math.max(variant.maxCartQuantity - quantity, 0),
      limitReached: quantity >= variant.maxCartQuantity,
      unavailable: false,
      addedAt: '2026-01-01T00:00:00.000Z',
    })),
    groups: [],
    isMultiCart: false,
    isInvalid: false,
    overallOrderMinimumMet: true,
    subtotal,
    totalQuantity: total,
    badge: total > 99 ? '99+' : String(total),
    samples: { count: 0, allowed: 3 },
    offers: { promoVariants: [] },
    permissions: { canEdit: true, canPlaceOrder: true, canSubmitForApproval: false },
    ageConfirmed: false,
    addToCartMaxAtOnce: 50,
    updatedAt: null,
  };
}

export function favorite(v: VariantView = variant()): FavoriteView {
  return { variantId: v.id, addedAt: '2026-11-20T03:15:00.000Z', variant: v };
}

export function favoritesAnswer(favorites: FavoriteView[]) {
  return { body: { data: { favorites } } };
}

export function shoppingList(
  lines: { variant: VariantView; quantity: number }[] = [],
  overrides: Partial<ShoppingListView> = {},
): ShoppingListView {
  return {
    shoppingListId: 'sl_1',
    gid: 'gl-tuan',
    name: 'Đi chợ cuối tuần',
    listName: 'Đi chợ cuối tuần',
    reminder: null,
    lineCount: lines.length,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    createdAt: '2026-11-01T03:15:00.000Z',
    updatedAt: '2026-11-20T03:15:00.000Z',
    listVariant: lines.map((line) => ({
      variantId: line.variant.id,
      quantity: line.quantity,
      addedAt: '2026-11-20T03:15:00.000Z',
      variant: line.variant,
    })),
    ...overrides,
  };
}

export function listAnswer(list: ShoppingListView) {
  return { body: { data: { shoppingList: list } } };
}

export function listsAnswer(lists: ShoppingListView[]) {
  const summaryOf = (list: ShoppingListView) => {
    const summary: Partial<ShoppingListView> = { ...list };
    delete summary.listVariant;
    return summary;
  };
  return { body: { data: { shoppingLists: lists.map(summaryOf) } } };
}

type Outcome = { variantId: string; requested: number; added: number; status: 'added' | 'capped' | 'refused'; reason: string | null };

/** A bulk add's answer (add-variants-by-ids, add-list): the cart afterwards and each item's outcome. */
export function cartItemsAnswer(lines: { variant: VariantView; quantity: number }[], items: Outcome[]) {
  return {
    body: {
      data: {
        cart: cartOf(lines),
        items: items.map((item) => ({ ...item, quantity: item.added })),
      },
    },
  };
}
