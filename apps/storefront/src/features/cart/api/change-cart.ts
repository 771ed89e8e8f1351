import type { JsonClient } from '@gio/data-access';

/** A cart line change (storefront.md §3 "cart diff"): the new quantity of a variant in a warehouse. */
export interface CartChange {
  variantId: string;
  quantity: number;
  warehouse: string;
}

/** PUT /api/carts/change with cartVariant (storefront.md §7 "Cart"). */
export function changeCart(client: Pick<JsonClient, 'put'>, change: CartChange): Promise<unknown> {
  return client.put('/api/carts/change', { cartVariant: change });
}
