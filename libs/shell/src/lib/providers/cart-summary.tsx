import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * What the header shows of the cart: the badge's count (storefront.md §9: '99+' above 99) and the
 * cart panel's line. Each app fills it from what it knows: the storefront's cart provider from
 * the cart it syncs and changes, the account app from its own cart call. The shell never reads
 * or changes the cart itself.
 */
export interface CartSummary {
  /** Total quantity of the cart's lines (`totalQuantity` of `@gio/domain-cart`). */
  count: number;
}

const EMPTY_CART: CartSummary = { count: 0 };

const CartSummaryContext = createContext<CartSummary>(EMPTY_CART);

/** Hands the cart's count to the header (an empty cart where no provider is mounted). */
export function CartSummaryProvider({ count, children }: CartSummary & { children: ReactNode }) {
  const value = useMemo<CartSummary>(() => ({ count }), [count]);
  return <CartSummaryContext.Provider value={value}>{children}</CartSummaryContext.Provider>;
}

export function useCartSummary(): CartSummary {
  return useContext(CartSummaryContext);
}
