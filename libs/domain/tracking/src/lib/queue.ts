import { Timing } from '@gio/domain-enums';
import {
  toTrackingBatch,
  TRACKING_BATCH_MAX_EVENTS,
  TRACKING_QUEUE_MAX_EVENTS,
  type TrackingBatch,
  type TrackingEvent,
} from './envelope';
import type { Timers } from '@gio/domain-time';

/** How batches leave the page; the app wires fetch and navigator.sendBeacon into this. */
export interface TrackingTransport {
  /** Posts a batch; a rejection is a failed dispatch. */
  send(batch: TrackingBatch): Promise<void>;
  /**
   * Beacon-style send for page unload. Calls back once with whether the beacon was accepted; a
   * transport without it always uses `send`.
   */
  sendBeacon?(batch: TrackingBatch, callback: (delivered: boolean) => void): void;
}

/** Where dispatch problems go (accounts.md §8: tracking dispatch failures are logged). */
export interface TrackingLogger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
}

/** Log lines of the queue, fixed so that alerts can match them. */
export const TrackingLogMessage = {
  DISPATCH_FAILED: 'Tracking dispatch failed',
  QUEUE_FULL: 'Tracking queue full: oldest events dropped',
} as const;

export interface TrackingQueueOptions {
  readonly timers: Pick<Timers, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;
  readonly transport: TrackingTransport;
  readonly logger: TrackingLogger;
  /** Flush period (accounts.md §9: 3000 ms). */
  readonly flushIntervalMs?: number;
  /** Beacon callback fallback (accounts.md §9: 300 ms). */
  readonly beaconFallbackMs?: number;
  readonly maxQueued?: number;
  readonly maxBatch?: number;
}

export type FlushResult = 'empty' | 'busy' | 'sent' | 'failed' | 'disposed';
export type UnloadFlushResult = 'empty' | 'beacon' | 'fallback';

export interface TrackingQueue {
  enqueue(event: TrackingEvent): void;
  /** Sends up to one batch now; the interval calls this. */
  flush(): Promise<FlushResult>;
  /** Page unload: everything queued goes by beacon, falling back to `send` after 300 ms. */
  flushOnUnload(): Promise<UnloadFlushResult>;
  size(): number;
  dispose(): void;
}

/**
 * Tracking queue (accounts.md §4 "Tracking", §8, §9): events queue and flush every 3000 ms and on
 * page unload. One flush is in flight at a time. A failed dispatch is logged, never thrown, and
 * its events go back to the front of the queue in order; the queue is bounded, and when it
 * overflows the oldest events are dropped with a warning.
 */
export function createTrackingQueue(options: TrackingQueueOptions): TrackingQueue {
  const { timers, transport, logger } = options;
  const flushIntervalMs = options.flushIntervalMs ?? Timing.TRACKING_FLUSH_INTERVAL;
  const beaconFallbackMs = options.beaconFallbackMs ?? Timing.BEACON_FALLBACK;
  const maxQueued = Math.max(1, options.maxQueued ?? TRACKING_QUEUE_MAX_EVENTS);
  const maxBatch = Math.max(
    1,
    Math.min(options.maxBatch ?? TRACKING_BATCH_MAX_EVENTS, TRACKING_BATCH_MAX_EVENTS),
  );

  let queue: TrackingEvent[] = [];
  let inFlight = false;
  let disposed = false;

  const enforceBound = (): void => {
    const overflow = queue.length - maxQueued;
    if (overflow <= 0) return;
    queue = queue.slice(overflow);
    logger.warn(TrackingLogMessage.QUEUE_FULL, { dropped: overflow });
  };

  const safeSend = (batch: TrackingBatch): Promise<void> =>
    new Promise<void>((resolve) => resolve(transport.send(batch)));

  const flush = async (): Promise<FlushResult> => {
    if (disposed) return 'disposed';
    if (inFlight) return 'busy';
    if (queue.length === 0) return 'empty';
    const events = queue.splice(0, maxBatch);
    inFlight = true;
    try {
      await safeSend(toTrackingBatch(events));
      return 'sent';
    } catch (error) {
      logger.error(TrackingLogMessage.DISPATCH_FAILED, error);
      queue = [...events, ...queue];
      enforceBound();
      return 'failed';
    } finally {
      inFlight = false;
    }
  };

  const beaconWithFallback = (batch: TrackingBatch): Promise<Exclude<UnloadFlushResult, 'empty'>> =>
    new Promise((resolve) => {
      let settled = false;
      let timer: unknown = undefined;
      const fallBack = (): void => {
        if (settled) return;
        settled = true;
        if (timer !== undefined) timers.clearTimeout(timer);
        // The page is going away: the fallback is fired and forgotten, its failure only logged.
        safeSend(batch).catch((error: unknown) =>
          logger.error(TrackingLogMessage.DISPATCH_FAILED, error),
        );
        resolve('fallback');
      };
      if (!transport.sendBeacon) {
        fallBack();
        return;
      }
      timer = timers.setTimeout(fallBack, beaconFallbackMs);
      try {
        transport.sendBeacon(batch, (delivered) => {
          if (settled) return;
          if (!delivered) {
            fallBack();
            return;
          }
          settled = true;
          timers.clearTimeout(timer);
          resolve('beacon');
        });
      } catch (error) {
        logger.error(TrackingLogMessage.DISPATCH_FAILED, error);
        fallBack();
      }
    });

  const intervalHandle = timers.setInterval(() => {
    void flush();
  }, flushIntervalMs);

  return {
    enqueue(event) {
      if (disposed) return;
      queue.push(event);
      enforceBound();
    },
    flush,
    async flushOnUnload() {
      if (queue.length === 0) return 'empty';
      const batches: TrackingBatch[] = [];
      while (queue.length > 0) batches.push(toTrackingBatch(queue.splice(0, maxBatch)));
      const results = await Promise.all(batches.map(beaconWithFallback));
      return results.includes('fallback') ? 'fallback' : 'beacon';
    },
    size: () => queue.length,
    dispose() {
      if (disposed) return;
      disposed = true;
      timers.clearInterval(intervalHandle);
    },
  };
}
