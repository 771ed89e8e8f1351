import type { cartRoutes } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { z } from 'zod';

export type CartBuilderAnswer = z.infer<(typeof cartRoutes)['builder']['response']>;

/** GET /api/carts/builder?ids={ids} (storefront.md §7 "Cart"): the variants of a product list. */
export function getCartBuilder(
  client: Pick<JsonClient, 'get'>,
  ids: readonly string[],
): Promise<CartBuilderAnswer> {
  return client.get<CartBuilderAnswer>(
    `/api/carts/builder?ids=${ids.map(encodeURIComponent).join(',')}`,
  );
}
