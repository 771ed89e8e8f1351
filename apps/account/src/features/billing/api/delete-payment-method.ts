import { billingRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** DELETE /api/payment-method/{id} with isDefault (accounts.md §7): a saved card's card goes with it. */
export async function deletePaymentMethod(
  client: RouteClient<typeof billingRoutes.deletePaymentMethod>,
  id: string,
  isDefault: boolean,
): Promise<void> {
  await callRoute(client, billingRoutes.deletePaymentMethod, { params: { id }, body: { isDefault } });
}
