import { CartSummaryProvider } from '@gio/shell';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { readCartQuantity } from '../features/cart/api/read-cart-quantity';
import { useAppDeps } from './app-context';

/** Sets the badge's count from a cart the page has just changed (add a list or a favourite). */
const CartCountUpdate = createContext<(count: number) => void>(() => undefined);

/** The badge's setter: a page that adds to the cart hands it the cart's new total quantity. */
export const useCartCountUpdate = (): ((count: number) => void) => useContext(CartCountUpdate);

/**
 * The header's cart badge on account pages: the units in the cart, read once per page load
 * (`GET /api/carts/summary`, which records nothing as seen, unlike the storefront's sync), and
 * set again by a page that changed the cart. A failed read leaves the badge empty rather than an
 * error on a page about something else.
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
    <CartCountUpdate.Provider value={setCount}>
      <CartSummaryProvider count={count}>{children}</CartSummaryProvider>
    </CartCountUpdate.Provider>
  );
}
