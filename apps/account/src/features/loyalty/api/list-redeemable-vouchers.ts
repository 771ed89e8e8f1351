import { loyaltyRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type RedeemablePage = RouteAnswer<typeof loyaltyRoutes.redeemableVouchers>['data'];
export type RedeemableVoucher = RedeemablePage['vouchers'][number];

/** GET /api/waon/redeemable-vouchers/page/{n} (storefront.md §7): offers to buy with points, page n. */
export async function listRedeemableVouchers(
  client: RouteClient<typeof loyaltyRoutes.redeemableVouchers>,
  n: number,
): Promise<RedeemablePage> {
  return (await callRoute(client, loyaltyRoutes.redeemableVouchers, { params: { n } })).data;
}
