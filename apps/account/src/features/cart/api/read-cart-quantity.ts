import { cartRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** GET /api/carts/summary: the units in the visitor's cart, for the header's badge. */
export async function readCartQuantity(
  client: RouteClient<typeof cartRoutes.summary>,
): Promise<number> {
  const answer = await callRoute(client, cartRoutes.summary);
  return answer.data.totalQuantity;
}
