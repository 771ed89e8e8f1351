import { cartRoutes, type CartVariantInput } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type CartChangeAnswer = RouteAnswer<typeof cartRoutes.changePut>;

/** PUT /api/carts/change with cartVariant (storefront.md §7 "Cart"): the new quantity of a line. */
export function changeCart(
  client: Pick<JsonClient, 'put'>,
  cartVariant: CartVariantInput,
): Promise<CartChangeAnswer> {
  return callRoute(client, cartRoutes.changePut, { body: { cartVariant } });
}
