import { addressRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type AddressList = RouteAnswer<typeof addressRoutes.listAddresses>['data'];
export type SavedAddress = AddressList['addresses'][number];

/** GET /api/addresses: every address of the user, each marked default of its scope or not. */
export async function listAddresses(
  client: RouteClient<typeof addressRoutes.listAddresses>,
): Promise<AddressList> {
  return (await callRoute(client, addressRoutes.listAddresses)).data;
}
