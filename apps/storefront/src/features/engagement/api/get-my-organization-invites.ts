import type { organizationRoutes } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { z } from 'zod';

type MyInvitesAnswer = z.infer<(typeof organizationRoutes)['myInvites']['response']>;
export type MyOrganizationInvite = MyInvitesAnswer['data']['invites'][number];

/** GET /api/organization/my-invites: the open invites to the signed-in user's address. */
export async function getMyOrganizationInvites(
  client: Pick<JsonClient, 'get'>,
): Promise<MyOrganizationInvite[]> {
  return (await client.get<MyInvitesAnswer>('/api/organization/my-invites')).data.invites;
}
