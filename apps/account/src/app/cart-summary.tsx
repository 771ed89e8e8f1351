import { CartSummaryProvider } from '@gio/shell';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { readCartQuantity } from '../features/cart/api/read-cart-quantity';
import { useAppDeps } from './app-context';

/** Sets the badge's units from a cart answer (an add to cart from an account page). */
type SetCartCount = (quantity: number) => void;
const CartCountContext = createContext<SetCartCount>(() => undefined);

/**
 * The header's cart badge on account pages: the units in the cart, read once per page load
 * (`GET /api/carts/summary`, which records nothing as seen, unlike the storefront's sync), and
 * set again from the cart a page's add to cart answers ({@link useSetCartCount}). A failed read
 * leaves the badge empty rather than an error on a page about something else.
 */
export function AccountCartSummary({ children }: { children: ReactNode }) {
  const { client } = useAppDeps();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let current = true;
    readCartQuantity(client).then(
      (quantity) => {
        if (current) setCount(quantity);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client]);
  return (
    <CartCountContext.Provider value={setCount}>
      <CartSummaryProvider count={count}>{children}</CartSummaryProvider>
    </CartCountContext.Provider>
  );
}

/** After an add to cart: the cart's units now, for the header's badge. */
export function useSetCartCount(): SetCartCount {
  return useContext(CartCountContext);
}
