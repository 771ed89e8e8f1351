import { engagementRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type AcceptInviteAnswer = RouteAnswer<typeof engagementRoutes.acceptInvite>;

/** POST /api/invite/accept with promoCode: the signed-in shopper takes a friend's invite. */
export function acceptInvite(
  client: Pick<JsonClient, 'post'>,
  promoCode: string,
): Promise<AcceptInviteAnswer> {
  return callRoute(client, engagementRoutes.acceptInvite, { body: { promoCode } });
}
