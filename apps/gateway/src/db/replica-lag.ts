import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Queryable } from './database';

interface LagRow {
  readonly seconds: number | string | null;
  readonly bytes: number | string | null;
}

/**
 * How far the read replica is behind its primary, measured on the replica itself: the WAL it
 * received but has not replayed yet (bytes), and the age of the last transaction it replayed
 * while it has some left (seconds; 0 when it has replayed all it received, as an idle primary
 * sends nothing and the last replay's age would grow without any lag). 0 and 0 on a server
 * that is not a standby.
 */
export async function readReplicaLag(replica: Queryable): Promise<{ seconds: number; bytes: number }> {
  const { rows } = await replica.query<LagRow>(
    `SELECT CASE
              WHEN NOT pg_is_in_recovery() THEN 0
              WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
              ELSE COALESCE(EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()), 0)
            END::float8 AS seconds,
            CASE
              WHEN NOT pg_is_in_recovery() THEN 0
              ELSE COALESCE(pg_wal_lsn_diff(pg_last_wal_receive_lsn(), pg_last_wal_replay_lsn()), 0)
            END::float8 AS bytes`,
  );
  const row = rows[0];
  return { seconds: Number(row?.seconds ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/**
 * `gio_database_replica_lag_seconds` and `gio_database_replica_lag_bytes` on /metrics, read from
 * the replica at each scrape. A replica that does not answer is reported as -1 (and logged), so
 * that an alert on the lag also sees the replica gone.
 */
export function replicaLagMetrics(replica: Queryable, registry: Registry, log: FastifyBaseLogger): void {
  let last: Promise<{ seconds: number; bytes: number }> | null = null;
  // Both gauges are collected by one scrape: one statement serves the pair.
  const measure = () => {
    if (!last) {
      last = readReplicaLag(replica)
        .catch((error: unknown) => {
          log.warn({ err: error }, 'read replica did not answer the lag query');
          return { seconds: -1, bytes: -1 };
        })
        .finally(() => {
          setImmediate(() => {
            last = null;
          });
        });
    }
    return last;
  };
  new Gauge({
    name: 'gio_database_replica_lag_seconds',
    help: 'Age of the last transaction the read replica replayed while it has WAL left to replay (0: caught up; -1: no answer)',
    registers: [registry],
    async collect() {
      this.set((await measure()).seconds);
    },
  });
  new Gauge({
    name: 'gio_database_replica_lag_bytes',
    help: 'WAL the read replica received but has not replayed yet (-1: no answer)',
    registers: [registry],
    async collect() {
      this.set((await measure()).bytes);
    },
  });
}
