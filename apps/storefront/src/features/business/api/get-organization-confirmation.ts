import { organizationRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

type ConfirmationAnswer = RouteAnswer<typeof organizationRoutes.confirmation>;

/** GET /api/organization/confirmation: the oldest organisation update not yet cleared. */
export async function getOrganizationConfirmation(
  client: Pick<JsonClient, 'get'>,
): Promise<ConfirmationAnswer['data']['confirmation']> {
  return (await callRoute(client, organizationRoutes.confirmation)).data.confirmation;
}
