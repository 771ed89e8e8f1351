import { backInStockRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer, type RouteCall } from '@gio/data-access';

const route = backInStockRoutes.notifyWhenInStock;

export type NotifyWhenInStockRequest = RouteCall<typeof route>['body'];

/** POST /api/product/notify-when-instock (accounts.md §7 "Lists, favourites and product data"). */
export function notifyWhenInStock(
  client: Pick<JsonClient, 'post'>,
  request: NotifyWhenInStockRequest,
): Promise<RouteAnswer<typeof route>> {
  return callRoute(client, route, { body: request });
}
