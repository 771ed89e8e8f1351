import { organizationRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** DELETE /api/organization/users/{userId}: the user becomes a personal account again. */
export async function removeUser(
  client: RouteClient<typeof organizationRoutes.removeUser>,
  userId: string,
): Promise<void> {
  await callRoute(client, organizationRoutes.removeUser, { params: { userId } });
}
