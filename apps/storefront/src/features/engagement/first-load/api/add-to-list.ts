import type { listRoutes } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { z } from 'zod';

export type ListAnswer = z.infer<(typeof listRoutes)['update']['response']>;

/**
 * PUT /api/lists/update with shoppingList (accounts.md §7): one more of the variant in the list
 * named by its gid (a variant already listed gains the quantity).
 */
export function addToList(
  client: Pick<JsonClient, 'put'>,
  gid: string,
  variantId: string,
): Promise<ListAnswer> {
  return client.put<ListAnswer>('/api/lists/update', {
    shoppingList: { gid, listVariant: { variantId, quantity: 1 } },
  });
}
