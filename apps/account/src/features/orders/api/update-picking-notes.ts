import { orderRoutes, type OrderView } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/**
 * POST /api/order-details/update-express-item (accounts.md §7): the picking notes of one line of
 * an express order (empty clears them); the response's data (the order) is read.
 */
export async function updatePickingNotes(
  client: RouteClient<typeof orderRoutes.updateExpressItem>,
  orderGid: string,
  variantId: string,
  pickingNotes: string,
): Promise<OrderView> {
  return (
    await callRoute(client, orderRoutes.updateExpressItem, {
      body: { orderId: orderGid, variantId, pickingNotes: pickingNotes.trim() },
    })
  ).data.order as OrderView;
}
