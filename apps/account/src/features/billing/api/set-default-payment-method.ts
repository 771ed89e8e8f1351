import { billingRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** PUT /api/default-payment-method/{id} (accounts.md §7). */
export async function setDefaultPaymentMethod(
  client: RouteClient<typeof billingRoutes.defaultPaymentMethod>,
  id: string,
): Promise<void> {
  await callRoute(client, billingRoutes.defaultPaymentMethod, { params: { id } });
}
