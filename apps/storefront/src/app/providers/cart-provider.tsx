import type { CartDifferences, CartView } from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import {
  cartBadgeText,
  optimisticCartUpdate,
  settleCartUpdate,
  totalQuantity,
  type CartLine,
  type CartUpdateMessage,
} from '@gio/domain-cart';
import { CartSummaryProvider, useApiClient } from '@gio/shell';
import { useMessages } from '@gio/ui';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  CartContext,
  type CartChangeOptions,
  type CartChangeOutcome,
  type CartState,
} from '../../lib/cart';
import { toCartLine } from '../../lib/cart-lines';

/** i18n key of a cart message (`cart.added`, `cart.add_variant_error`, …). */
function messageKey(message: CartUpdateMessage): string {
  return `cart.${message.kind.replace(/-/g, '_')}`;
}

export interface CartProviderProps {
  children: ReactNode;
  /** A known cart (tests); the browser syncs with the gateway after hydration. */
  initial?: CartView | null;
}

/**
 * The shopper's cart for the whole app: synced from `GET /api/carts/sync` once the page has
 * hydrated (the server render never knows the shopper), changed through `PUT /api/carts/change`
 * with the domain's optimistic update and rollback (`@gio/domain-cart`). Read with `useCart`
 * (src/lib/cart.ts); the header reads its count through `@gio/shell`'s `CartSummaryProvider`.
 */
export function CartProvider({ children, initial }: CartProviderProps) {
  const client = useApiClient();
  const messages = useMessages();
  const { t } = useTranslation('common');
  const [cart, setCartState] = useState<CartView | null>(initial ?? null);
  const [lines, setLines] = useState<readonly CartLine[]>(() =>
    (initial?.cartVariants ?? []).map(toCartLine),
  );
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const [pending, setPending] = useState(0);
  const [differences, setDifferences] = useState<CartDifferences | null>(null);
  const [pendingMerge, setPendingMerge] = useState<CartState['pendingMerge']>(null);

  const setCart = useCallback((next: CartView) => {
    const nextLines = next.cartVariants.map(toCartLine);
    linesRef.current = nextLines;
    setCartState(next);
    setLines(nextLines);
  }, []);

  // The cart calls are imported when made: their contract schemas (zod) would otherwise join the
  // first load of every page, which this provider is part of (README "Code splitting").
  const refresh = useCallback(async () => {
    const { syncCart } = await import('../../features/cart/api/sync-cart');
    const answer = await syncCart(client);
    // A transition: every tile reads the cart, and re-rendering them all in one task would hold
    // a phone's main thread after each page load; React renders this in slices between frames.
    startTransition(() => {
      setCart(answer.data.cart);
      setDifferences(answer.data.differences);
      setPendingMerge(answer.data.pendingMerge);
    });
  }, [client, setCart]);

  useEffect(() => {
    if (initial !== undefined) return;
    // A failed sync keeps the empty cart: adding still works and answers the real cart.
    refresh().catch(() => undefined);
  }, [initial, refresh]);

  const change = useCallback(
    async (line: CartLine, options: CartChangeOptions = {}): Promise<CartChangeOutcome> => {
      const update = optimisticCartUpdate(linesRef.current, line, { remove: options.remove });
      linesRef.current = update.optimistic;
      setLines(update.optimistic);
      setPending((count) => count + 1);
      const name = line.variant.name ?? '';
      try {
        const { changeCart } = await import('../../features/cart/api/change-cart');
        const answer = await changeCart(client, {
          variantId: line.variant.id,
          quantity: line.quantity,
          warehouse: line.warehouseId,
          fulfillmentMethod: line.fulfillmentMethod,
          fulfillerLocation: line.fulfillerLocationId,
          ...(options.remove ? { remove: true } : {}),
          ...(options.ageConfirmed ? { ageConfirmed: true } : {}),
        });
        const confirmed = answer.data.cart.cartVariants.map(toCartLine);
        const settled = settleCartUpdate(update, { ok: true, lines: confirmed });
        setCart(answer.data.cart);
        if (settled.message?.type === 'info') {
          messages.show({
            kind: 'success',
            text: t(messageKey(settled.message), {
              name,
              quantity:
                settled.message.kind === 'added-with-quantity'
                  ? update.newQuantity - update.previousQuantity
                  : update.newQuantity,
            }),
          });
        }
        return { ok: true };
      } catch (error) {
        const settled = settleCartUpdate(update, { ok: false });
        linesRef.current = settled.lines;
        setLines(settled.lines);
        const code = error instanceof ApiError ? error.code : null;
        // A limit the server enforces has its own words; any other failure the operation's.
        const text =
          code === 'QUANTITY_LIMIT_EXCEEDED' || code === 'ADD_AT_ONCE_LIMIT_EXCEEDED'
            ? t('cart.max_quantity_reached')
            : settled.message
              ? t(messageKey(settled.message), { name })
              : t('cart.add_variant_error');
        messages.show({ kind: 'error', text });
        return { ok: false, code };
      } finally {
        setPending((count) => count - 1);
      }
    },
    [client, messages, setCart, t],
  );

  const value = useMemo<CartState>(() => {
    const total = totalQuantity(lines);
    return {
      cart,
      lines,
      totalQuantity: total,
      badge: cartBadgeText(total),
      pending,
      differences,
      pendingMerge,
      quantityOf: (variantId) =>
        lines
          .filter((line) => line.variant.id === variantId)
          .reduce((sum, line) => sum + line.quantity, 0),
      change,
      setCart,
      refresh,
    };
  }, [cart, change, differences, lines, pending, pendingMerge, refresh, setCart]);
  return (
    <CartContext.Provider value={value}>
      {/* The header's badge and cart panel read the count through the shell's summary. */}
      <CartSummaryProvider count={value.totalQuantity}>{children}</CartSummaryProvider>
    </CartContext.Provider>
  );
}
