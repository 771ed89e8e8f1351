import { favoriteRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type Favorite = RouteAnswer<typeof favoriteRoutes.favorites>['data']['favorites'][number];

/** GET /api/favorites: the shopper's favourites, newest first, each with its variant. */
export async function listFavorites(
  client: RouteClient<typeof favoriteRoutes.favorites>,
): Promise<Favorite[]> {
  return (await callRoute(client, favoriteRoutes.favorites)).data.favorites;
}
