import { loyaltyRoutes } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** POST /api/waon/dismiss: the gateway sets the dismissal cookie (storefront.md §4). */
export async function dismissExpiredLoyalty(client: Pick<JsonClient, 'post'>): Promise<void> {
  await callRoute(client, loyaltyRoutes.dismiss);
}
