import type { JsonClient } from '@gio/data-access';

export interface NotifyWhenInStockRequest {
  variantId: string;
  warehouseId: string;
  fulfillerVariantFulfillmentMethod: number;
}

/** POST /api/product/notify-when-instock (accounts.md §7 "Lists, favourites and product data"). */
export function notifyWhenInStock(
  client: Pick<JsonClient, 'post'>,
  request: NotifyWhenInStockRequest,
): Promise<unknown> {
  return client.post('/api/product/notify-when-instock', request);
}
