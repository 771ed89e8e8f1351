import { authRoutes } from '@gio/contracts';
import { callRoute, type RouteAnswer, type RouteClient } from '@gio/data-access';

/** GET /api/apple-sign-in/config: what Sign in with Apple JS needs (accounts.md §7), fresh state and nonce each time. */
export async function getAppleSignInConfig(
  client: RouteClient<typeof authRoutes.appleSignInConfig>,
): Promise<RouteAnswer<typeof authRoutes.appleSignInConfig>['data']> {
  return (await callRoute(client, authRoutes.appleSignInConfig)).data;
}
