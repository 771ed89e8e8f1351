import { AsyncLocalStorage } from 'node:async_hooks';
import type { Queryable, QueryResult } from './database';

/** A transaction's handle (or the database through it) used after the transaction ended. */
export class TransactionFinishedError extends Error {
  constructor(sql: string) {
    super(
      `a statement ran on a transaction that has already committed or rolled back: ${sql.slice(0, 80)}` +
        ' (background work must start outside the transaction: see outsideTransactions)',
    );
    this.name = 'TransactionFinishedError';
  }
}

type Runner = (sql: string, params?: readonly unknown[]) => Promise<QueryResult<unknown>>;

/**
 * One open transaction of one database: the handle its callback gets, open from BEGIN until the
 * callback settles. After that the handle refuses every statement, so work the transaction left
 * running can neither slip into the connection's next user nor commit unseen.
 */
export class OpenTransaction {
  private open = true;
  readonly handle: Queryable;

  constructor(run: Runner) {
    this.handle = {
      query: async <Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> => {
        if (!this.open) throw new TransactionFinishedError(sql);
        return (await run(sql, params)) as QueryResult<Row>;
      },
    };
  }

  get isOpen(): boolean {
    return this.open;
  }

  /** Called once the callback settled, before COMMIT or ROLLBACK. */
  finish(): void {
    this.open = false;
  }
}

/** The open transactions of the current async context, per database (a database owns one key). */
type Ambient = ReadonlyMap<object, OpenTransaction>;

const ambient = new AsyncLocalStorage<Ambient>();
const NONE: Ambient = new Map();

/** The transaction of `owner` the current async context runs in, while it is still open. */
export function ambientTransaction(owner: object): OpenTransaction | undefined {
  const transaction = ambient.getStore()?.get(owner);
  return transaction?.isOpen ? transaction : undefined;
}

/** Runs `fn` (and everything it starts) inside `transaction` of `owner`. */
export function withinTransaction<T>(owner: object, transaction: OpenTransaction, fn: () => T): T {
  const next = new Map(ambient.getStore() ?? NONE);
  next.set(owner, transaction);
  return ambient.run(next, fn);
}

/**
 * Runs `fn` outside every open transaction, and so does whatever it starts: timers, promises
 * left running, a shared cache refresh. Background work begun from a request's call chain uses
 * this, so that it never joins a transaction that happens to be open there (and that may have
 * ended by the time the work runs). Never await such work inside a transaction on PGlite: its
 * one connection is held by that transaction until it ends.
 */
export function outsideTransactions<T>(fn: () => T): T {
  return ambient.run(NONE, fn);
}
