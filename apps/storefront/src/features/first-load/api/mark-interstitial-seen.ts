import { engagementRoutes } from '@gio/contracts';
import { callRoute, type JsonClient } from '@gio/data-access';

/** POST /api/interstitial/seen: the interstitial joins the visitor's seen list. */
export async function markInterstitialSeen(
  client: Pick<JsonClient, 'post'>,
  interstitialId: string,
): Promise<void> {
  await callRoute(client, engagementRoutes.interstitialSeen, { body: { interstitialId } });
}
