import { authRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** POST /api/verify-code: confirms the number the last code went to; 566 OTP_ERROR for a wrong or expired code. */
export async function verifyCode(client: RouteClient<typeof authRoutes.verifyCode>, code: string): Promise<void> {
  await callRoute(client, authRoutes.verifyCode, { body: { code } });
}
