import { orderRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type OrderHistoryPage = RouteAnswer<typeof orderRoutes.orderHistory>['data'];
export type OrderHistoryQuery = { cursor?: string; limit?: number };

/**
 * GET /api/order-history (accounts.md §7 "Orders"): a page of orders, newest first. A later page
 * is the GET of the previous answer's pagination URL, whose query (its opaque cursor and its
 * limit) comes here unchanged.
 */
export async function listOrders(
  client: RouteClient<typeof orderRoutes.orderHistory>,
  query: OrderHistoryQuery = {},
): Promise<OrderHistoryPage> {
  return (await callRoute(client, orderRoutes.orderHistory, { query })).data;
}
