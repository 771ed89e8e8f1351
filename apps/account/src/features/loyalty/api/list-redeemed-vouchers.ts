import { loyaltyRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type RedeemedPage = RouteAnswer<typeof loyaltyRoutes.redeemedVouchers>['data'];
export type RedeemedVoucher = RedeemedPage['vouchers'][number];

/** GET /api/waon/redeemed-vouchers/page/{n} (storefront.md §7): the member's vouchers, page n. */
export async function listRedeemedVouchers(
  client: RouteClient<typeof loyaltyRoutes.redeemedVouchers>,
  n: number,
): Promise<RedeemedPage> {
  return (await callRoute(client, loyaltyRoutes.redeemedVouchers, { params: { n } })).data;
}
