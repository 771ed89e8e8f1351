import { organizationRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** PUT /api/organization/users/{userId}/role: Member 2, Cart Editor 3 or Admin 4. */
export async function changeRole(
  client: RouteClient<typeof organizationRoutes.changeRole>,
  userId: string,
  accountLevel: 2 | 3 | 4,
): Promise<void> {
  await callRoute(client, organizationRoutes.changeRole, { params: { userId }, body: { accountLevel } });
}
