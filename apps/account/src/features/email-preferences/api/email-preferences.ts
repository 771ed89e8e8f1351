import {
  authRoutes,
  emailPreferenceRoutes,
  type EmailPreferences,
  type EmailTopicChoices,
  type UnsubscribeLink,
} from '@gio/contracts';
import { callRoute, type RouteClient } from '@gio/data-access';

/** GET /api/account/email-preferences: the signed-in person's topics. */
export async function readEmailPreferences(
  client: RouteClient<typeof emailPreferenceRoutes.preferences>,
): Promise<EmailPreferences> {
  return (await callRoute(client, emailPreferenceRoutes.preferences)).data;
}

/** PUT /api/account/email-preferences: the topics chosen on the page. */
export async function updateEmailPreferences(
  client: RouteClient<typeof emailPreferenceRoutes.updatePreferences>,
  topics: Partial<EmailTopicChoices>,
): Promise<EmailPreferences> {
  return (await callRoute(client, emailPreferenceRoutes.updatePreferences, { body: { topics } })).data;
}

/** GET /api/email-preferences/unsubscribe: what an e-mail's unsubscribe link names. */
export async function readUnsubscribeLink(
  client: RouteClient<typeof emailPreferenceRoutes.unsubscribeLink>,
  token: string,
): Promise<UnsubscribeLink> {
  return (await callRoute(client, emailPreferenceRoutes.unsubscribeLink, { query: { token } })).data;
}

/** POST /api/email-preferences/unsubscribe: leaves the topic the link names. */
export async function unsubscribe(
  client: RouteClient<typeof emailPreferenceRoutes.unsubscribe>,
  token: string,
): Promise<UnsubscribeLink> {
  return (await callRoute(client, emailPreferenceRoutes.unsubscribe, { body: { token } })).data;
}

/** POST /api/gate-email-sign-up/confirm: the sign-up's confirmation link. */
export async function confirmSignUp(
  client: RouteClient<typeof authRoutes.confirmGateEmailSignUp>,
  token: string,
): Promise<{ maskedEmail: string; confirmType: string }> {
  return (await callRoute(client, authRoutes.confirmGateEmailSignUp, { body: { token } })).data;
}
