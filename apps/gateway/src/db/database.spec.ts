import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from './migrate';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './lock-file';
import { PgliteDatabase } from './pglite';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

describe('database layer', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase({ empty: true });
    await test.db.query('CREATE TABLE tx_probe (step INT NOT NULL, who TEXT NOT NULL)');
  });

  afterAll(async () => {
    await test.close();
  });

  it('migrations are recorded and applied once', async () => {
    expect(await migrate(test.db)).toEqual([]);
    const { rows } = await test.db.query<{ id: string }>('SELECT id FROM schema_migrations');
    expect(rows.map((r) => r.id)).toContain('0001-catalogue');
  });

  it('concurrent transactions never interleave and a failed one rolls back', async () => {
    const slowTransaction = (who: string) =>
      test.db.transaction(async (tx) => {
        for (let step = 0; step < 5; step += 1) {
          await tx.query('INSERT INTO tx_probe (step, who) VALUES ($1, $2)', [step, who]);
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      });
    const failing = test.db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (step, who) VALUES (0, $1)', ['failed']);
      throw new Error('boom');
    });
    const outside = test.db.query('INSERT INTO tx_probe (step, who) VALUES (99, $1)', ['outside']);
    await Promise.all([slowTransaction('a'), slowTransaction('b'), expect(failing).rejects.toThrow('boom'), outside]);
    const { rows } = await test.db.query<{ who: string }>('SELECT who FROM tx_probe WHERE who <> $1 ORDER BY ctid', ['outside']);
    const order = rows.map((r) => r.who);
    expect(order).not.toContain('failed');
    if (test.db.engine === 'pglite') {
      // One connection: each transaction's five rows are contiguous in insertion order.
      expect(order.join('')).toMatch(/^(aaaaabbbbb|bbbbbaaaaa)$/);
    } else {
      expect(order.filter((w) => w === 'a')).toHaveLength(5);
    }
  });

  it('a query or transaction reached through the database inside a transaction does not hang', async () => {
    // Service code inside a transaction may call something that reads through the database
    // itself (a cache reload); on PGlite's single connection that must join, not wait.
    const seen = await test.db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (step, who) VALUES (7, $1)', ['nested']);
      const viaDatabase = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tx_probe WHERE who = $1', ['nested']);
      await test.db.transaction((inner) => inner.query('INSERT INTO tx_probe (step, who) VALUES (8, $1)', ['nested']));
      return viaDatabase.rows[0]?.n;
    });
    // PGlite joins the open transaction and sees its row; PostgreSQL reads on another connection.
    expect(seen).toBe(test.db.engine === 'pglite' ? 1 : 0);
    const { rows } = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tx_probe WHERE who = $1', ['nested']);
    expect(rows[0]?.n).toBe(2);
  });
});

describe('PGlite data folder lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gio-lock-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops a second holder with a clear error and releases on close', () => {
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    // The parent process stands in for another live gateway.
    expect(() => acquireDataDirLock(dir, process.ppid)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir, process.ppid)).toThrow(/in use by process/);
    lock.release();
    const again = acquireDataDirLock(dir, process.ppid);
    again.release();
  });

  it('takes over a stale lock left by a dead process', () => {
    writeFileSync(join(dir, LOCK_FILE_NAME), '2147483646');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('a PGlite database in a folder holds the lock while open', async () => {
    const db = await PgliteDatabase.open({ dataDir: dir });
    try {
      expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
      expect(() => acquireDataDirLock(dir, process.ppid)).toThrow(DataDirLockedError);
    } finally {
      await db.close();
    }
    expect(() => readFileSync(join(dir, LOCK_FILE_NAME))).toThrow();
  });
});

describe('a dropped PostgreSQL connection', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase({ empty: true });
  });

  afterAll(async () => {
    await test.close();
  });

  it('fails the transaction it was in, never the process, and the next query works', async () => {
    if (test.db.engine !== 'postgres') return; // PGlite has no connections to drop.
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const killed = test.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await test.db.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        // Let the server's termination notice reach the client while no query of its own is
        // running: that is when an unlistened client would emit 'error' and crash the process.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.query('SELECT 1');
      });
      await expect(killed).rejects.toThrow();
      const { rows } = await test.db.query<{ one: number }>('SELECT 1 AS one');
      expect(rows).toEqual([{ one: 1 }]);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
