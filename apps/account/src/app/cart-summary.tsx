import { CartSummaryProvider } from '@gio/shell';
import { useEffect, useState, type ReactNode } from 'react';
import { readCartQuantity } from '../features/cart/api/read-cart-quantity';
import { useAppDeps } from './app-context';

/**
 * The header's cart badge on account pages: the units in the cart, read once per page load
 * (`GET /api/carts/summary`, which records nothing as seen, unlike the storefront's sync). A
 * failed read leaves the badge empty rather than an error on a page about something else.
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
  return <CartSummaryProvider count={count}>{children}</CartSummaryProvider>;
}
