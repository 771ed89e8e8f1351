import { listRoutes } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';
import type { SavedList } from './add-to-shopping-list';

/** POST /api/lists/create (accounts.md §7): a new list holding the variant. */
export async function createShoppingList(
  client: Pick<JsonClient, 'post'>,
  listName: string,
  variantId: string,
): Promise<SavedList> {
  const answer = await callRoute(client, listRoutes.create, {
    body: { listName, listVariant: { variantId, quantity: 1 } },
  });
  return answer.data.shoppingList;
}
