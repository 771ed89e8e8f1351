import { favoriteRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** POST /api/product/add-favorite with variantId (accounts.md §7): the undo of a removal. */
export async function addFavorite(
  client: RouteClient<typeof favoriteRoutes.addFavorite>,
  variantId: string,
): Promise<void> {
  await callRoute(client, favoriteRoutes.addFavorite, { body: { variantId } });
}
