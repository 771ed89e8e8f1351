import { authRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** PUT /api/current_user/name (accounts.md §7). */
export async function updateName(
  client: RouteClient<typeof authRoutes.currentUserName>,
  name: { firstName: string; lastName: string },
): Promise<void> {
  await callRoute(client, authRoutes.currentUserName, { body: name });
}
