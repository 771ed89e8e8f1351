import { listRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type ListAnswer = RouteAnswer<typeof listRoutes.update>;

/**
 * PUT /api/lists/update with shoppingList (accounts.md §7): one more of the variant in the list
 * named by its gid (a variant already listed gains the quantity).
 */
export function addToList(
  client: Pick<JsonClient, 'put'>,
  gid: string,
  variantId: string,
): Promise<ListAnswer> {
  return callRoute(client, listRoutes.update, {
    body: { shoppingList: { gid, listVariant: { variantId, quantity: 1 } } },
  });
}
