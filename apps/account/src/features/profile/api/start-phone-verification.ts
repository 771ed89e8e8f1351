import { authRoutes } from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/**
 * POST /api/phone-verification with `verify: true`: a code goes to the phone by SMS (accounts.md
 * §7); 596 PHONE_NUMBER_ALREADY_REGISTERED when another account has the number.
 */
export async function startPhoneVerification(
  client: RouteClient<typeof authRoutes.phoneVerification>,
  phone: string,
): Promise<{ codeSent: boolean }> {
  const answer = await callRoute(client, authRoutes.phoneVerification, { body: { phone, verify: true } });
  return { codeSent: answer.data.codeSent };
}
