import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Database, Queryable, QueryResult } from '../db/database';
import { migrate } from '../db/migrate';
import { PgliteDatabase } from '../db/pglite';
import { PostgresDatabase } from '../db/postgres';
import { importDemoShop } from '../seed/import-demo-shop';
import { TEMPLATE_ENV, testShop } from './test-shop';

export interface TestDatabase {
  readonly db: Database;
  /** On PostgreSQL, the database's URL (a test opens a second pool to it, e.g. read-only). */
  readonly url?: string;
  /** Closes the database and, on PostgreSQL, drops it. */
  close(): Promise<void>;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A private database for one test file, migrated and (unless `empty`) seeded with the test
 * shop: PGlite in memory by default, or a fresh `gio_test_<random>` database on the server of
 * TEST_DATABASE_URL, dropped again by `close`.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl) {
    const name = `gio_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const url = databaseUrl(serverUrl, name);
    const db = new PostgresDatabase(url);
    await migrate(db);
    if (!options.empty) await importDemoShop(db, testShop());
    return {
      db,
      url,
      async close() {
        await db.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        try {
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        } finally {
          await dropper.end();
        }
      },
    };
  }
  const template = process.env[TEMPLATE_ENV];
  if (template && !options.empty) {
    const db = await PgliteDatabase.open({ loadDataDir: new Blob([readFileSync(template)]) });
    return { db, close: () => db.close() };
  }
  const db = await PgliteDatabase.open();
  await migrate(db);
  if (!options.empty) await importDemoShop(db, testShop());
  return { db, close: () => db.close() };
}

/** A database that counts the statements run through it (the no-N+1 tests). */
export class CountingDatabase implements Database {
  statements = 0;
  readonly engine: Database['engine'];
  constructor(private readonly inner: Database) {
    this.engine = inner.engine;
  }
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
    this.statements += 1;
    return this.inner.query<Row>(sql, params);
  }
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.inner.transaction((tx) =>
      fn({
        query: <Row>(sql: string, params?: readonly unknown[]) => {
          this.statements += 1;
          return tx.query<Row>(sql, params);
        },
      }),
    );
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}
