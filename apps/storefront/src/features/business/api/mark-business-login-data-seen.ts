import { organizationRoutes } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** POST /api/organization/login-data/seen: the notice stays closed until the next sign-in. */
export async function markBusinessLoginDataSeen(client: Pick<JsonClient, 'post'>): Promise<void> {
  await callRoute(client, organizationRoutes.loginDataSeen);
}
