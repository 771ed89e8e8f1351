import { listRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';
import type { ShoppingList } from './get-shopping-list';

/** POST /api/lists/create with listName (and a reminder) (accounts.md §7). */
export async function createShoppingList(
  client: RouteClient<typeof listRoutes.create>,
  listName: string,
  reminder: { intervalDays: number } | null,
): Promise<ShoppingList> {
  const answer = await callRoute(client, listRoutes.create, { body: { listName, reminder } });
  return answer.data.shoppingList;
}
