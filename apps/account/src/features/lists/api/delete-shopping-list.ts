import { listRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** DELETE /api/lists/delete/{id} (accounts.md §7). */
export async function deleteShoppingList(
  client: RouteClient<typeof listRoutes.delete>,
  id: string,
): Promise<void> {
  await callRoute(client, listRoutes.delete, { params: { id } });
}
