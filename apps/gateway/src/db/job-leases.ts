import type { Queryable } from './database';

/**
 * The `job_leases` table (migration 0390): which replica runs each periodic job. Times are
 * epoch milliseconds of the caller's clock; replicas' clocks agree to well within a lease
 * (at least a minute, jobs.ts), which is all the comparison needs.
 */
export class JobLeases {
  constructor(private readonly db: Queryable) {}

  /**
   * Takes or renews the lease of `name` for `holder` until `expiresAtMs`; true when `holder`
   * has it. One statement: two replicas asking at once cannot both win, as the conflicting
   * insert waits for the other's row and then sees its holder and expiry.
   */
  async acquire(name: string, holder: string, nowMs: number, expiresAtMs: number): Promise<boolean> {
    const { rows } = await this.db.query<{ holder: string }>(
      `INSERT INTO job_leases (name, holder, expires_at_ms) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at_ms = EXCLUDED.expires_at_ms
         WHERE job_leases.holder = EXCLUDED.holder OR job_leases.expires_at_ms <= $4
       RETURNING holder`,
      [name, holder, expiresAtMs, nowMs],
    );
    return rows.length === 1;
  }

  /** Gives up every lease `holder` has, so that another replica takes its jobs over at once. */
  async release(holder: string): Promise<void> {
    await this.db.query('DELETE FROM job_leases WHERE holder = $1', [holder]);
  }
}
