import { favoriteRoutes } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** GET /api/favorites/ids: which variants are the signed-in shopper's favourites (the hearts). */
export async function getFavoriteIds(client: Pick<JsonClient, 'get'>): Promise<string[]> {
  return (await callRoute(client, favoriteRoutes.favoriteIds)).data.variantIds;
}
