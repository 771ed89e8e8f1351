import type { Queryable } from '../db/database';

/**
 * Resolves once some statement on the test's database waits for a lock: a concurrency test
 * holds a row, starts a request and acts only when the request has reached that row, instead
 * of guessing with a delay.
 */
export async function someoneWaitsForALock(db: Queryable, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE wait_event_type = 'Lock' AND datname = current_database()`,
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no statement waited for a lock within ${timeoutMs} ms`);
}
