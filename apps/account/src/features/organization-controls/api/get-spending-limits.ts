import { organizationControlRoutes, type SpendingLimitsView } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** GET /api/organization/spending-limits (owners and admins). */
export async function getSpendingLimits(client: RouteClient<typeof organizationControlRoutes.spendingLimits>): Promise<SpendingLimitsView> {
  return (await callRoute(client, organizationControlRoutes.spendingLimits)).data;
}
