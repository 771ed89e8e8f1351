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
 */
export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
