import type { Queryable } from '../db/database';
import { outsideTransactions } from '../db/transaction-context';
import { insertRows } from '../db/insert-rows';

/** One row of `tracking_events` as the buffer holds it (keys in table order). */
export type TrackingEventRow = {
  readonly type: string;
  readonly name: string;
  readonly occurred_at: string;
  readonly received_at: string;
  readonly user_id: string | null;
  readonly session_user_id: string | null;
  readonly anonymous_id: string;
  readonly session_id: string;
  readonly has_cookied_email: boolean;
  readonly remote_address: string | null;
  readonly library_version: string;
  readonly page_path: string;
  readonly web_slug_config_id: string | null;
  readonly is_error: boolean;
  readonly error_details: readonly string[] | null;
  readonly props: Record<string, unknown>;
};

const COLUMNS: Readonly<Record<keyof TrackingEventRow, string>> = {
  type: 'text',
  name: 'text',
  occurred_at: 'timestamptz',
  received_at: 'timestamptz',
  user_id: 'text',
  session_user_id: 'text',
  anonymous_id: 'text',
  session_id: 'text',
  has_cookied_email: 'boolean',
  remote_address: 'text',
  library_version: 'text',
  page_path: 'text',
  web_slug_config_id: 'text',
  is_error: 'boolean',
  error_details: 'jsonb',
  props: 'jsonb',
};

export interface TrackingBufferOptions {
  /** Rows per INSERT; a full batch is written at once, a partial one by the flush job. */
  readonly batchSize: number;
  /** How long a partial batch may wait before it is written. */
  readonly flushIntervalMs: number;
  /** Most rows held in memory; beyond it callers wait for room. */
  readonly maxBuffered: number;
  /** How long a caller waits for room before it is told no (the request answers 503). */
  readonly admissionWaitMs: number;
  /** Pause after a failed write before the next try. */
  readonly retryDelayMs: number;
}

export const DEFAULT_TRACKING_BUFFER: TrackingBufferOptions = {
  batchSize: 1000,
  flushIntervalMs: 1000,
  maxBuffered: 50_000,
  admissionWaitMs: 2000,
  retryDelayMs: 1000,
};

export interface TrackingBufferEvents {
  stored(count: number): void;
  failed(error: unknown, pending: number): void;
  /** A row the database refuses as data (not a passing outage): it is left out, not retried. */
  refused?(error: unknown): void;
}

/**
 * SQLSTATE classes that say a row itself cannot be stored (22 data exception, e.g. a NUL in
 * text or an out-of-range date; 54 program limit, e.g. JSON nested too deep): retrying the
 * same rows can never succeed, whereas any other failure may pass.
 */
const UNSTORABLE_ROW = /^(22|54)/;
const refusesRows = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNSTORABLE_ROW.test(code);
};

interface Waiter {
  readonly rows: readonly TrackingEventRow[];
  readonly resolve: (admitted: boolean) => void;
  timer: NodeJS.Timeout | undefined;
}

/**
 * The in-process buffer between `/track` and `tracking_events` (accounts.md §7 "Tracking
 * beacon"): requests hand their valid events over and answer at once; the buffer writes them
 * with multi-row INSERTs when a batch is full or when the gateway's tracking flush job calls
 * `flush` (every `flushIntervalMs`, jobs.ts), one write at a time. Nothing valid
 * is dropped: a failed write keeps its rows at the front and is tried again (a row the
 * database refuses as data is left out alone, so that it cannot stall the rest), memory is bounded
 * (a caller that finds no room waits, and is refused after `admissionWaitMs` so the client's
 * queue keeps the events and retries), and `close` writes what is left.
 */
