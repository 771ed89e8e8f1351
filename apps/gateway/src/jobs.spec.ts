import type { FastifyBaseLogger } from 'fastify';
import { gatewayJobs, Jobs, type PeriodicJob } from './jobs';
import type { GatewayServices } from './services';
import { DatabaseSessionStore, RedisSessionStore } from './session/session-store';

const quietLog = () => {
  const warnings: { job?: string }[] = [];
  const log = {
    info: () => undefined,
    warn: (fields: { job?: string }) => warnings.push(fields),
  } as unknown as FastifyBaseLogger;
  return { log, warnings };
};

describe('Jobs', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs each job on its own interval, from start until stop', async () => {
    const runs: string[] = [];
    const job = (name: string, intervalMs: number): PeriodicJob => ({
      name,
      intervalMs,
      run: async () => runs.push(name),
    });
    const jobs = new Jobs([job('fast', 100), job('slow', 250)], quietLog().log);
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual([]);
    jobs.start();
    jobs.start();
    await jest.advanceTimersByTimeAsync(500);
    await jobs.stop();
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs.filter((name) => name === 'fast')).toHaveLength(5);
    expect(runs.filter((name) => name === 'slow')).toHaveLength(2);
  });

  it('skips the ticks of a job whose run is still going, and stop waits for that run', async () => {
    let finish: () => void = () => undefined;
    let started = 0;
    const jobs = new Jobs(
      [
        {
          name: 'slow write',
          intervalMs: 100,
          run: () => {
            started += 1;
            return new Promise<void>((resolve) => {
              finish = resolve;
            });
          },
        },
      ],
      quietLog().log,
    );
    jobs.start();
    await jest.advanceTimersByTimeAsync(400);
    expect(started).toBe(1);
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await jest.advanceTimersByTimeAsync(1000);
    expect([started, stopped]).toEqual([1, false]);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('logs a failed run by its job name and runs again on the next tick', async () => {
    const { log, warnings } = quietLog();
    let calls = 0;
    const jobs = new Jobs(
      [
        {
          name: 'flaky sweep',
          intervalMs: 100,
          run: async () => {
            calls += 1;
            if (calls === 1) throw new Error('database unavailable');
          },
        },
      ],
      log,
    );
    jobs.start();
    await jest.advanceTimersByTimeAsync(200);
    await jobs.stop();
    expect(calls).toBe(2);
    expect(warnings).toEqual([expect.objectContaining({ job: 'flaky sweep' })]);
  });
});

describe('gatewayJobs', () => {
  const services = (options: { databaseSessions: boolean; mailer: boolean }) =>
    ({
      now: Date.now,
      sessionLifetimes: { idleMs: 60_000, absoluteMs: 120_000 },
      sessionStore: options.databaseSessions
        ? Object.create(DatabaseSessionStore.prototype)
        : Object.create(RedisSessionStore.prototype),
      dispatcher: { sends: options.mailer },
      tracking: { buffer: { flushIntervalMs: 1000 } },
    }) as unknown as GatewayServices;
  const names = (jobs: PeriodicJob[]) => jobs.map((job) => job.name);

  it('has the seven jobs in production with sessions in the database and a mailer', () => {
    expect(
      names(
        gatewayJobs({ nodeEnv: 'production' }, services({ databaseSessions: true, mailer: true })),
      ),
    ).toEqual([
      'session sweep',
      'outbox delivery',
      'abandoned hosted payments',
      'idempotency key sweep',
      'approval expiry',
      'shopping-list reminders',
      'tracking flush',
    ]);
  });

  it('leaves out the session sweep with Redis, the outbox poll without a mailer, the payment sweep in tests', () => {
    expect(
      names(gatewayJobs({ nodeEnv: 'test' }, services({ databaseSessions: false, mailer: false }))),
    ).toEqual(['idempotency key sweep', 'approval expiry', 'shopping-list reminders', 'tracking flush']);
  });
});
