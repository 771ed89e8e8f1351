import type { JsonClient } from '@gio/data-access';

/** A GET in the spec (accounts.md §7): clears the confirmations once the modal was shown. */
export async function clearOrganizationConfirmation(
  client: Pick<JsonClient, 'get'>,
): Promise<void> {
  await client.get('/api/organization/clear-confirmation');
}
