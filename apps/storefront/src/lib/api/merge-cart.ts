import { cartRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type CartMergeAnswer = RouteAnswer<typeof cartRoutes.merge>;

/**
 * POST /api/carts/merge (storefront.md §7 "Cart"): the guest cart joins the signed-in user's.
 * `headers` carries the CSRF token a sign-in just rotated, before the page knows it.
 */
export function mergeCart(
  client: Pick<JsonClient, 'post'>,
  headers?: Record<string, string>,
): Promise<CartMergeAnswer> {
  return callRoute(client, cartRoutes.merge, { headers });
}
