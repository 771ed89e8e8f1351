import { listRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type ShoppingList = RouteAnswer<typeof listRoutes.list>['data']['shoppingList'];
export type ShoppingListLine = ShoppingList['listVariant'][number];

/** GET /api/lists/{gid}: one list with its lines, newest first. */
export async function getShoppingList(
  client: RouteClient<typeof listRoutes.list>,
  gid: string,
): Promise<ShoppingList> {
  return (await callRoute(client, listRoutes.list, { params: { gid } })).data.shoppingList;
}
