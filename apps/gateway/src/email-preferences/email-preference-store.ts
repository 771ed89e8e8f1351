import type { EmailTopic } from '@gio/contracts';
import type { Queryable } from '../db/database';

/** The topics an address has left. */
export async function leftTopics(q: Queryable, email: string): Promise<EmailTopic[]> {
  const { rows } = await q.query<{ topic: EmailTopic }>(
    'SELECT topic FROM email_topic_opt_outs WHERE email = lower($1)',
    [email],
  );
  return rows.map((row) => row.topic);
}

/** Whether an address has left a topic. */
export async function hasLeftTopic(q: Queryable, email: string, topic: EmailTopic): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM email_topic_opt_outs WHERE email = lower($1) AND topic = $2',
    [email, topic],
  );
  return rows.length > 0;
}

/** Leaves topics; leaving one twice keeps the first time. */
export async function leaveTopics(tx: Queryable, email: string, topics: readonly EmailTopic[]): Promise<void> {
  if (topics.length === 0) return;
  await tx.query(
    `INSERT INTO email_topic_opt_outs (email, topic)
     SELECT lower($1), topic FROM unnest($2::text[]) AS topic
     ON CONFLICT (email, topic) DO NOTHING`,
    [email, topics],
  );
}

/** Takes topics back. */
export async function rejoinTopics(tx: Queryable, email: string, topics: readonly EmailTopic[]): Promise<void> {
  if (topics.length === 0) return;
  await tx.query('DELETE FROM email_topic_opt_outs WHERE email = lower($1) AND topic = ANY($2::text[])', [
    email,
    topics,
  ]);
}

/** The e-mail address of a user, or null when there is no such user. */
export async function emailOfUser(q: Queryable, userId: string): Promise<string | null> {
  const { rows } = await q.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  return rows[0]?.email ?? null;
}
