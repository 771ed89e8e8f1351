import type { Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

/** The plan of a query with sequential scans priced out: an index shows when one can serve it. */
async function planOf(db: Database, sql: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    const { rows } = await tx.query<Record<string, string>>(`EXPLAIN ${sql}`);
    return rows.map((row) => Object.values(row).join('')).join('\n');
  });
}

describe('engagement lookups have an index (0321-engagement-indexes)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });

  afterAll(async () => {
    await database.close();
  });

  it('finds an invite code case-blind through an index', async () => {
    const plan = await planOf(
      database.db,
      `SELECT id FROM promo_codes WHERE upper(code) = 'HUY-ABCDE' AND promo_type = 1`,
    );
    expect(plan).toContain('promo_codes_upper_code_idx');
  });

  it('finds whether a user answered the confirmation survey lately through an index', async () => {
    const plan = await planOf(
      database.db,
      `SELECT 1 FROM survey_results WHERE survey_id = 's' AND user_id = 'u' AND submitted_at > now() - interval '30 days'`,
    );
    expect(plan).toContain('survey_results_user_idx');
  });
});
