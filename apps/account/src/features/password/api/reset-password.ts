import { authRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** POST /api/reset-password: the e-mailed token (single use, one hour) and the new password; 566 when it is spent or expired. */
export async function resetPassword(
  client: RouteClient<typeof authRoutes.resetPassword>,
  reset: { token: string; newPassword: string },
): Promise<void> {
  await callRoute(client, authRoutes.resetPassword, { body: reset });
}
