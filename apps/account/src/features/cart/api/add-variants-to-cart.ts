import { cartRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type CartItemsAnswer = RouteAnswer<typeof cartRoutes.addVariantsByIds>['data'];

/** POST /api/carts/add-variants-by-ids: one unit of each variant (a favourite's add to cart). */
export async function addVariantsToCart(
  client: RouteClient<typeof cartRoutes.addVariantsByIds>,
  ids: readonly string[],
): Promise<CartItemsAnswer> {
  return (await callRoute(client, cartRoutes.addVariantsByIds, { body: { ids: [...ids] } })).data;
}
