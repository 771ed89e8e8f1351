import type { Queryable } from '../db/database';
import { newId } from '../security/random';

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
}

interface OutboxRow {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  kind: string;
  subject: string;
  body: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  attempts: number;
  last_error: string | null;
}

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  kind: row.kind,
  subject: row.subject,
  body: row.body ?? '',
  createdAt: new Date(row.created_at).toISOString(),
  sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
  attempts: row.attempts,
  lastError: row.last_error,
});

/** Deliveries stop after this many failed tries; the message stays for a person to look at. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/**
 * The outbox table (design.md "outboxes"): account flows write a message in their own
 * transaction, so a code is never sent for a change that rolled back; a dispatcher delivers later.
 */
export class OutboxRepo {
  constructor(private readonly db: Queryable) {}

  async enqueue(tx: Queryable, message: OutboxMessageInput): Promise<string> {
    const id = newId('msg');
    await tx.query(
      'INSERT INTO outbox_messages (id, channel, recipient, kind, subject, body) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        id,
        message.channel,
        message.recipient.toLowerCase(),
        message.kind,
        message.subject,
        message.body,
      ],
    );
    return id;
  }

  /** Newest first; `recipient` narrows to one address or phone (the dev outbox page). */
  async list(options: { recipient?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
    const limit = Math.min(options.limit ?? 50, 200);
    const { rows } = options.recipient
      ? await this.db.query<OutboxRow>(
          'SELECT * FROM outbox_messages WHERE recipient = $1 ORDER BY created_at DESC, id LIMIT $2',
          [options.recipient.toLowerCase(), limit],
        )
      : await this.db.query<OutboxRow>(
          'SELECT * FROM outbox_messages ORDER BY created_at DESC, id LIMIT $1',
          [limit],
        );
    return rows.map(toMessage);
  }

  async pending(channel: OutboxChannel, limit: number): Promise<OutboxMessage[]> {
    const { rows } = await this.db.query<OutboxRow>(
      `SELECT * FROM outbox_messages WHERE sent_at IS NULL AND channel = $1 AND attempts < $2
       ORDER BY created_at LIMIT $3`,
      [channel, MAX_DELIVERY_ATTEMPTS, limit],
    );
    return rows.map(toMessage);
  }

  /**
   * Marks a message sent and drops its body: once delivered, the code or link it carried has
   * no reason to stay readable in the database.
   */
  async markSent(id: string): Promise<boolean> {
    const { rows } = await this.db.query<{ id: string }>(
      'UPDATE outbox_messages SET sent_at = now(), body = NULL, attempts = attempts + 1 WHERE id = $1 AND sent_at IS NULL RETURNING id',
      [id],
    );
    return rows.length > 0;
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db.query(
      'UPDATE outbox_messages SET attempts = attempts + 1, last_error = $2 WHERE id = $1',
      [id, error.slice(0, 500)],
    );
  }
}
