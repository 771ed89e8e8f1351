import { favoriteRoutes } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** POST /api/product/remove-favorite with variantId (accounts.md §7); answers the new state. */
export async function removeFavorite(
  client: Pick<JsonClient, 'post'>,
  variantId: string,
): Promise<boolean> {
  return (await callRoute(client, favoriteRoutes.removeFavorite, { body: { variantId } })).data
    .isFavorite;
}
