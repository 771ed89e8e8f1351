import { billingRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** PUT /api/default_billing: the card checkout offers first (accounts.md §7). */
export async function setDefaultBilling(client: RouteClient<typeof billingRoutes.defaultBilling>, id: string): Promise<void> {
  await callRoute(client, billingRoutes.defaultBilling, { body: { id, changed: true, type: 'creditCard' } });
}
