import { organizationControlRoutes, type ApprovalsPage } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** GET /api/organization/approvals: what waits for the approver, and the caller's own held orders. */
export async function getApprovals(client: RouteClient<typeof organizationControlRoutes.approvals>): Promise<ApprovalsPage> {
  return (await callRoute(client, organizationControlRoutes.approvals)).data;
}
