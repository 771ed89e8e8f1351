import { favoriteRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type FavoriteAnswer = RouteAnswer<typeof favoriteRoutes.addFavorite>;

/** POST /api/product/add-favorite with variantId (accounts.md §7). */
export function addFavorite(
  client: Pick<JsonClient, 'post'>,
  variantId: string,
): Promise<FavoriteAnswer> {
  return callRoute(client, favoriteRoutes.addFavorite, { body: { variantId } });
}
