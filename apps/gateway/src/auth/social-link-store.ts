import type { Queryable } from '../db/database';

/** The user a provider account is linked to, or null. */
export async function linkedUserId(
  q: Queryable,
  provider: string,
  subject: string,
): Promise<string | null> {
  const { rows } = await q.query<{ user_id: string }>(
    'SELECT user_id FROM social_links WHERE provider = $1 AND subject = $2',
    [provider, subject],
  );
  return rows[0]?.user_id ?? null;
}

/** Links a provider account to a new user (a provider account already linked fails on the unique index). */
export async function insertLink(
  tx: Queryable,
  link: { provider: string; subject: string; userId: string; email: string | null },
): Promise<void> {
  await tx.query(
    'INSERT INTO social_links (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)',
    [link.provider, link.subject, link.userId, link.email],
  );
}

/**
 * Links a provider account to the user, replacing the user's earlier account of that provider
 * (a provider account linked to someone else fails on the unique index).
 */
export async function upsertLink(
  q: Queryable,
  link: { provider: string; subject: string; userId: string; email: string | null },
): Promise<void> {
  await q.query(
    `INSERT INTO social_links (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, provider) DO UPDATE SET subject = EXCLUDED.subject, email = EXCLUDED.email`,
    [link.provider, link.subject, link.userId, link.email],
  );
}

/** The providers linked to the user, their rows locked until the transaction ends. */
export async function lockLinkedProviders(tx: Queryable, userId: string): Promise<string[]> {
  const { rows } = await tx.query<{ provider: string }>(
    'SELECT provider FROM social_links WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  return rows.map((row) => row.provider);
}

/** Removes the user's link to a provider. */
export async function deleteLink(tx: Queryable, userId: string, provider: string): Promise<void> {
  await tx.query('DELETE FROM social_links WHERE user_id = $1 AND provider = $2', [
    userId,
    provider,
  ]);
}
