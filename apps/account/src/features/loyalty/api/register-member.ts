import { loyaltyRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';
import type { MemberInfo } from './get-member-info';

/**
 * POST /api/waon/register-member (storefront.md §7): links a WAON card to the account, or renews
 * an expired membership with it; the terms must be accepted.
 */
export async function registerMember(
  client: RouteClient<typeof loyaltyRoutes.registerMember>,
  memberId: string,
): Promise<MemberInfo> {
  return (await callRoute(client, loyaltyRoutes.registerMember, { body: { memberId, agreeToTerms: true } })).data;
}
