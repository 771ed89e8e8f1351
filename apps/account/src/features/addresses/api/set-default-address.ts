import { addressRoutes } from '@gio/contracts';
import type { AccountScope } from '@gio/domain-enums';
import { callRoute, type RouteClient } from '@gio/data-access';

/** PUT /api/default_address: the default address of one account scope (accounts.md §7). */
export async function setDefaultAddress(
  client: RouteClient<typeof addressRoutes.defaultAddress>,
  id: string,
  accountScope: AccountScope,
): Promise<void> {
  await callRoute(client, addressRoutes.defaultAddress, {
    body: { id, changed: true, accountScope },
  });
}
