import { organizationControlRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';
import type { z } from 'zod';

export type SpendingLimitsBody = z.input<typeof organizationControlRoutes.setSpendingLimits.body>;

/** PUT /api/organization/spending-limits: replaces the role and per-user limits. */
export async function setSpendingLimits(client: RouteClient<typeof organizationControlRoutes.setSpendingLimits>, body: SpendingLimitsBody): Promise<void> {
  await callRoute(client, organizationControlRoutes.setSpendingLimits, { body });
}
