import type { CartItemOutcome, CartView } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';

/** The answer of POST /api/carts/merge (libs/contracts `cartRoutes.merge`). */
export interface CartMergeAnswer {
  data: { cart: CartView; merged: CartItemOutcome[] };
}

/** POST /api/carts/merge with an empty payload (storefront.md §7): the guest cart joins the user's. */
export function mergeCart(client: Pick<JsonClient, 'post'>): Promise<CartMergeAnswer> {
  return client.post<CartMergeAnswer>('/api/carts/merge', {});
}
