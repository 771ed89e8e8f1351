import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Queryable } from '../db/database';
import {
  DEFAULT_TRACKING_BUFFER,
  TrackingBuffer,
  type TrackingBufferOptions,
} from './tracking-buffer';

/** The counters `/track` moves itself; the buffer moves `stored` and `unstorable`. */
export interface TrackingCounters {
  readonly accepted: Counter;
  readonly rejected: Counter;
  readonly refused: Counter;
}

/** The buffer behind `POST /track` and the ingestion counters of `/metrics`. */
export interface TrackingIngestion {
  readonly buffer: TrackingBuffer;
  readonly counters: TrackingCounters;
}

/**
 * The tracking buffer with its figures at `/metrics` (`gio_tracking_events_*_total`,
 * `gio_tracking_batches_refused_total`, the gauge `gio_tracking_events_buffered`) and its write
 * failures in the log.
 */
export function createTrackingIngestion(
  db: Queryable,
  metrics: Registry,
  log: FastifyBaseLogger,
  options: Partial<TrackingBufferOptions> = {},
): TrackingIngestion {
  const counter = (name: string, help: string) => new Counter({ name, help, registers: [metrics] });
  const counters: TrackingCounters = {
    accepted: counter('gio_tracking_events_accepted_total', 'Tracking events accepted by /track'),
    rejected: counter('gio_tracking_events_rejected_total', 'Tracking events refused as malformed'),
    refused: counter(
      'gio_tracking_batches_refused_total',
      'Batches answered 503 because the buffer had no room',
    ),
  };
  const stored = counter(
    'gio_tracking_events_stored_total',
    'Tracking events written to the database',
  );
  const unstorable = counter(
    'gio_tracking_events_unstorable_total',
    'Accepted tracking events the database refused as data, left out',
  );
  const buffer = new TrackingBuffer(
    db,
    { ...DEFAULT_TRACKING_BUFFER, ...options },
    {
      stored: (count) => stored.inc(count),
      failed: (error, pending) =>
        log.error({ err: error, pending }, 'tracking events could not be written; retrying'),
      refused: (error) => {
        unstorable.inc();
        log.error({ err: error }, 'a tracking event the database refuses was left out');
      },
    },
  );
  new Gauge({
    name: 'gio_tracking_events_buffered',
    help: 'Tracking events held in memory, not yet written',
    registers: [metrics],
    collect() {
      this.set(buffer.size);
    },
  });
  return { buffer, counters };
}
