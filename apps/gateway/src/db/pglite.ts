import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, QueryResult } from './database';
import { acquireDataDirLock, type DataDirLock } from './lock-file';
import { Mutex } from './mutex';
import { ambientTransaction, OpenTransaction, withinTransaction } from './transaction-context';

export interface PgliteOptions {
  /** Folder of the database; undefined keeps it in memory (tests). */
  readonly dataDir?: string;
  /** A dump made by `dumpPglite`, loaded into a fresh in-memory database (test template). */
  readonly loadDataDir?: Blob;
}

/** Extensions every PGlite instance loads; the migrations create them. */
const extensions = { pg_trgm };

function wrap(pg: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
      const result = await pg.query<Row>(sql, params ? [...params] : undefined);
      return { rows: result.rows };
    },
  };
}

/**
 * The embedded engine. One connection for the whole process, so every statement and every
 * transaction waits its turn on one mutex: a transaction holds it from BEGIN to COMMIT and no
 * other request's statement runs inside it.
 *
 * A statement or transaction started through the database from inside a transaction's own call
 * chain (a cache reload reached from service code, a helper that opens its own transaction)
 * joins that transaction (the rule of `Database`): here it is also a necessity, since there is no
 * second connection and waiting for the mutex the caller holds would hang the process.
 */
export class PgliteDatabase implements Database {
  readonly engine = 'pglite' as const;
  private readonly mutex = new Mutex();
  private readonly direct: Queryable;

  private constructor(
    private readonly pg: PGlite,
    private readonly lock: DataDirLock | undefined,
  ) {
    this.direct = wrap(pg);
  }

  static async open(options: PgliteOptions = {}): Promise<PgliteDatabase> {
    let lock: DataDirLock | undefined;
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      lock = acquireDataDirLock(options.dataDir);
    }
    try {
      const pg = await PGlite.create({
        dataDir: options.dataDir,
        loadDataDir: options.loadDataDir,
        extensions,
      });
      return new PgliteDatabase(pg, lock);
    } catch (error) {
      lock?.release();
      throw error;
    }
  }

  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
    const open = ambientTransaction(this);
    if (open) return open.handle.query<Row>(sql, params);
    return this.mutex.run(() => this.direct.query<Row>(sql, params));
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const open = ambientTransaction(this);
    if (open) return fn(open.handle);
    return this.mutex.run(async () => {
      const transaction = new OpenTransaction((sql, params) => this.direct.query(sql, params));
      await this.pg.query('BEGIN');
      try {
        let result: T;
        try {
          result = await withinTransaction(this, transaction, () => fn(transaction.handle));
        } finally {
          // Work the transaction started but did not await must not run in it, or outside the
          // mutex, later: its handle refuses, and the database queues it like any statement.
          transaction.finish();
        }
        await this.pg.query('COMMIT');
        return result;
      } catch (error) {
        await this.pg.query('ROLLBACK');
        throw error;
      }
    });
  }

  /** A tarball of the whole database, to start other in-memory copies from. */
  dump(): Promise<Blob> {
    return this.mutex.run(() => this.pg.dumpDataDir('none'));
  }

  async close(): Promise<void> {
    await this.mutex.run(async () => {
      if (!this.pg.closed) await this.pg.close();
    });
    this.lock?.release();
  }
}
