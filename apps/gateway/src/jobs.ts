import type { FastifyBaseLogger } from 'fastify';
import type { GatewayConfig } from './config';
import type { JobLeases } from './db/job-leases';
import type { GatewayServices } from './services';
import { DatabaseSessionStore } from './session/session-store';

/** Work the gateway does on a period rather than for a request. */
export interface PeriodicJob {
  /** Names the job in the logs. */
  readonly name: string;
  readonly intervalMs: number;
  /**
   * True for work on this process's own memory (the tracking buffer): every replica runs it.
   * Otherwise, with leases, one replica at a time does.
   */
  readonly everyReplica?: boolean;
  run(): Promise<unknown>;
}

/** How the jobs run once across replicas: a lease row per job (db/job-leases.ts). */
export interface JobLeaseOptions {
  readonly leases: JobLeases;
  /** This replica's name in the lease rows: unique per process. */
  readonly holder: string;
  /** Lease times are a lock's, not business times: the real clock unless a test moves it. */
  readonly now?: () => number;
}

/** A lease outlives two ticks, and a minute at least, so that a slow run does not lose it. */
export const MIN_LEASE_MS = 60_000;

/** How long a tick's lease holds: the holder renews it each tick, another takes it after. */
export function leaseMs(job: PeriodicJob): number {
  return Math.max(2 * job.intervalMs, MIN_LEASE_MS);
}

/**
 * The gateway's periodic jobs, started and stopped together. A job's run never overlaps its
 * previous one (a slow database skips ticks rather than piling them up); a failed run is logged
 * and the next tick tries again; `stop` waits for the runs in flight, so that the database can
 * close after it. Timers do not keep the process alive: shutdown is `stop`, not the last timer.
 *
 * With `lease`, each tick first takes or renews the job's lease (design.md "periodic jobs run
 * once across replicas"): the replica holding it runs the job, the others skip their ticks. A
 * holder that dies stops renewing, its lease runs out after `leaseMs` and the next replica to
 * tick takes it over; one that stops cleanly gives its leases up at once. The lease is taken at
 * the start of a run: a run longer than `leaseMs` may overlap the next holder's, which every job
 * allows (each is safe on two replicas at once), so "once" means one holder per lease period.
 */
export class Jobs {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    readonly jobs: readonly PeriodicJob[],
    private readonly log: FastifyBaseLogger,
    private readonly lease?: JobLeaseOptions,
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

  /** Clears the timers, waits for the runs in flight and gives up this replica's leases. */
  async stop(): Promise<void> {
    const started = this.timers.length > 0;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all(this.running.values());
    if (this.lease) {
      await this.lease.leases
        .release(this.lease.holder)
        .catch((error: unknown) => this.log.warn({ err: error }, 'periodic jobs: leases not released'));
    }
    if (started) this.log.info('periodic jobs stopped');
  }

  /** One tick of every job now, as their timers would, resolved when the runs end (tests). */
  async tickAll(): Promise<void> {
    await Promise.all(this.jobs.map((job) => this.tick(job)));
  }

  private tick(job: PeriodicJob): Promise<void> {
    const running = this.running.get(job.name);
    if (running) return running;
    const run = Promise.resolve()
      .then(async () => {
        if (!(await this.holds(job))) return;
        await job.run();
      })
      .then(
        () => undefined,
        (error: unknown) => this.log.warn({ err: error, job: job.name }, 'periodic job failed'),
      )
      .finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
    return run;
  }

  /** Whether this replica runs the job this tick: takes or renews its lease. */
  private async holds(job: PeriodicJob): Promise<boolean> {
    if (!this.lease || job.everyReplica) return true;
    const now = (this.lease.now ?? Date.now)();
    return this.lease.leases.acquire(job.name, this.lease.holder, now, now + leaseMs(job));
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
      // Each replica buffers its own beacons.
      everyReplica: true,
      run: () => services.tracking.buffer.flush(),
    },
  );
  return jobs;
}
