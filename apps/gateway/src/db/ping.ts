import type { Queryable } from './database';

/** The health check's round trip: resolves when the database answers a statement, rejects when it does not. */
export async function ping(q: Queryable): Promise<void> {
  await q.query('SELECT 1');
}
