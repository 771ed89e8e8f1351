import { listRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

export interface ListChanges {
  listName?: string;
  reminder?: { intervalDays: number } | null;
}

/** PUT /api/lists/update (accounts.md §7): renames the list or sets its reminder; lines stay. */
export async function updateShoppingList(
  client: RouteClient<typeof listRoutes.update>,
  shoppingListId: string,
  changes: ListChanges,
): Promise<void> {
  await callRoute(client, listRoutes.update, { body: { shoppingList: { shoppingListId, ...changes } } });
}
