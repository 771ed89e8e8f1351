import { orderRoutes, type OrderView } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** GET /api/order/{orderGid} (accounts.md §7): the order, read from data.order. */
export async function getOrder(client: RouteClient<typeof orderRoutes.order>, orderGid: string): Promise<OrderView> {
  const answer = await callRoute(client, orderRoutes.order, { params: { orderGid } });
  return answer.data.order;
}
