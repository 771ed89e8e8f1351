/** Rows of one statement. */
export interface QueryResult<Row> {
  readonly rows: Row[];
}

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
}

/**
 * The gateway's one view of its database, whatever the engine. Inside `transaction` every
 * statement of `fn` runs on one connection between BEGIN and COMMIT; a thrown error rolls back.
 *
 * One transaction rule, the same on PGlite and PostgreSQL:
 *
 * - **The open transaction is ambient.** While `fn` runs, a `query` made through the database
 *   from `fn`'s async call chain runs in that transaction (on its connection), and a nested
 *   `transaction` joins it: the inner `fn` gets the same handle, there is no savepoint, an error
 *   it throws rolls back the whole outer transaction unless the outer code catches it, and
 *   nothing commits before the outer transaction does. So code reached from inside a transaction
 *   (a cache read, a helper that opens its own transaction) sees its uncommitted rows and never
 *   waits for a lock or a connection the transaction itself holds. Transactions on other call
 *   chains stay isolated from each other, and work started outside any transaction is never
 *   captured by one.
 * - **Pass the queryable you mean.** Transactional code runs its statements on the `tx` handle it
 *   was given, and a function that may run inside a transaction takes its `Queryable` as a
 *   parameter without a default (`this.db` outside a transaction, `tx` inside). The ambient
 *   transaction is the safety net for what is reached through the database anyway, not the way
 *   to write a transaction.
 * - **A transaction ends when `fn` settles.** From then on its handle rejects every statement
 *   with `TransactionFinishedError`, and a `query` through the database from a call chain the
 *   transaction started runs outside it again, as a statement of its own.
 * - **Background work escapes.** Timers, fire-and-forget promises and shared refreshes started
 *   from a call chain that may be inside a transaction begin under `outsideTransactions`
 *   (`db/transaction-context.ts`), so they never join it.
 */
export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
