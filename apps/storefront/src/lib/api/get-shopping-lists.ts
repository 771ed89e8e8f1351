import { listRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type ListChoice = RouteAnswer<typeof listRoutes.lists>['data']['shoppingLists'][number];

/** GET /api/lists: the signed-in shopper's lists, to choose one. */
export async function getShoppingLists(client: Pick<JsonClient, 'get'>): Promise<ListChoice[]> {
  return (await callRoute(client, listRoutes.lists)).data.shoppingLists;
}
