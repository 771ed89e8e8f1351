import { cartRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';
import type { CartItemsAnswer } from './add-variants-to-cart';

/**
 * POST /api/carts/add-list: the list's lines into the cart. `filter` is a fulfilment filter
 * (LOCAL_DELIVERY, IN_STORE_PICKUP) or a comma list of variant ids; none adds every line.
 */
export async function addListToCart(
  client: RouteClient<typeof cartRoutes.addList>,
  listId: string,
  filter?: string,
): Promise<CartItemsAnswer> {
  const body = filter ? { listId, filter } : { listId };
  return (await callRoute(client, cartRoutes.addList, { body })).data;
}
