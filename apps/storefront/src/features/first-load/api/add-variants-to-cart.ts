import { cartRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type AddVariantsAnswer = RouteAnswer<typeof cartRoutes.addVariantsByIds>;

/** POST /api/carts/add-variants-by-ids with ids (storefront.md §7 "Cart"): one of each. */
export function addVariantsToCart(
  client: Pick<JsonClient, 'post'>,
  ids: readonly string[],
): Promise<AddVariantsAnswer> {
  return callRoute(client, cartRoutes.addVariantsByIds, { body: { ids: [...ids] } });
}
