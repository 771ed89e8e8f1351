import { ListErrorCode, listRoutes } from '@gio/contracts';
import { ApiError, callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type ListChoice = RouteAnswer<typeof listRoutes.lists>['data']['shoppingLists'][number];
export type SavedList = RouteAnswer<typeof listRoutes.update>['data']['shoppingList'];

/** GET /api/lists: the signed-in shopper's lists, to choose one. */
export async function getShoppingLists(client: Pick<JsonClient, 'get'>): Promise<ListChoice[]> {
  return (await callRoute(client, listRoutes.lists)).data.shoppingLists;
}

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

/** POST /api/lists/create (accounts.md §7): a new list holding the variant. */
export async function createShoppingListWith(
  client: Pick<JsonClient, 'post'>,
  listName: string,
  variantId: string,
): Promise<SavedList> {
  const answer = await callRoute(client, listRoutes.create, {
    body: { listName, listVariant: { variantId, quantity: 1 } },
  });
  return answer.data.shoppingList;
}

/** The message key of a refused add: the lists limit, a full list, else the default. */
export function listErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'add_to_list.error';
  if (error.code === ListErrorCode.SHOPPING_LIST_LIMIT) return 'add_to_list.limit';
  if (error.code === ListErrorCode.SHOPPING_LIST_FULL) return 'add_to_list.full';
  return 'add_to_list.error';
}
