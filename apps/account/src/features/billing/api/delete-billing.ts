import { billingRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** DELETE /api/billing/{id}: a saved card (its payment method goes with it). */
export async function deleteBilling(client: RouteClient<typeof billingRoutes.deleteBilling>, id: string): Promise<void> {
  await callRoute(client, billingRoutes.deleteBilling, { params: { id } });
}
