import { cartRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';
import type { CartAddResult } from './add-order-to-cart';

/** POST /api/carts/add-variants-by-ids with one id: one unit of a variant into the cart. */
export async function addVariantToCart(
  client: RouteClient<typeof cartRoutes.addVariantsByIds>,
  variantId: string,
): Promise<CartAddResult> {
  const answer = await callRoute(client, cartRoutes.addVariantsByIds, { body: { ids: [variantId] } });
  return { items: answer.data.items, totalQuantity: answer.data.cart.totalQuantity };
}
