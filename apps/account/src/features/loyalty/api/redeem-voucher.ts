import { loyaltyRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type Redemption = RouteAnswer<typeof loyaltyRoutes.redeemVoucher>['data'];

/**
 * POST /api/waon/redeem-voucher (storefront.md §7): buys a voucher offer with points; answers the
 * redeemed voucher (its code applies at checkout) and the membership with the points left.
 */
export async function redeemVoucher(
  client: RouteClient<typeof loyaltyRoutes.redeemVoucher>,
  voucherId: string,
): Promise<Redemption> {
  return (await callRoute(client, loyaltyRoutes.redeemVoucher, { body: { voucherId } })).data;
}
