import type { FastifyBaseLogger } from 'fastify';
import type { GatewayConfig } from './config';
import type { GatewayServices } from './services';
import { DatabaseSessionStore } from './session/session-store';

/** Work the gateway does on a period rather than for a request. */
export interface PeriodicJob {
  /** Names the job in the logs. */
  readonly name: string;
  readonly intervalMs: number;
  run(): Promise<unknown>;
}

/**
 * The gateway's periodic jobs, started and stopped together. A job's run never overlaps its
 * previous one (a slow database skips ticks rather than piling them up); a failed run is logged
 * and the next tick tries again; `stop` waits for the runs in flight, so that the database can
 * close after it. Timers do not keep the process alive: shutdown is `stop`, not the last timer.
 */
export class Jobs {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    readonly jobs: readonly PeriodicJob[],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts every job's timer; a second call does nothing. */
  start(): void {
    if (this.timers.length > 0) return;
    for (const job of this.jobs) {
      const timer = setInterval(() => this.tick(job), job.intervalMs);
      timer.unref();
      this.timers.push(timer);
    }
    this.log.info({ jobs: this.jobs.map((job) => job.name) }, 'periodic jobs started');
  }

  /** Clears the timers and waits for the runs in flight. */
  async stop(): Promise<void> {
    if (this.timers.length === 0) return;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all(this.running.values());
    this.log.info('periodic jobs stopped');
  }

  private tick(job: PeriodicJob): void {
    if (this.running.has(job.name)) return;
    const run = Promise.resolve()
      .then(() => job.run())
      .then(
        () => undefined,
        (error: unknown) => this.log.warn({ err: error, job: job.name }, 'periodic job failed'),
      )
      .finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
  }
}

/** Sessions past their idle or absolute end are deleted from the table this often. */
export const SESSION_SWEEP_MS = 15 * 60 * 1000;
/** Without SMTP nothing is sent; with it, e-mail a request did not send at once waits this long. */
export const OUTBOX_POLL_MS = 5000;
/** Abandoned hosted payments hold stock until settled: they are looked for this often. */
export const ABANDONED_PAYMENT_SWEEP_MS = 5 * 60 * 1000;
/** Idempotency keys past their keeping time are deleted this often. */
export const IDEMPOTENCY_KEY_SWEEP_MS = 60 * 60 * 1000;
/** Held B2B orders past their approval expiry are closed this often (issue #18). */
export const APPROVAL_EXPIRY_SWEEP_MS = 10 * 60 * 1000;
/** Due shopping-list reminders are looked for this often. */
export const LIST_REMINDER_SWEEP_MS = 10 * 60 * 1000;

/**
 * The gateway's periodic jobs over its services. Some exist only where they have work: the
 * session sweep with sessions in the database (Redis expires its own), the outbox poll with a
 * mailer. Tests settle abandoned payments themselves (`nodeEnv` test), as they check the
 * catalogue themselves; the other jobs run in tests too, the tracking flush being one they wait on.
 */
export function gatewayJobs(
  config: Pick<GatewayConfig, 'nodeEnv'>,
  services: GatewayServices,
): PeriodicJob[] {
  const jobs: PeriodicJob[] = [];
  const store = services.sessionStore;
  if (store instanceof DatabaseSessionStore) {
    jobs.push({
      name: 'session sweep',
      intervalMs: SESSION_SWEEP_MS,
      run: () => store.prune(services.now(), services.sessionLifetimes.idleMs),
    });
  }
  if (services.dispatcher.sends) {
    jobs.push({
      name: 'outbox delivery',
      intervalMs: OUTBOX_POLL_MS,
      run: () => services.dispatcher.deliverPending(),
    });
  }
  if (config.nodeEnv !== 'test') {
    jobs.push({
      name: 'abandoned hosted payments',
      intervalMs: ABANDONED_PAYMENT_SWEEP_MS,
      run: () => services.orderPages.settleAbandoned(),
    });
  }
  jobs.push(
    {
      name: 'idempotency key sweep',
      intervalMs: IDEMPOTENCY_KEY_SWEEP_MS,
      run: () => services.placeOrder.pruneKeys(),
    },
    {
      name: 'approval expiry',
      intervalMs: APPROVAL_EXPIRY_SWEEP_MS,
      run: () => services.approvals.expireDue(),
    },
    {
      name: 'shopping-list reminders',
      intervalMs: LIST_REMINDER_SWEEP_MS,
      run: () => services.listReminders.sendDue(),
    },
    {
      name: 'tracking flush',
      intervalMs: services.tracking.buffer.flushIntervalMs,
      run: () => services.tracking.buffer.flush(),
    },
  );
  return jobs;
}
