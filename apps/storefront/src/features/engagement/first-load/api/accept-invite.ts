import type { engagementRoutes } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { z } from 'zod';

export type AcceptInviteAnswer = z.infer<(typeof engagementRoutes)['acceptInvite']['response']>;

/** POST /api/invite/accept with promoCode: the signed-in shopper takes a friend's invite. */
export function acceptInvite(
  client: Pick<JsonClient, 'post'>,
  promoCode: string,
): Promise<AcceptInviteAnswer> {
  return client.post<AcceptInviteAnswer>('/api/invite/accept', { promoCode });
}
