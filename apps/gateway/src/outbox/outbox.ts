import type { Queryable } from '../db/database';
import {
  insertMessage,
  listMessages,
  markMessageFailed,
  markMessageSent,
  markMessageSuppressed,
  pendingMessages,
} from './outbox-store';

export type OutboxChannel = 'email' | 'sms';

/** What an account flow wants delivered; `kind` names the flow (otp, reset-link, …). */
export interface OutboxMessageInput {
  readonly channel: OutboxChannel;
  readonly recipient: string;
  readonly kind: string;
  readonly subject: string;
  readonly body: string;
}

export interface OutboxMessage extends OutboxMessageInput {
  readonly id: string;
  readonly createdAt: string;
  readonly sentAt: string | null;
  readonly attempts: number;
  readonly lastError: string | null;
  /** When the dispatcher kept it back because the recipient left its topic. */
  readonly suppressedAt: string | null;
}

/** Deliveries stop after this many failed tries; the message stays for a person to look at. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/**
 * The outbox table (design.md "outboxes"): account flows write a message in their own
 * transaction, so a code is never sent for a change that rolled back; a dispatcher delivers later.
 * The statements are in `outbox-store.ts`; this keeps the delivery rules (how many tries, how
 * long a list).
 */
export class OutboxRepo {
  constructor(private readonly db: Queryable) {}

  enqueue(tx: Queryable, message: OutboxMessageInput): Promise<string> {
    return insertMessage(tx, message);
  }

  /** Newest first; `recipient` narrows to one address or phone (the dev outbox page). */
  list(options: { recipient?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
    return listMessages(this.db, options.recipient, Math.min(options.limit ?? 50, 200));
  }

  pending(channel: OutboxChannel, limit: number): Promise<OutboxMessage[]> {
    return pendingMessages(this.db, channel, MAX_DELIVERY_ATTEMPTS, limit);
  }

  /**
   * Marks a message sent and drops its body: once delivered, the code or link it carried has
   * no reason to stay readable in the database.
   */
  /** Keeps a message of a topic its recipient left from being sent (outgoing-mail.ts). */
  markSuppressed(id: string): Promise<void> {
    return markMessageSuppressed(this.db, id);
  }

  markSent(id: string): Promise<boolean> {
    return markMessageSent(this.db, id);
  }

  markFailed(id: string, error: string): Promise<void> {
    return markMessageFailed(this.db, id, error);
  }
}
