import type { organizationRoutes } from '@gio/contracts';
import type { JsonClient } from '@gio/data-access';
import type { z } from 'zod';

type LoginDataResponse = z.infer<(typeof organizationRoutes)['loginData']['response']>;
export type LoginDataAnswer = LoginDataResponse['data'];

/** GET /api/organization/login-data: the B2B login data and whether it shows on this sign-in. */
export async function getBusinessLoginData(
  client: Pick<JsonClient, 'get'>,
): Promise<LoginDataAnswer> {
  return (await client.get<LoginDataResponse>('/api/organization/login-data')).data;
}
