import { authRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/**
 * POST /api/change-password (accounts.md §7). The gateway gives this browser a new session and
 * ends the others, so the answer carries the new CSRF token: later calls must send it.
 */
export async function changePassword(
  client: RouteClient<typeof authRoutes.changePassword>,
  passwords: { currentPassword: string; newPassword: string },
): Promise<{ csrfToken: string }> {
  const answer = await callRoute(client, authRoutes.changePassword, { body: passwords });
  return { csrfToken: answer.data.csrfToken };
}
