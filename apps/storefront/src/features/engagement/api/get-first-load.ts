import { engagementRoutes, type FirstLoadSignals } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';

/** GET /api/first-load: the server-side first-load modals that apply to this session. */
export async function getFirstLoadSignals(
  client: Pick<JsonClient, 'get'>,
): Promise<FirstLoadSignals> {
  const answer = await client.get<unknown>(engagementRoutes.firstLoad.path);
  return engagementRoutes.firstLoad.response.parse(answer).data;
}
