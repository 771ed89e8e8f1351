import { listRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type ShoppingListSummary = RouteAnswer<typeof listRoutes.lists>['data']['shoppingLists'][number];

/** GET /api/lists: the shopper's lists, without their lines. */
export async function listShoppingLists(
  client: RouteClient<typeof listRoutes.lists>,
): Promise<ShoppingListSummary[]> {
  return (await callRoute(client, listRoutes.lists)).data.shoppingLists;
}
