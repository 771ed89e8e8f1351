import { organizationControlRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** POST /api/organization/approvals/{gid}/reject: the held order is cancelled with the reason. */
export async function rejectOrder(client: RouteClient<typeof organizationControlRoutes.reject>, gid: string, reason: string): Promise<void> {
  await callRoute(client, organizationControlRoutes.reject, { params: { gid }, body: { reason } });
}
