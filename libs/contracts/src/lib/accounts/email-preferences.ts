import { z } from 'zod';
import type { RestRoute } from '../rest';

/**
 * E-mail preferences (accounts.md §2 "Account sub-pages also exist for email preferences"; the
 * spec shows no calls, so these are the gateway's own): what a person chose to receive, per
 * topic, and the one-click unsubscribe every non-transactional e-mail carries (RFC 8058).
 * Transactional e-mail — codes, password links, invitations — is not a topic and always goes.
 */

/** The topics a person may leave, in the order the preferences page shows them. */
export const EMAIL_TOPICS = [
  'orderUpdates',
  'offers',
  'newsletter',
  'backInStock',
  'listReminders',
] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];
export const emailTopicSchema = z.enum(EMAIL_TOPICS);

/** Whether each topic is received (true) or left (false). */
export const emailTopicChoicesSchema = z.object({
  orderUpdates: z.boolean(),
  offers: z.boolean(),
  newsletter: z.boolean(),
  backInStock: z.boolean(),
  listReminders: z.boolean(),
}) satisfies z.ZodType<Record<EmailTopic, boolean>>;
export type EmailTopicChoices = z.infer<typeof emailTopicChoicesSchema>;

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const emailPreferencesSchema = z.object({
  /** The address the choices apply to: the account's e-mail. */
  email: z.string(),
  topics: emailTopicChoicesSchema,
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** An unsubscribe link's token: signed by the gateway, naming an address and a topic. */
const unsubscribeToken = z.string().min(20).max(2000);

/** What an unsubscribe link is about, for the page that asks before leaving. */
export const unsubscribeLinkSchema = z.object({
  /** The address, partly hidden (`ng***@gio.vn`): the link may have been forwarded. */
  maskedEmail: z.string(),
  topic: emailTopicSchema,
  /** Still receiving this topic. */
  subscribed: z.boolean(),
});
export type UnsubscribeLink = z.infer<typeof unsubscribeLinkSchema>;

export const emailPreferenceRoutes = {
  /** The signed-in user's choices; a topic never chosen is received. */
  preferences: {
    method: 'GET',
    path: '/api/account/email-preferences',
    response: dataOf(emailPreferencesSchema),
  },
  /** Changes the topics sent; the others keep their choice. */
  updatePreferences: {
    method: 'PUT',
    path: '/api/account/email-preferences',
    body: z.object({ topics: emailTopicChoicesSchema.partial().strict() }).strict(),
    response: dataOf(emailPreferencesSchema),
  },
  /** What an unsubscribe link names (the page opened from an e-mail; no sign-in needed). */
  unsubscribeLink: {
    method: 'GET',
    path: '/api/email-preferences/unsubscribe',
    query: z.object({ token: unsubscribeToken }),
    response: dataOf(unsubscribeLinkSchema),
  },
  /** Leaves the topic an unsubscribe link names; leaving twice is the same as once. */
  unsubscribe: {
    method: 'POST',
    path: '/api/email-preferences/unsubscribe',
    body: z.object({ token: unsubscribeToken }).strict(),
    response: dataOf(unsubscribeLinkSchema),
  },
} as const satisfies Record<string, RestRoute>;

/**
 * The RFC 8058 one-click address of `List-Unsubscribe-Post`: mail clients POST
 * `List-Unsubscribe=One-Click` as a form to it, with the token in its query, and no CSRF token.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/email-preferences/one-click';
/** The page of the account app an e-mail's unsubscribe link opens (`?token=`). */
export const UNSUBSCRIBE_PAGE_PATH = '/email-preferences/unsubscribe';
