import {
  AccountErrorCode,
  EMAIL_TOPICS,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_PAGE_PATH,
  type EmailPreferences,
  type EmailTopic,
  type EmailTopicChoices,
  type UnsubscribeLink,
} from '@gio/contracts';
import type { Database } from '../db/database';
import { AppError, unauthorized } from '../http/app-error';
import { text } from '../i18n/texts';
import type { OutboxMessage } from '../outbox/outbox';
import type { OutgoingMail, OutgoingMailPreparer } from '../outbox/outgoing-mail';
import {
  emailOfUser,
  hasLeftTopic,
  leaveTopics,
  leftTopics,
  rejoinTopics,
} from './email-preference-store';
import { maskEmail, topicOfKind } from './email-topics';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

const linkInvalid = () =>
  new AppError(
    400,
    AccountErrorCode.UNSUBSCRIBE_LINK_INVALID,
    'Liên kết huỷ đăng ký không hợp lệ.',
    'token',
  );

/**
 * E-mail preferences (accounts.md §2): a person's choice per topic, the unsubscribe links, and
 * what the outbox sends — a message of a topic its recipient left is kept back, every other
 * non-transactional one carries the one-click unsubscribe (RFC 8058 `List-Unsubscribe` and
 * `List-Unsubscribe-Post`) and a link in its text.
 */
export class EmailPreferenceService implements OutgoingMailPreparer {
  constructor(
    private readonly db: Database,
    private readonly tokens: UnsubscribeTokens,
    /** The shop's origin: the links in e-mails point there. */
    private readonly publicOrigin: string,
  ) {}

  /** The signed-in user's choices. */
  async preferences(userId: string): Promise<EmailPreferences> {
    const email = await emailOfUser(this.db, userId);
    if (email === null) throw unauthorized();
    return this.choicesOf(email);
  }

  /** Sets the topics named; the others keep their choice. */
  async update(userId: string, topics: Partial<EmailTopicChoices>): Promise<EmailPreferences> {
    const email = await emailOfUser(this.db, userId);
    if (email === null) throw unauthorized();
    const chosen = EMAIL_TOPICS.filter((topic) => topics[topic] !== undefined);
    await this.db.transaction(async (tx) => {
      await leaveTopics(tx, email, chosen.filter((topic) => topics[topic] === false));
      await rejoinTopics(tx, email, chosen.filter((topic) => topics[topic] === true));
    });
    return this.choicesOf(email);
  }

  /** What an unsubscribe link names, for the page that asks before leaving. */
  async linkInfo(token: string): Promise<UnsubscribeLink> {
    const claim = await this.tokens.verify(token);
    if (!claim) throw linkInvalid();
    const left = await hasLeftTopic(this.db, claim.email, claim.topic);
    return { maskedEmail: maskEmail(claim.email), topic: claim.topic, subscribed: !left };
  }

  /** Leaves the topic a link names (the page's button, or a mail client's one-click POST). */
  async unsubscribe(token: string): Promise<UnsubscribeLink> {
    const claim = await this.tokens.verify(token);
    if (!claim) throw linkInvalid();
    await this.db.transaction((tx) => leaveTopics(tx, claim.email, [claim.topic]));
    return { maskedEmail: maskEmail(claim.email), topic: claim.topic, subscribed: false };
  }

  async prepare(message: OutboxMessage): Promise<OutgoingMail> {
    const topic = topicOfKind(message.kind);
    if (topic === null) return { send: true, text: message.body };
    if (await hasLeftTopic(this.db, message.recipient, topic)) return { send: false };
    const links = await this.unsubscribeLinks(message.recipient, topic);
    const footer = text('common', 'email_preferences.footer', {
      topic: text('common', `email_preferences.topics.${topic}`),
      link: links.page,
    });
    return {
      send: true,
      text: `${message.body}\n\n—\n${footer}`,
      headers: {
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  /** The page an e-mail's link opens and the address a mail client posts to. */
  async unsubscribeLinks(email: string, topic: EmailTopic): Promise<{ page: string; oneClick: string }> {
    const token = encodeURIComponent(await this.tokens.sign({ email, topic }));
    return {
      page: `${this.publicOrigin}${UNSUBSCRIBE_PAGE_PATH}?token=${token}`,
      oneClick: `${this.publicOrigin}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${token}`,
    };
  }

  private async choicesOf(email: string): Promise<EmailPreferences> {
    const left = new Set(await leftTopics(this.db, email));
    const topics = Object.fromEntries(
      EMAIL_TOPICS.map((topic) => [topic, !left.has(topic)]),
    ) as EmailTopicChoices;
    return { email, topics };
  }
}
