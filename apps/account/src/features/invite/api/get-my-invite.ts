import { engagementRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type MyInvite = RouteAnswer<typeof engagementRoutes.myInvite>['data']['invite'];

/**
 * GET /api/invite/code: the shopper's invite code (made on the first ask), its landing path and
 * how the invitations went (friends who joined, rewards credited).
 */
export async function getMyInvite(client: RouteClient<typeof engagementRoutes.myInvite>): Promise<MyInvite> {
  return (await callRoute(client, engagementRoutes.myInvite)).data.invite;
}
