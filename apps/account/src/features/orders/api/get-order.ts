import { orderRoutes, type OrderView } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/**
 * GET /api/order/{orderGid} (accounts.md §7): one order of the shopper, read from data.order.
 * A gid that is not numeric is refused with 'orderGid is null or undefined' (400), an order
 * that is not the shopper's is 404; the page says "not found" for both.
 */
export async function getOrder(
  client: RouteClient<typeof orderRoutes.order>,
  orderGid: string,
): Promise<OrderView> {
  return (await callRoute(client, orderRoutes.order, { params: { orderGid } })).data
    .order as OrderView;
}
