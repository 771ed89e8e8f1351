import { loyaltyRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type MemberInfoAnswer = RouteAnswer<typeof loyaltyRoutes.memberInfo>;

/** GET /api/waon/member-info (storefront.md §7 "Loyalty"): the loyalty prompt's details. */
export async function getMemberInfo(
  client: Pick<JsonClient, 'get'>,
): Promise<MemberInfoAnswer['data']> {
  return (await callRoute(client, loyaltyRoutes.memberInfo)).data;
}
