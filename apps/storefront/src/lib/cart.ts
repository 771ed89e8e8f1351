import type { CartDifferences, CartView } from '@gio/contracts';
import type { CartLine } from '@gio/domain-cart';
import { createContext, useContext } from 'react';

/** What a change asks besides the line itself (libs/contracts `cartVariantInputSchema`). */
export interface CartChangeOptions {
  /** A quantity of 0 deletes the line only with this (storefront.md §4). */
  remove?: boolean;
  /** The shopper accepted the age gate; the server keeps it in the session (key ageGate). */
  ageConfirmed?: boolean;
}

/** How a change ended: confirmed by the server, or refused with the server's error code. */
export type CartChangeOutcome = { ok: true } | { ok: false; code: string | number | null };

export interface CartState {
  /** The cart as the gateway last confirmed it; null until the first sync answers. */
  cart: CartView | null;
  /** The lines shown: the confirmed cart with the changes still in flight applied. */
  lines: readonly CartLine[];
  /** Sum of the shown lines' quantities; the header badge shows '99+' above 99. */
  totalQuantity: number;
  badge: string;
  /** Changes sent and not answered yet; navigation waits for them (storefront.md §4). */
  pending: number;
  /** What changed since the last visit, and a guest cart waiting to merge (first-load modal). */
  differences: CartDifferences | null;
  pendingMerge: { lineCount: number; totalQuantity: number } | null;
  /** Quantity of a variant over all its lines. */
  quantityOf: (variantId: string) => number;
  /**
   * The cart add flow's change (storefront.md §4): applied at once, confirmed by the server,
   * with the info message on success or the operation's error message and the previous cart
   * restored on failure.
   */
  change: (line: CartLine, options?: CartChangeOptions) => Promise<CartChangeOutcome>;
  /** A cart another call answered (merge, bulk adds, checkout) replaces the shown one. */
  setCart: (cart: CartView) => void;
  /** Asks the gateway for the cart again. */
  refresh: () => Promise<void>;
}

/**
 * The shopper's cart, for every part of the app to read and change; `CartProvider`
 * (src/app/providers/cart-provider.tsx) syncs it with the gateway and runs the changes.
 */
export const CartContext = createContext<CartState | null>(null);

export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs a CartProvider');
  return cart;
}
