import { cartRoutes, type CartItemOutcome } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** What a bulk add did: each item's outcome and the cart's units afterwards (the header badge). */
export interface CartAddResult {
  items: CartItemOutcome[];
  totalQuantity: number;
}

/** POST /api/carts/add-order (storefront.md §7): the order's lines through the cart's add rules. */
export async function addOrderToCart(
  client: RouteClient<typeof cartRoutes.addOrder>,
  orderGid: string,
): Promise<CartAddResult> {
  const answer = await callRoute(client, cartRoutes.addOrder, { body: { orderId: orderGid } });
  return { items: answer.data.items, totalQuantity: answer.data.cart.totalQuantity };
}
