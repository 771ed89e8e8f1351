import { listRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type SavedList = RouteAnswer<typeof listRoutes.update>['data']['shoppingList'];

/**
 * PUT /api/lists/update (accounts.md §7): one more of the variant in the list (a variant already
 * listed gains the quantity).
 */
export async function addToShoppingList(
  client: Pick<JsonClient, 'put'>,
  shoppingListId: string,
  variantId: string,
): Promise<SavedList> {
  const answer = await callRoute(client, listRoutes.update, {
    body: { shoppingList: { shoppingListId, listVariant: { variantId, quantity: 1 } } },
  });
  return answer.data.shoppingList;
}
