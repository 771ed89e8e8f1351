import type { loyaltyRoutes } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { z } from 'zod';

export type MemberInfoAnswer = z.infer<(typeof loyaltyRoutes)['memberInfo']['response']>;

/** GET /api/waon/member-info (storefront.md §7 "Loyalty"): the loyalty prompt's details. */
export async function getMemberInfo(
  client: Pick<JsonClient, 'get'>,
): Promise<MemberInfoAnswer['data']> {
  return (await client.get<MemberInfoAnswer>('/api/waon/member-info')).data;
}
