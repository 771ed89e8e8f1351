import { engagementRoutes, type FirstLoadSignals } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** GET /api/first-load: the server-side first-load modals that apply to this session. */
export async function getFirstLoadSignals(
  client: Pick<JsonClient, 'get'>,
): Promise<FirstLoadSignals> {
  return (await callRoute(client, engagementRoutes.firstLoad)).data;
}
