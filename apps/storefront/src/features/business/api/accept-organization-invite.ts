import { organizationRoutes } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** POST /api/organization/invites/{code}/accept: the signed-in user joins the organisation. */
export async function acceptOrganizationInvite(
  client: Pick<JsonClient, 'post'>,
  code: string,
): Promise<void> {
  await callRoute(client, organizationRoutes.acceptInvite, { params: { code } });
}
