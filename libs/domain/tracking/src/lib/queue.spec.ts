import fc from 'fast-check';
import { buildPageView, type TrackingContext } from './builders';
import type { TrackingBatch, TrackingEvent } from './envelope';
import { createTrackingQueue, TrackingLogMessage, type TrackingTransport } from './queue';
import type { Timers } from '@gio/domain-time';

// Jest's fake timers drive the injected timer interface, so every delay is exact.
const timers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

const ctx: TrackingContext = { now: 0, anonymousId: 'a', sessionId: 's', pagePath: '/' };
const event = (n: number): TrackingEvent => buildPageView({ ...ctx, now: n });
const nowOf = (batch: TrackingBatch) => batch.events.map((item) => item.utcTimestamp);

function logger() {
  return { error: jest.fn(), warn: jest.fn() };
}

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

describe('createTrackingQueue: flush every 3000 ms (accounts.md §4, §9)', () => {
  it('sends queued events at 3000 ms, not before', async () => {
    const sent: TrackingBatch[] = [];
    const queue = createTrackingQueue({
      timers,
      logger: logger(),
      transport: { send: async (batch) => void sent.push(batch) },
    });
    queue.enqueue(event(1));
    queue.enqueue(event(2));
    await jest.advanceTimersByTimeAsync(2999);
    expect(sent).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent.map(nowOf)).toEqual([[1, 2]]);
    expect(sent[0]!.libraryVersion).toBe('1.0.0');
    expect(queue.size()).toBe(0);
    queue.dispose();
  });

  it('sends nothing when the queue is empty', async () => {
    const send = jest.fn(async () => undefined);
    const queue = createTrackingQueue({ timers, logger: logger(), transport: { send } });
    await jest.advanceTimersByTimeAsync(9000);
    expect(send).not.toHaveBeenCalled();
    await expect(queue.flush()).resolves.toBe('empty');
    queue.dispose();
  });

  it('honours a custom interval and stops on dispose', async () => {
    const send = jest.fn(async () => undefined);
    const queue = createTrackingQueue({
      timers,
      logger: logger(),
      transport: { send },
      flushIntervalMs: 1000,
    });
    queue.enqueue(event(1));
    await jest.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
    queue.dispose();
    queue.enqueue(event(2));
    await jest.advanceTimersByTimeAsync(5000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('splits a long queue into batches of at most 100', async () => {
    const sent: TrackingBatch[] = [];
    const queue = createTrackingQueue({
      timers,
      logger: logger(),
      transport: { send: async (batch) => void sent.push(batch) },
    });
    for (let n = 0; n < 150; n += 1) queue.enqueue(event(n));
    await queue.flush();
    await queue.flush();
    expect(sent.map((batch) => batch.events.length)).toEqual([100, 50]);
    queue.dispose();
  });
});

describe('createTrackingQueue: failures are logged, not thrown, and nothing is dropped', () => {
  it('re-queues a failed batch in order ahead of newer events', async () => {
    const log = logger();
    const failure = new Error('offline');
    const send = jest
      .fn<Promise<void>, [TrackingBatch]>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(undefined);
    const queue = createTrackingQueue({ timers, logger: log, transport: { send } });
    queue.enqueue(event(1));
    queue.enqueue(event(2));
    await expect(queue.flush()).resolves.toBe('failed');
    expect(log.error).toHaveBeenCalledWith(TrackingLogMessage.DISPATCH_FAILED, failure);
    queue.enqueue(event(3));
    await expect(queue.flush()).resolves.toBe('sent');
    expect(nowOf(send.mock.calls[1]![0])).toEqual([1, 2, 3]);
    queue.dispose();
  });

  it('logs a transport that throws synchronously', async () => {
    const log = logger();
    const transport: TrackingTransport = {
      send: () => {
        throw new Error('boom');
      },
    };
    const queue = createTrackingQueue({ timers, logger: log, transport });
    queue.enqueue(event(1));
    await expect(queue.flush()).resolves.toBe('failed');
    expect(queue.size()).toBe(1);
    expect(log.error).toHaveBeenCalledTimes(1);
    queue.dispose();
  });

  it('runs one flush at a time', async () => {
    let release: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const queue = createTrackingQueue({ timers, logger: logger(), transport: { send } });
    queue.enqueue(event(1));
    const first = queue.flush();
    queue.enqueue(event(2));
    await expect(queue.flush()).resolves.toBe('busy');
    release();
    await expect(first).resolves.toBe('sent');
    expect(queue.size()).toBe(1);
    queue.dispose();
  });

  it('is bounded: past the bound the oldest events go, with a warning', async () => {
    const log = logger();
    const queue = createTrackingQueue({
      timers,
      logger: log,
      transport: { send: async () => undefined },
      maxQueued: 3,
    });
    for (let n = 1; n <= 3; n += 1) queue.enqueue(event(n));
    expect(log.warn).not.toHaveBeenCalled();
    queue.enqueue(event(4));
    expect(queue.size()).toBe(3);
    expect(log.warn).toHaveBeenCalledWith(TrackingLogMessage.QUEUE_FULL, { dropped: 1 });
    queue.dispose();
  });

  it('loses no event across any pattern of failures within the bound (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.boolean(), { maxLength: 30 }),
        fc.integer({ min: 1, max: 40 }),
        async (outcomes, count) => {
          const delivered: number[] = [];
          let call = 0;
          const send = async (batch: TrackingBatch) => {
            const ok = outcomes[call] ?? true;
            call += 1;
            if (!ok) throw new Error('down');
            delivered.push(...nowOf(batch));
          };
          const queue = createTrackingQueue({
            timers,
            logger: logger(),
            transport: { send },
            maxBatch: 7,
          });
          for (let n = 0; n < count; n += 1) queue.enqueue(event(n));
          while (queue.size() > 0) await queue.flush();
          queue.dispose();
          expect(delivered).toEqual(Array.from({ length: count }, (_, n) => n));
        },
      ),
    );
  });
});

