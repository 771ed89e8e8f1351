import type { cartRoutes } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { z } from 'zod';

export type AddVariantsAnswer = z.infer<(typeof cartRoutes)['addVariantsByIds']['response']>;

/** POST /api/carts/add-variants-by-ids with ids (storefront.md §7 "Cart"): one of each. */
export function addVariantsToCart(
  client: Pick<JsonClient, 'post'>,
  ids: readonly string[],
): Promise<AddVariantsAnswer> {
  return client.post<AddVariantsAnswer>('/api/carts/add-variants-by-ids', { ids });
}
