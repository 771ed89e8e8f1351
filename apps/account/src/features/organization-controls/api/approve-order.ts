import { organizationControlRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

/**
 * POST /api/organization/approvals/{gid}/approve with an Idempotency-Key: the same key for every
 * attempt of one decision, so a retry after a lost answer gives the same order.
 */
export async function approveOrder(
  client: RouteClient<typeof organizationControlRoutes.approve>,
  gid: string,
  idempotencyKey: string,
): Promise<RouteAnswer<typeof organizationControlRoutes.approve>['data']> {
  return (await callRoute(client, organizationControlRoutes.approve, { params: { gid }, headers: { 'Idempotency-Key': idempotencyKey } })).data;
}
