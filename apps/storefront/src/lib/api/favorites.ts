import { favoriteRoutes, ListErrorCode } from '@gio/contracts';
import { ApiError, callRoute, type JsonClient } from '@gio/data-access';

/** GET /api/favorites/ids: which variants are the signed-in shopper's favourites (the hearts). */
export async function getFavoriteIds(client: Pick<JsonClient, 'get'>): Promise<string[]> {
  return (await callRoute(client, favoriteRoutes.favoriteIds)).data.variantIds;
}

/** POST /api/product/add-favorite or remove-favorite with variantId (accounts.md §7). */
export async function setFavorite(
  client: Pick<JsonClient, 'post'>,
  variantId: string,
  favorite: boolean,
): Promise<boolean> {
  const route = favorite ? favoriteRoutes.addFavorite : favoriteRoutes.removeFavorite;
  return (await callRoute(client, route, { body: { variantId } })).data.isFavorite;
}

/** The gateway refused a favourite more: the shopper keeps the most there may be. */
export const isFavoritesLimit = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ListErrorCode.FAVORITES_LIMIT;
