import { organizationRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** DELETE /api/organization/invites/{code}: the e-mailed link stops working. */
export async function revokeInvite(
  client: RouteClient<typeof organizationRoutes.revokeInvite>,
  code: string,
): Promise<void> {
  await callRoute(client, organizationRoutes.revokeInvite, { params: { code } });
}
