import type { Logger } from 'pino';
import type { Mailer } from './mailer';
import type { OutboxRepo } from './outbox';

/**
 * Delivers pending e-mail from the outbox through the mailer. Without a mailer (no SMTP_URL)
 * nothing is sent: messages stay in the outbox, readable on the development outbox page. SMS
 * has no adapter yet and always stays there.
 *
 * Two replicas may pick the same message; `markSent` lets only one record it, and a duplicate
 * e-mail is the lesser harm than a lost one-time code.
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly outbox: OutboxRepo,
    private readonly mailer: Mailer | null,
    private readonly log?: Pick<Logger, 'warn'>,
  ) {}

  /** Sends what is pending now; resolves with the number delivered. Calls never overlap. */
  deliverPending(): Promise<number> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Polls every `intervalMs`; the timer does not keep the process alive. */
  start(intervalMs = 5000): void {
    if (!this.mailer || this.timer) return;
    this.timer = setInterval(() => void this.deliverPending(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.mailer?.close();
  }

  private async run(): Promise<number> {
    if (!this.mailer) return 0;
    let delivered = 0;
    for (const message of await this.outbox.pending('email', 20)) {
      try {
        await this.mailer.send({
          to: message.recipient,
          subject: message.subject,
          text: message.body,
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
