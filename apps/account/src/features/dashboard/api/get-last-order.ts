import { orderRoutes, type OrderSummaryView } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** GET /api/order-history with a page of one: the newest order, or null before the first. */
export async function getLastOrder(client: RouteClient<typeof orderRoutes.orderHistory>): Promise<OrderSummaryView | null> {
  const answer = await callRoute(client, orderRoutes.orderHistory, { query: { limit: 1 } });
  return (answer.data.orders[0] as OrderSummaryView | undefined) ?? null;
}
