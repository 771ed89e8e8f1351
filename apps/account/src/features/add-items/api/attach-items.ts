import { orderRoutes, type OrderView } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';
import type { AttachItem } from './preview-attach';

/** PUT /api/post-order-attach/{id} (accounts.md §7): the lines join the order; the order as it is now. */
export async function attachItems(
  client: RouteClient<typeof orderRoutes.attach>,
  orderGid: string,
  items: readonly AttachItem[],
): Promise<OrderView> {
  const answer = await callRoute(client, orderRoutes.attach, {
    params: { id: orderGid },
    body: { postOrderAttachVariants: [...items] },
  });
  return answer.data.order;
}
