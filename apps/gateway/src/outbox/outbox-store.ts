import type { Queryable } from '../db/database';
import { newId } from '../security/random';
import type { OutboxChannel, OutboxMessage, OutboxMessageInput } from './outbox';

/** An `outbox_messages` row. */
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
  suppressed_at: Date | string | null;
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
  suppressedAt: row.suppressed_at === null ? null : new Date(row.suppressed_at).toISOString(),
});

/** Writes a message in the caller's transaction; answers its id. */
export async function insertMessage(tx: Queryable, message: OutboxMessageInput): Promise<string> {
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

/** Newest first, at most `limit`; `recipient` narrows to one address or phone. */
export async function listMessages(
  q: Queryable,
  recipient: string | undefined,
  limit: number,
): Promise<OutboxMessage[]> {
  const { rows } = recipient
    ? await q.query<OutboxRow>(
        'SELECT * FROM outbox_messages WHERE recipient = $1 ORDER BY created_at DESC, id LIMIT $2',
        [recipient.toLowerCase(), limit],
      )
    : await q.query<OutboxRow>(
        'SELECT * FROM outbox_messages ORDER BY created_at DESC, id LIMIT $1',
        [limit],
      );
  return rows.map(toMessage);
}

/** Unsent, unsuppressed messages of a channel tried fewer than `maxAttempts` times, oldest first. */
export async function pendingMessages(
  q: Queryable,
  channel: OutboxChannel,
  maxAttempts: number,
  limit: number,
): Promise<OutboxMessage[]> {
  const { rows } = await q.query<OutboxRow>(
    `SELECT * FROM outbox_messages WHERE sent_at IS NULL AND suppressed_at IS NULL AND channel = $1 AND attempts < $2
     ORDER BY created_at LIMIT $3`,
    [channel, maxAttempts, limit],
  );
  return rows.map(toMessage);
}

/** Marks an unsent message sent and drops its body; false when it was sent already. */
export async function markMessageSent(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    'UPDATE outbox_messages SET sent_at = now(), body = NULL, attempts = attempts + 1 WHERE id = $1 AND sent_at IS NULL RETURNING id',
    [id],
  );
  return rows.length > 0;
}

/** Keeps an unsent message from ever being sent (its topic was left) and drops its body. */
export async function markMessageSuppressed(q: Queryable, id: string): Promise<void> {
  await q.query(
    'UPDATE outbox_messages SET suppressed_at = now(), body = NULL WHERE id = $1 AND sent_at IS NULL',
    [id],
  );
}

/** Counts a failed try and keeps (the start of) its error. */
export async function markMessageFailed(q: Queryable, id: string, error: string): Promise<void> {
  await q.query(
    'UPDATE outbox_messages SET attempts = attempts + 1, last_error = $2 WHERE id = $1',
    [id, error.slice(0, 500)],
  );
}
