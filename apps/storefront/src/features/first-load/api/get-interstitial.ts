import { engagementRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer, type RouteCall } from '@gio/data-access';

type Route = typeof engagementRoutes.interstitial;

/** The kinds of page the gateway picks interstitials for. */
export type InterstitialPage = NonNullable<NonNullable<RouteCall<Route>['query']>['page']>;
export type InterstitialAnswer = RouteAnswer<Route>['data'];

/** GET /api/interstitial with the page kind: the interstitials and the gateway's decision. */
export async function getInterstitial(
  client: Pick<JsonClient, 'get'>,
  page: InterstitialPage,
): Promise<InterstitialAnswer> {
  return (await callRoute(client, engagementRoutes.interstitial, { query: { page } })).data;
}