describe('flushOnUnload: beacon with a 300 ms fallback (accounts.md §9)', () => {
  it('uses the beacon when it answers in time', async () => {
    const send = jest.fn(async () => undefined);
    const queue = createTrackingQueue({
      timers,
      logger: logger(),
      transport: { send, sendBeacon: (_batch, callback) => setTimeout(() => callback(true), 299) },
    });
    queue.enqueue(event(1));
    const result = queue.flushOnUnload();
    await jest.advanceTimersByTimeAsync(299);
    await expect(result).resolves.toBe('beacon');
    await jest.advanceTimersByTimeAsync(1000);
    expect(send).not.toHaveBeenCalled();
    queue.dispose();
  });

  it('falls back to send when the beacon has not answered within 300 ms, and ignores a late answer', async () => {
    const send = jest.fn(async () => undefined);
    const queue = createTrackingQueue({
      timers,
      logger: logger(),
      transport: { send, sendBeacon: (_batch, callback) => setTimeout(() => callback(true), 400) },
    });
    queue.enqueue(event(1));
    const result = queue.flushOnUnload();
    await jest.advanceTimersByTimeAsync(299);
    expect(send).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('fallback');
    expect(send).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(send).toHaveBeenCalledTimes(1);
    queue.dispose();
  });

  it('falls back at once when the beacon refuses, throws or does not exist', async () => {
    for (const transport of [
      { sendBeacon: (_batch: TrackingBatch, callback: (ok: boolean) => void) => callback(false) },
      {
        sendBeacon: () => {
          throw new Error('too large');
        },
      },
      {},
    ]) {
      const send = jest.fn(async () => undefined);
      const queue = createTrackingQueue({
        timers,
        logger: logger(),
        transport: { send, ...transport },
      });
      queue.enqueue(event(1));
      await expect(queue.flushOnUnload()).resolves.toBe('fallback');
      expect(send).toHaveBeenCalledTimes(1);
      queue.dispose();
    }
  });

  it('logs a failed fallback without throwing', async () => {
    const log = logger();
    const queue = createTrackingQueue({
      timers,
      logger: log,
      transport: { send: async () => Promise.reject(new Error('gone')) },
    });
    queue.enqueue(event(1));
    await expect(queue.flushOnUnload()).resolves.toBe('fallback');
    await jest.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith(TrackingLogMessage.DISPATCH_FAILED, expect.any(Error));
    queue.dispose();
  });

  it('does nothing with an empty queue', async () => {
    const queue = createTrackingQueue({ timers, logger: logger(), transport: { send: jest.fn() } });
    await expect(queue.flushOnUnload()).resolves.toBe('empty');
    queue.dispose();
  });
});
