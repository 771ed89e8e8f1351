import type { favoriteRoutes } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { z } from 'zod';

export type FavoriteAnswer = z.infer<(typeof favoriteRoutes)['addFavorite']['response']>;

/** POST /api/product/add-favorite with variantId (accounts.md §7). */
export function addFavorite(
  client: Pick<JsonClient, 'post'>,
  variantId: string,
): Promise<FavoriteAnswer> {
  return client.post<FavoriteAnswer>('/api/product/add-favorite', { variantId });
}
