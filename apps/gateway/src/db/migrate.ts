import type { Database } from './database';
import { migrations as allMigrations, type Migration } from './migrations';

/** SQLSTATEs of two replicas racing to create the bookkeeping table on a fresh server. */
const CREATE_RACE = new Set(['23505', '42P07']);

/**
 * Applies pending migrations in one transaction with the `schema_migrations` table. The table
 * lock makes a second replica starting at the same moment wait and then find nothing to do
 * (no advisory locks: distributed engines lack them).
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await tx.query(
          `CREATE TABLE IF NOT EXISTS schema_migrations (
            id TEXT PRIMARY KEY,
            applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
          )`,
        );
        await tx.query('LOCK TABLE schema_migrations IN SHARE ROW EXCLUSIVE MODE');
        const done = new Set(
          (await tx.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id),
        );
        const applied: string[] = [];
        for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
          if (done.has(migration.id)) continue;
          for (const statement of migration.statements) await tx.query(statement);
          await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
          applied.push(migration.id);
        }
        return applied;
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt < 3 && code && CREATE_RACE.has(code)) continue;
      throw error;
    }
  }
}
