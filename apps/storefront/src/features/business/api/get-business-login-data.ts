import { organizationRoutes } from '@gio/contracts';
import { callRoute, type JsonClient, type RouteAnswer } from '@gio/data-access';

export type LoginDataAnswer = RouteAnswer<typeof organizationRoutes.loginData>['data'];

/** GET /api/organization/login-data: the B2B login data and whether it shows on this sign-in. */
export async function getBusinessLoginData(
  client: Pick<JsonClient, 'get'>,
): Promise<LoginDataAnswer> {
  return (await callRoute(client, organizationRoutes.loginData)).data;
}
