import type { Queryable, QueryResult } from '../db/database';
import {
  TrackingBuffer,
  type TrackingBufferOptions,
  type TrackingEventRow,
} from './tracking-buffer';

const row = (name: string): TrackingEventRow => ({
  type: 'event',
  name,
  occurred_at: '2026-11-22T10:00:00.000Z',
  received_at: '2026-11-22T10:00:00.100Z',
  user_id: null,
  session_user_id: null,
  anonymous_id: 'anon',
  session_id: 'sess',
  has_cookied_email: false,
  remote_address: '127.0.0.1',
  library_version: '1.0.0',
  page_path: '/',
  web_slug_config_id: null,
  is_error: false,
  error_details: null,
  props: { sessionId: 'sess' },
});
const rows = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => row(`${prefix}${index}`));

/** A database that records each INSERT's rows and fails while `failing` is set. */
class RecordingDatabase implements Queryable {
  readonly statements: string[][] = [];
  failing = false;
  private release: (() => void) | null = null;
  private gate: Promise<void> | null = null;

  /** Holds every write until `open` is called. */
  hold(): void {
    this.gate = new Promise((resolve) => (this.release = resolve));
  }
  open(): void {
    this.release?.();
    this.gate = null;
  }
  async query<Row>(_sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
    if (this.gate) await this.gate;
    if (this.failing) throw new Error('database unavailable');
    const batch = JSON.parse(String(params?.[0])) as TrackingEventRow[];
    if (batch.some((r) => r.name.startsWith('unstorable'))) {
      // What PostgreSQL answers for a NUL in text: the statement fails as a whole.
      throw Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
    }
    this.statements.push(batch.map((r) => r.name));
    return { rows: [] };
  }
  get stored(): string[] {
    return this.statements.flat();
  }
}

const options = (overrides: Partial<TrackingBufferOptions> = {}): TrackingBufferOptions => ({
  batchSize: 10,
  flushIntervalMs: 60_000,
  maxBuffered: 30,
  admissionWaitMs: 60_000,
  retryDelayMs: 0,
  ...overrides,
});

describe('TrackingBuffer', () => {
  let buffers: TrackingBuffer[] = [];
  const make = (db: Queryable, overrides?: Partial<TrackingBufferOptions>) => {
    const buffer = new TrackingBuffer(db, options(overrides));
    buffers.push(buffer);
    return buffer;
  };
  afterEach(async () => {
    for (const buffer of buffers) await buffer.close(Date.now());
    buffers = [];
  });

  it('writes a full batch with one multi-row statement and keeps a partial one for the timer', async () => {
    const db = new RecordingDatabase();
    const buffer = make(db);
    expect(await buffer.add(rows('a', 13))).toBe(true);
    await buffer.flush(false);
    expect(db.statements).toEqual([rows('a', 10).map((r) => r.name)]);
    expect(buffer.size).toBe(3);
    await buffer.flush();
    expect(db.stored).toEqual(rows('a', 13).map((r) => r.name));
    expect(buffer.size).toBe(0);
  });

  it('keeps the rows of a failed write, in order, and writes them once the database is back', async () => {
    const db = new RecordingDatabase();
    const failures: number[] = [];
    const buffer = new TrackingBuffer(db, options(), {
      stored: () => undefined,
      failed: (_error, pending) => failures.push(pending),
    });
    buffers.push(buffer);
    db.failing = true;
    await buffer.add(rows('a', 4));
    await buffer.flush();
    await buffer.add(rows('b', 2));
    await buffer.flush();
    expect(failures).toEqual([4, 6]);
    expect(db.stored).toEqual([]);
    db.failing = false;
    await buffer.flush();
    expect(db.stored).toEqual([...rows('a', 4), ...rows('b', 2)].map((r) => r.name));
  });

  it('leaves out a row the database refuses as data and writes the rest of its batch and those behind it', async () => {
    const db = new RecordingDatabase();
    const refused: unknown[] = [];
    const failures: number[] = [];
    const buffer = new TrackingBuffer(db, options(), {
      stored: () => undefined,
      failed: (_error, pending) => failures.push(pending),
      refused: (error) => refused.push(error),
    });
    buffers.push(buffer);
    await buffer.add([...rows('a', 3), row('unstorable'), ...rows('b', 12)]);
    await buffer.drain();
    expect(db.stored).toEqual([...rows('a', 3), ...rows('b', 12)].map((r) => r.name));
    expect(refused).toHaveLength(1);
    expect(failures).toEqual([]);
    expect(buffer.size).toBe(0);
  });

  it('keeps the rest of a batch being written row by row when the database goes away meanwhile', async () => {
    const db = new RecordingDatabase();
    const buffer = make(db);
    await buffer.add([row('unstorable'), ...rows('a', 3)]);
    const query = db.query.bind(db);
    let calls = 0;
    db.query = async (sql, params) => {
      calls += 1;
      if (calls === 4) db.failing = true;
      return query(sql, params);
    };
    await buffer.flush();
    expect(db.stored).toEqual(['a0']);
    expect(buffer.size).toBe(2);
    db.failing = false;
    await buffer.drain();
    expect(db.stored).toEqual(rows('a', 3).map((r) => r.name));
  });

  it('makes a caller wait when it is full and lets it in, first come first served, once a write frees room', async () => {
    const db = new RecordingDatabase();
    const buffer = make(db);
    db.hold();
    expect(await buffer.add(rows('a', 28))).toBe(true);
    const waiting = buffer.add(rows('b', 5));
    const later = buffer.add(rows('c', 1));
    let settled = false;
    void waiting.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    db.open();
    expect(await waiting).toBe(true);
    expect(await later).toBe(true);
    await buffer.drain();
    expect(db.stored).toEqual(
      [...rows('a', 28), ...rows('b', 5), ...rows('c', 1)].map((r) => r.name),
    );
  });

  it('refuses a caller that found no room in time, holding memory at its bound', async () => {
    jest.useFakeTimers();
    try {
      const db = new RecordingDatabase();
      db.failing = true;
      const buffer = make(db, { admissionWaitMs: 500, retryDelayMs: 60_000 });
      expect(await buffer.add(rows('a', 30))).toBe(true);
      const refused = buffer.add(rows('b', 1));
      jest.advanceTimersByTime(500);
      expect(await refused).toBe(false);
      expect(buffer.size).toBe(30);
    } finally {
      jest.useRealTimers();
    }
  });

  it('writes what it holds on close and refuses rows afterwards', async () => {
    const db = new RecordingDatabase();
    const buffer = make(db);
    await buffer.add(rows('a', 7));
    await buffer.close();
    expect(db.stored).toEqual(rows('a', 7).map((r) => r.name));
    expect(await buffer.add(rows('b', 1))).toBe(false);
  });
});
