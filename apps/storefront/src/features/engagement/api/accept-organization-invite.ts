import type { JsonClient } from '@gio/data-access';

/** POST /api/organization/invites/{code}/accept: the signed-in user joins the organisation. */
export async function acceptOrganizationInvite(
  client: Pick<JsonClient, 'post'>,
  code: string,
): Promise<void> {
  await client.post(`/api/organization/invites/${encodeURIComponent(code)}/accept`, {});
}
