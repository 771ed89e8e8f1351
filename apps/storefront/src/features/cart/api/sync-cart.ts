import type { CartDifferences, CartView } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';

/** The answer of GET /api/carts/sync (libs/contracts `cartRoutes.sync`). */
export interface CartSyncAnswer {
  data: {
    cart: CartView;
    differences: CartDifferences;
    pendingMerge: { lineCount: number; totalQuantity: number } | null;
  };
}

/** GET /api/carts/sync (storefront.md §7 "Cart"): the shopper's cart when a page loads. */
export function syncCart(client: Pick<JsonClient, 'get'>): Promise<CartSyncAnswer> {
  return client.get<CartSyncAnswer>('/api/carts/sync');
}
