import { favoriteRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** POST /api/product/remove-favorite with variantId (accounts.md §7). */
export async function removeFavorite(
  client: RouteClient<typeof favoriteRoutes.removeFavorite>,
  variantId: string,
): Promise<void> {
  await callRoute(client, favoriteRoutes.removeFavorite, { body: { variantId } });
}
