import { Limits } from '@gio/domain-enums';

/** The variant fields a cart line carries (storefront.md §3 Variant, Cart). */
export interface CartVariant {
  id: string;
  gid?: string;
  /** Unit price in integer minor units. */
  price: number;
  /** Product type; 1 is a sample. */
  productType?: number;
  name?: string;
  state?: number;
  availableCount?: number | null;
  maxCartQuantity?: number | null;
}

/**
 * One cart line (storefront.md §3 Cart: cartVariants): variant, quantity, warehouse, user or
 * guest, fulfiller location, fulfilment method and customer picking notes. The fulfiller type
 * travels with the line because the cart groups by it.
 */
export interface CartLine {
  variant: CartVariant;
  quantity: number;
  warehouseId: string;
  userId?: string | null;
  guestId?: string | null;
  fulfillerLocationId: string;
  /** FulfillmentMethod (accounts.md §4). */
  fulfillmentMethod: number;
  /** FulfillerType (accounts.md §4). */
  fulfillerType: number;
  customerItemPickingNotes?: string | null;
}

/**
 * A cart diff (storefront.md §3): the same fields as a line, applied to the line it matches.
 * Picking notes left out keep the matched line's notes.
 */
export type CartDiff = CartLine;

/** storefront.md §9 Cart badge: the total quantity is the sum of every line's quantity. */
export function totalQuantity(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** storefront.md §9 / accounts.md §9: the cart badge shows '99+' above 99 total quantity. */
export function cartBadgeText(total: number): string {
  return total > Limits.CART_BADGE_MAX ? `${Limits.CART_BADGE_MAX}+` : String(total);
}
