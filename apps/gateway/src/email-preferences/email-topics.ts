import type { EmailTopic } from '@gio/contracts';

/**
 * The topic of each outbox message kind that a person may leave. A kind missing here is
 * transactional — one-time codes, password links and notices, organisation invitations, the
 * sales desk's quote requests — and always goes, without an unsubscribe link.
 */
const TOPIC_OF_KIND: Readonly<Record<string, EmailTopic>> = {
  'back-in-stock': 'backInStock',
  'list-reminder': 'listReminders',
  'order-update': 'orderUpdates',
  offer: 'offers',
  newsletter: 'newsletter',
};

/** The topic of an outbox message kind, or null for a transactional message. */
export const topicOfKind = (kind: string): EmailTopic | null => TOPIC_OF_KIND[kind] ?? null;

/** An address shown on the unsubscribe page without giving it away: `ng***@gio.vn`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
