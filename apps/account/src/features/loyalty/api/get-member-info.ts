import { loyaltyRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

export type MemberInfo = RouteAnswer<typeof loyaltyRoutes.memberInfo>['data'];

/** GET /api/waon/member-info (storefront.md §7 "Loyalty"): the membership, its status and points. */
export async function getMemberInfo(client: RouteClient<typeof loyaltyRoutes.memberInfo>): Promise<MemberInfo> {
  return (await callRoute(client, loyaltyRoutes.memberInfo)).data;
}
