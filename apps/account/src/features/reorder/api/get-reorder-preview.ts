import { orderRoutes, type ReorderPreview } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** GET /api/orders/{id}/reorder-preview: each line of the order as the cart would take it today. */
export async function getReorderPreview(
  client: RouteClient<typeof orderRoutes.reorderPreview>,
  orderGid: string,
): Promise<ReorderPreview> {
  const answer = await callRoute(client, orderRoutes.reorderPreview, { params: { id: orderGid } });
  return answer.data.preview;
}
