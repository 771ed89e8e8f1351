import { listRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** POST /api/lists/change (accounts.md §7): one line's quantity; 0 removes the line. */
export async function changeListLine(
  client: RouteClient<typeof listRoutes.change>,
  shoppingListId: string,
  variantId: string,
  quantity: number,
): Promise<void> {
  await callRoute(client, listRoutes.change, {
    body: { shoppingListId, listVariant: { variantId, quantity } },
  });
}
