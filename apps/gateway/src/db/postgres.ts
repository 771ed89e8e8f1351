import pg from 'pg';
import type { Logger } from 'pino';
import type { Database, Queryable, QueryResult } from './database';
import { preparedName } from './prepared';
import { ambientTransaction, OpenTransaction, withinTransaction } from './transaction-context';

/** SQLSTATEs after which a whole transaction may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 4;

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * BIGINT money and counts come back as JS numbers, as PGlite gives them: amounts in đồng stay
 * far below 2^53, so the two engines answer alike.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === NUMERIC_OID) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/** A statement for node-postgres: named (prepared once per connection) when marked `prepared`. */
function statement(sql: string, params: readonly unknown[] | undefined): pg.QueryConfig {
  const values = params ? [...params] : undefined;
  const name = preparedName(sql);
  return name ? { name, text: sql, values } : { text: sql, values };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A PostgreSQL server through a pool (DATABASE_URL). A transaction holds one pooled client from
 * BEGIN to COMMIT; a statement or transaction started through the database from inside its call
 * chain runs on that client (the rule of `Database`), everything else on the pool. A retryable
 * failure (serialization, deadlock) runs the outermost transaction's `fn` again on a new client.
 */
export class PostgresDatabase implements Database {
  readonly engine = 'postgres' as const;
  private readonly pool: pg.Pool;

  constructor(
    connectionString: string,
    private readonly logger?: Logger,
    max = 20,
  ) {
    this.pool = new pg.Pool({ connectionString, max, types });
    // An idle client whose connection drops emits 'error' on the pool; unhandled, it would
    // crash the process. The pool replaces the client on its next checkout.
    this.pool.on('error', (error) => {
      this.logger?.error({ err: error }, 'idle PostgreSQL connection failed');
    });
  }

  async query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
    const open = ambientTransaction(this);
    if (open) return open.handle.query<Row>(sql, params);
    const result = await this.pool.query(statement(sql, params));
    return { rows: result.rows as Row[] };
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const open = ambientTransaction(this);
    if (open) return fn(open.handle);
    for (let attempt = 1; ; attempt += 1) {
      const client = await this.pool.connect();
      // While checked out, a client has no pool listener: a connection killed mid-transaction
      // would emit an unhandled 'error' and crash the process. The failing query rejects too,
      // so logging here is enough; the client is discarded on release.
      let broken = false;
      const onClientError = (error: Error) => {
        broken = true;
        this.logger?.error({ err: error }, 'PostgreSQL connection failed during a transaction');
      };
      client.on('error', onClientError);
      const transaction = new OpenTransaction(async (sql, params) => {
        const result = await client.query(statement(sql, params));
        return { rows: result.rows };
      });
      try {
        await client.query('BEGIN');
        let result: T;
        try {
          result = await withinTransaction(this, transaction, () => fn(transaction.handle));
        } finally {
          // From here the handle refuses: nothing the transaction left running reaches the
          // client after COMMIT, when the pool may already have handed it to someone else.
          transaction.finish();
        }
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true;
        }
        const code = (error as { code?: string }).code;
        if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) {
          await sleep(10 * attempt + Math.floor(Math.random() * 20));
          continue;
        }
        throw error;
      } finally {
        client.off('error', onClientError);
        client.release(broken);
      }
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
