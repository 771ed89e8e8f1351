import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from './migrate';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './lock-file';
import { PgliteDatabase } from './pglite';
import type { Queryable } from './database';
import { outsideTransactions, TransactionFinishedError } from './transaction-context';
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
    // itself (a cache reload); it joins the open transaction on both engines (on PGlite's single
    // connection it must: waiting would hang).
    const seen = await test.db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (step, who) VALUES (7, $1)', ['nested']);
      const viaDatabase = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tx_probe WHERE who = $1', ['nested']);
      await test.db.transaction((inner) => inner.query('INSERT INTO tx_probe (step, who) VALUES (8, $1)', ['nested']));
      return viaDatabase.rows[0]?.n;
    });
    // Both engines join the open transaction and see its row.
    expect(seen).toBe(1);
    const { rows } = await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tx_probe WHERE who = $1', ['nested']);
    expect(rows[0]?.n).toBe(2);
  });

  const countOf = async (db: Queryable, ...who: string[]) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tx_probe WHERE who = ANY($1)', [who])).rows[0]?.n;

  it('a nested transaction joins the outer one: it commits with it and rolls back with it', async () => {
    await expect(
      test.db.transaction(async () => {
        await test.db.transaction((inner) => inner.query('INSERT INTO tx_probe (step, who) VALUES (1, $1)', ['joined']));
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await countOf(test.db, 'joined')).toBe(0);
  });

  it('work started outside any transaction is not captured by one that is open meanwhile', async () => {
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = test.db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (step, who) VALUES (1, $1)', ['captured?']);
      entered();
      await released;
      throw new Error('rolled back');
    });
    await inside;
    const outside = test.db.query('INSERT INTO tx_probe (step, who) VALUES (1, $1)', ['outside-open']);
    const outsideTx = test.db.transaction((tx) => tx.query('INSERT INTO tx_probe (step, who) VALUES (1, $1)', ['outside-open']));
    // PostgreSQL runs them on other connections at once; PGlite queues them behind the open one.
    if (test.db.engine === 'postgres') await Promise.all([outside, outsideTx]);
    release();
    await expect(rolledBack).rejects.toThrow('rolled back');
    await Promise.all([outside, outsideTx]);
    expect(await countOf(test.db, 'captured?')).toBe(0);
    expect(await countOf(test.db, 'outside-open')).toBe(2);
  });

  it('a finished transaction refuses its handle, and work it left running runs outside it', async () => {
    let handle: Queryable | undefined;
    let leftover: Promise<unknown> | undefined;
    await test.db.transaction(async (tx) => {
      handle = tx;
      await tx.query('INSERT INTO tx_probe (step, who) VALUES (1, $1)', ['finished']);
      // Runs after the transaction ended, from its call chain: a statement of its own.
      leftover = new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
        test.db.query('INSERT INTO tx_probe (step, who) VALUES (2, $1)', ['finished']),
      );
    });
    await expect(handle!.query('SELECT 1')).rejects.toThrow(TransactionFinishedError);
    await expect(handle!.query('SELECT 1')).rejects.toThrow(/already committed or rolled back/);
    await leftover;
    expect(await countOf(test.db, 'finished')).toBe(2);
    // A timer started under outsideTransactions never joins, even while the transaction is open
    // (the transaction does not wait for it: on PGlite that would wait for itself).
    let escaped: Promise<unknown> | undefined;
    await expect(
      test.db.transaction(async (tx) => {
        escaped = outsideTransactions(() =>
          new Promise((resolve) => setTimeout(resolve, 5)).then(() =>
            test.db.query('INSERT INTO tx_probe (step, who) VALUES (3, $1)', ['escaped']),
          ),
        );
        await tx.query('INSERT INTO tx_probe (step, who) VALUES (3, $1)', ['escaping-tx']);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await escaped;
    const late = await countOf(test.db, 'escaped', 'escaping-tx');
    expect(late).toBe(1);
  });

  // PGlite runs one transaction at a time: this one is PostgreSQL's (TEST_DATABASE_URL).
  (process.env['TEST_DATABASE_URL'] ? it : it.skip)('concurrent transactions on PostgreSQL do not see each other\'s uncommitted rows, through the handle or the database', async () => {
    const signal = () => {
      let done!: () => void;
      const promise = new Promise<void>((resolve) => (done = resolve));
      return { done, promise };
    };
    const aIn = signal();
    const bIn = signal();
    const aChecked = signal();
    const outsideChecked = signal();
    const a = test.db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (step, who) VALUES (1, $1)', ['iso-a']);
      aIn.done();
      await bIn.promise;
      const seen = [await countOf(tx, 'iso-b'), await countOf(test.db, 'iso-b'), await countOf(test.db, 'iso-a')];
      // Escaping the transaction reads on another connection: its own row is not there yet.
      const escaped = await outsideTransactions(() => countOf(test.db, 'iso-a'));
      aChecked.done();
      // Open until the test has looked from outside: a read that waits for a new pool
      // connection must still find both transactions uncommitted.
      await outsideChecked.promise;
      return { seen, escaped };
    });
    await aIn.promise;
    const b = test.db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (step, who) VALUES (1, $1)', ['iso-b']);
      const pids = [
        (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid,
        (await test.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid,
      ];
      const seen = [await countOf(tx, 'iso-a'), await countOf(test.db, 'iso-a'), await countOf(test.db, 'iso-b')];
      bIn.done();
      await aChecked.promise;
      await outsideChecked.promise;
      return { seen, pids };
    });
    // Outside both, neither row is visible while they are open.
    await bIn.promise;
    const outside = await countOf(test.db, 'iso-a', 'iso-b');
    outsideChecked.done();
    expect(outside).toBe(0);
    const [fromA, fromB] = await Promise.all([a, b]);
    expect(fromA).toEqual({ seen: [0, 0, 1], escaped: 0 });
    expect(fromB.seen).toEqual([0, 0, 1]);
    expect(fromB.pids[0]).toBe(fromB.pids[1]);
    expect(await countOf(test.db, 'iso-a', 'iso-b')).toBe(2);
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
        // From another connection: inside the transaction the database would run it on this one.
        await outsideTransactions(() => test.db.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]));
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
