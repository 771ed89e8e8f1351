import { favoriteRoutes, ListErrorCode } from '@gio/contracts';
import { ApiError, callRoute, type JsonClient } from '@gio/data-access';

/** POST /api/product/add-favorite with variantId (accounts.md §7); answers the new state. */
export async function addFavorite(
  client: Pick<JsonClient, 'post'>,
  variantId: string,
): Promise<boolean> {
  return (await callRoute(client, favoriteRoutes.addFavorite, { body: { variantId } })).data
    .isFavorite;
}

/** The gateway refused a favourite more: the shopper keeps the most there may be. */
export const isFavoritesLimit = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ListErrorCode.FAVORITES_LIMIT;
