import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface CartState {
  /** Quantity per variant id of what this page view put in the cart. */
  quantities: ReadonlyMap<string, number>;
  /** Total quantity for the header badge (storefront.md §9: '99+' above 99, shown by CartBadge). */
  totalQuantity: number;
  setQuantity: (variantId: string, quantity: number) => void;
}

const CartContext = createContext<CartState | null>(null);

/**
 * The shopper's cart as the storefront shell shows it (badge, quantity already in the cart).
 * Lines change only after the gateway confirmed them, so nothing has to be rolled back here.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [quantities, setQuantities] = useState<ReadonlyMap<string, number>>(new Map());
  const setQuantity = useCallback((variantId: string, quantity: number) => {
    setQuantities((current) => new Map(current).set(variantId, quantity));
  }, []);
  const value = useMemo(() => {
    let totalQuantity = 0;
    for (const quantity of quantities.values()) totalQuantity += quantity;
    return { quantities, totalQuantity, setQuantity };
  }, [quantities, setQuantity]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs a CartProvider');
  return cart;
}
