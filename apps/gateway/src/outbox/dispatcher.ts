import type { Logger } from 'pino';
import { outsideTransactions } from '../db/transaction-context';
import type { Mailer } from './mailer';
import type { OutboxRepo } from './outbox';
import type { OutgoingMailPreparer } from './outgoing-mail';

/**
 * Delivers pending e-mail from the outbox through the mailer: right after a message is written
 * (one-time codes must not wait) and on the outbox job's poll (jobs.ts). Without a mailer (no
 * SMTP_URL) nothing is sent: messages stay in the outbox, readable on the development outbox
 * page. SMS has no adapter yet and always stays there.
 *
 * Two replicas may pick the same message; `markSent` lets only one record it, and a duplicate
 * e-mail is the lesser harm than a lost one-time code.
 */
export class OutboxDispatcher {
  private running: Promise<number> | undefined;

  constructor(
    private readonly outbox: OutboxRepo,
    private readonly mailer: Mailer | null,
    private readonly preparer: OutgoingMailPreparer,
    private readonly log?: Pick<Logger, 'warn'>,
  ) {}

  /**
   * Sends what is pending now; resolves with the number delivered. Calls never overlap. The run
   * is background work: it starts outside any transaction the caller may be in.
   */
  deliverPending(): Promise<number> {
    this.running ??= outsideTransactions(() => this.run()).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Whether there is a mailer to poll the outbox for (the outbox job runs only then). */
  get sends(): boolean {
    return this.mailer !== null;
  }

  /** Lets a delivery in flight finish, then closes the mailer's connections. */
  async close(): Promise<void> {
    await this.running;
    this.mailer?.close();
  }

  private async run(): Promise<number> {
    if (!this.mailer) return 0;
    let delivered = 0;
    for (const message of await this.outbox.pending('email', 20)) {
      try {
        const mail = await this.preparer.prepare(message);
        if (!mail.send) {
          await this.outbox.markSuppressed(message.id);
          continue;
        }
        await this.mailer.send({
          to: message.recipient,
          subject: message.subject,
          text: mail.text,
          headers: mail.headers,
        });
        if (await this.outbox.markSent(message.id)) delivered += 1;
      } catch (error) {
        // The recipient is personal data: the log names the message id only.
        this.log?.warn({ err: error, messageId: message.id }, 'outbox: e-mail delivery failed');
        await this.outbox.markFailed(
          message.id,
          error instanceof Error ? error.message : String(error),
        );
      }
    }
    return delivered;
  }
}
