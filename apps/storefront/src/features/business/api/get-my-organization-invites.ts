import { organizationRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type MyOrganizationInvite = RouteAnswer<
  typeof organizationRoutes.myInvites
>['data']['invites'][number];

/** GET /api/organization/my-invites: the open invites to the signed-in user's address. */
export async function getMyOrganizationInvites(
  client: Pick<JsonClient, 'get'>,
): Promise<MyOrganizationInvite[]> {
  return (await callRoute(client, organizationRoutes.myInvites)).data.invites;
}
