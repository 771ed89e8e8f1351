import { cartRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type CartItemsAnswer = RouteAnswer<typeof cartRoutes.addList>;

/** POST /api/carts/add-list with listId (storefront.md §7 "Cart"): every line of a list. */
export function addListToCart(
  client: Pick<JsonClient, 'post'>,
  listId: string,
): Promise<CartItemsAnswer> {
  return callRoute(client, cartRoutes.addList, { body: { listId } });
}
