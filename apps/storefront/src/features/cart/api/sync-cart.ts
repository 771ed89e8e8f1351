import { cartRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type CartSyncAnswer = RouteAnswer<typeof cartRoutes.sync>;

/** GET /api/carts/sync (storefront.md §7 "Cart"): the shopper's cart when a page loads. */
export function syncCart(client: Pick<JsonClient, 'get'>): Promise<CartSyncAnswer> {
  return callRoute(client, cartRoutes.sync);
}
