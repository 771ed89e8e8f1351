import { cartRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type CartBuilderAnswer = RouteAnswer<typeof cartRoutes.builder>;

/** GET /api/carts/builder?ids={ids} (storefront.md §7 "Cart"): the variants of a product list. */
export function getCartBuilder(
  client: Pick<JsonClient, 'get'>,
  ids: readonly string[],
): Promise<CartBuilderAnswer> {
  return callRoute(client, cartRoutes.builder, { query: { ids: ids.join(',') } });
}
