import { addressRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** DELETE /api/address/{id} (accounts.md §7). */
export async function deleteAddress(
  client: RouteClient<typeof addressRoutes.deleteAddress>,
  id: string,
): Promise<void> {
  await callRoute(client, addressRoutes.deleteAddress, { params: { id } });
}
