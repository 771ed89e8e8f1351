import type { cartRoutes } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { z } from 'zod';

export type CartItemsAnswer = z.infer<(typeof cartRoutes)['addList']['response']>;

/** POST /api/carts/add-list with listId (storefront.md §7 "Cart"): every line of a list. */
export function addListToCart(
  client: Pick<JsonClient, 'post'>,
  listId: string,
): Promise<CartItemsAnswer> {
  return client.post<CartItemsAnswer>('/api/carts/add-list', { listId });
}
