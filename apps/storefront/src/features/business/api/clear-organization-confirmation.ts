import { organizationRoutes } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** A GET in the spec (accounts.md §7): clears the confirmations once the modal was shown. */
export async function clearOrganizationConfirmation(
  client: Pick<JsonClient, 'get'>,
): Promise<void> {
  await callRoute(client, organizationRoutes.clearConfirmation);
}
