import { organizationRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type OrganizationUsers = RouteAnswer<typeof organizationRoutes.users>['data'];

/** GET /api/organization/users: the users with their levels; pending invites for owners and admins. */
export async function listOrganizationUsers(
  client: RouteClient<typeof organizationRoutes.users>,
): Promise<OrganizationUsers> {
  return (await callRoute(client, organizationRoutes.users)).data;
}
