import { billingRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type BillingState = RouteAnswer<typeof billingRoutes.listBilling>['data'];
export type SavedCard = BillingState['billingInfos'][number];
export type SavedPaymentMethod = BillingState['paymentMethods'][number];

/** GET /api/billing (libs/contracts: the account page's read of accounts.md §7 billing): cards, default card, payment methods. */
export async function listBilling(client: RouteClient<typeof billingRoutes.listBilling>): Promise<BillingState> {
  return (await callRoute(client, billingRoutes.listBilling)).data;
}
