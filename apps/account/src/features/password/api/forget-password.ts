import { authRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/**
 * POST /api/forget-password without a code: a reset link goes by e-mail when the address has an
 * account. The answer is the same either way (accounts.md: sign-in calls never tell whether an
 * account exists).
 */
export async function forgetPassword(client: RouteClient<typeof authRoutes.forgetPassword>, email: string): Promise<void> {
  await callRoute(client, authRoutes.forgetPassword, { body: { email } });
}
