import type { Migration } from './migration';

/**
 * Periodic jobs run once across replicas (jobs.ts): each job's lease names the replica holding
 * it until `expires_at_ms`. A row with an expiry, not an advisory lock: distributed
 * PostgreSQL-compatible engines lack session advisory locks (design.md "Data"), and a lease
 * whose holder died simply runs out, so another replica takes the job over.
 */
export const migration0390JobLeases: Migration = {
  id: '0390-job-leases',
  statements: [
    `CREATE TABLE job_leases (
      name TEXT PRIMARY KEY,
      holder TEXT NOT NULL,
      expires_at_ms BIGINT NOT NULL
    )`,
  ],
};
