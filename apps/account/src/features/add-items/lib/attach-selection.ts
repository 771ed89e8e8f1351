import { maxPurchasable } from '@gio/domain-quantity';

/** A product picked to attach, with what the picker needs to show and bound it. */
export interface PickedItem {
  variantId: string;
  name: string;
  price: number;
  quantity: number;
  /** Today's maximum purchasable (stock and max per order). */
  max: number;
}

/** accounts.md §5 "Search": a search is issued only for terms longer than 2 characters. */
export const SEARCH_MIN_LENGTH = 3;

export function isSearchable(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_LENGTH;
}

/** Picks one more of a product: a new line of 1, or one more on its line, never above its maximum. */
export function pick(
  selection: readonly PickedItem[],
  variant: { id: string; name: string; price: number; availableCount: number; maxCartQuantity: number },
): PickedItem[] {
  const max = maxPurchasable({ availableCount: variant.availableCount, maxCartQuantity: variant.maxCartQuantity });
  if (max <= 0) return [...selection];
  const existing = selection.find((item) => item.variantId === variant.id);
  if (existing) return setQuantity(selection, variant.id, existing.quantity + 1);
  return [...selection, { variantId: variant.id, name: variant.name, price: variant.price, quantity: 1, max }];
}

/** Sets a picked line's quantity within [1, max]; 0 or less removes it. */
export function setQuantity(selection: readonly PickedItem[], variantId: string, quantity: number): PickedItem[] {
  if (quantity <= 0) return selection.filter((item) => item.variantId !== variantId);
  return selection.map((item) => (item.variantId === variantId ? { ...item, quantity: Math.min(quantity, item.max) } : item));
}

/** The body lines of the attach calls. */
export function attachItemsOf(selection: readonly PickedItem[]): { variantId: string; quantity: number }[] {
  return selection.map(({ variantId, quantity }) => ({ variantId, quantity }));
}
