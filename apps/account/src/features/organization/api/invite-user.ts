import { organizationRoutes, type OrganizationInvite } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';
import type { AccountLevel } from '@gio/domain-enums';

type AssignableLevel = 2 | 3 | 4;

/** POST /api/organization/invites: the invite e-mail goes out with its code. */
export async function inviteUser(
  client: RouteClient<typeof organizationRoutes.invite>,
  email: string,
  accountLevel: AccountLevel & AssignableLevel,
): Promise<OrganizationInvite> {
  return (await callRoute(client, organizationRoutes.invite, { body: { email, accountLevel } })).data.invite;
}