export class TrackingBuffer {
  private rows: TrackingEventRow[] = [];
  private readonly waiters: Waiter[] = [];
  private writing: Promise<void> | null = null;
  private retryAfter = 0;
  private failures = 0;
  private closed = false;
  private closing: Promise<void> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly options: TrackingBufferOptions = DEFAULT_TRACKING_BUFFER,
    private readonly events: TrackingBufferEvents = {
      stored: () => undefined,
      failed: () => undefined,
    },
  ) {}

  /** How long a partial batch may wait: the period of the flush job. */
  get flushIntervalMs(): number {
    return this.options.flushIntervalMs;
  }

  /** Rows held and not yet written. */
  get size(): number {
    return this.rows.length;
  }

  /**
   * Takes rows for writing. True once they are held; false when no room came up in time or the
   * buffer is closing (the caller answers 503 and the client keeps the events).
   */
  add(rows: readonly TrackingEventRow[]): Promise<boolean> {
    if (rows.length === 0) return Promise.resolve(true);
    if (this.closed) return Promise.resolve(false);
    if (this.waiters.length === 0 && this.hasRoomFor(rows.length)) {
      this.take(rows);
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const waiter: Waiter = { rows, resolve, timer: undefined };
      waiter.timer = setTimeout(() => {
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
        resolve(false);
      }, this.options.admissionWaitMs);
      this.waiters.push(waiter);
      void this.flush();
    });
  }

  /** Writes everything held now (tests and shutdown), retrying failed writes until `deadline`. */
  async drain(deadline = Date.now() + 10_000): Promise<void> {
    while (this.rows.length > 0 && Date.now() < deadline) {
      const failuresBefore = this.failures;
      this.retryAfter = 0;
      await this.flush(true);
      if (this.failures > failuresBefore) await delay(Math.min(this.options.retryDelayMs, 200));
    }
  }

  /** Refuses new rows and writes what is held; later calls wait for the first. */
  close(deadline = Date.now() + 10_000): Promise<void> {
    this.closing ??= this.shutDown(deadline);
    return this.closing;
  }

  private async shutDown(deadline: number): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    await this.writing;
    await this.drain(deadline);
    if (this.rows.length > 0) {
      this.events.failed(
        new Error('tracking events could not be written before shutdown'),
        this.rows.length,
      );
    }
  }

  /**
   * Writes batches while there is a full one (or, when `all`, anything). One write runs at a
   * time; a call during a write waits for it and goes on.
   */
  flush(all = true): Promise<void> {
    if (this.writing) return this.writing;
    if (this.rows.length === 0 || Date.now() < this.retryAfter) return Promise.resolve();
    this.writing = outsideTransactions(() => this.writeBatches(all)).finally(() => {
      this.writing = null;
    });
    return this.writing;
  }

  private async writeBatches(all: boolean): Promise<void> {
    while (this.rows.length >= this.options.batchSize || (all && this.rows.length > 0)) {
      const batch = this.rows.slice(0, this.options.batchSize);
      try {
        await insertRows(this.db, 'tracking_events', COLUMNS, batch);
      } catch (error) {
        // One unstorable row must not hold back its batch, and every batch behind it, forever:
        // the batch is written row by row and only the refused rows are left out.
        if (refusesRows(error)) {
          if (await this.writeOneByOne(batch.length)) continue;
          return;
        }
        this.retryAfter = Date.now() + this.options.retryDelayMs;
        this.failures += 1;
        this.events.failed(error, this.rows.length);
        return;
      }
      this.rows.splice(0, batch.length);
      this.events.stored(batch.length);
      this.admitWaiters();
    }
  }

  /**
   * Writes the first `count` held rows one at a time, leaving out those the database refuses
   * as data. False when another failure stops it; the rows not yet written stay at the front.
   */
  private async writeOneByOne(count: number): Promise<boolean> {
    for (let index = 0; index < count; index += 1) {
      const row = this.rows[0];
      if (!row) break;
      try {
        await insertRows(this.db, 'tracking_events', COLUMNS, [row]);
        this.events.stored(1);
      } catch (error) {
        if (!refusesRows(error)) {
          this.retryAfter = Date.now() + this.options.retryDelayMs;
          this.failures += 1;
          this.events.failed(error, this.rows.length);
          return false;
        }
        this.events.refused?.(error);
      }
      this.rows.shift();
      this.admitWaiters();
    }
    return true;
  }

  private hasRoomFor(count: number): boolean {
    return this.rows.length + count <= this.options.maxBuffered;
  }

  private take(rows: readonly TrackingEventRow[]): void {
    for (const row of rows) this.rows.push(row);
    if (this.rows.length >= this.options.batchSize) void this.flush(false);
  }

  /** Lets waiting callers in, first come first served, while there is room. */
  private admitWaiters(): void {
    while (this.waiters.length > 0) {
      const next = this.waiters[0];
      if (!next || !this.hasRoomFor(next.rows.length)) return;
      this.waiters.shift();
      clearTimeout(next.timer);
      this.take(next.rows);
      next.resolve(true);
    }
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
