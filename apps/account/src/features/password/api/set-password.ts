import { authRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** POST /api/set-password: a first password for an account made by a social sign-in (accounts.md §7). */
export async function setPassword(client: RouteClient<typeof authRoutes.setPassword>, newPassword: string): Promise<void> {
  await callRoute(client, authRoutes.setPassword, { body: { newPassword } });
}
