import type { FastifyBaseLogger } from 'fastify';
import { JobLeases } from './db/job-leases';
import { Jobs, leaseMs, type PeriodicJob } from './jobs';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

const log = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

describe('periodic jobs run once across replicas (job_leases)', () => {
  let database: TestDatabase;
  let clock = 1_000_000;
  const runs: string[] = [];
  const sweep = (replica: string): PeriodicJob => ({
    name: 'idempotency key sweep',
    intervalMs: 60 * 60 * 1000,
    run: async () => runs.push(`${replica} sweep`),
  });
  const flush = (replica: string): PeriodicJob => ({
    name: 'tracking flush',
    intervalMs: 1000,
    everyReplica: true,
    run: async () => runs.push(`${replica} flush`),
  });
  const replica = (name: string) =>
    new Jobs([sweep(name), flush(name)], log, {
      leases: new JobLeases(database.db),
      holder: name,
      now: () => clock,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    runs.length = 0;
    await database.db.query('DELETE FROM job_leases');
  });

  it('runs a job on one replica only, while a job on its own memory runs on each', async () => {
    const a = replica('a');
    const b = replica('b');
    await Promise.all([a.tickAll(), b.tickAll()]);
    await a.tickAll();
    await b.tickAll();
    const sweeps = runs.filter((run) => run.endsWith('sweep'));
    expect(sweeps).toHaveLength(2);
    expect(new Set(sweeps).size).toBe(1);
    expect(runs.filter((run) => run.endsWith('flush')).sort()).toEqual(['a flush', 'a flush', 'b flush', 'b flush']);
  });

  it('is taken over by another replica once the holder stops renewing (it died) and its lease ran out', async () => {
    const a = replica('a');
    const b = replica('b');
    await a.tickAll();
    clock += leaseMs(sweep('a')) - 1;
    await b.tickAll();
    expect(runs.filter((run) => run.endsWith('sweep'))).toEqual(['a sweep']);

    clock += 1;
    await b.tickAll();
    await a.tickAll();
    expect(runs.filter((run) => run.endsWith('sweep'))).toEqual(['a sweep', 'b sweep']);
  });

  it('keeps the lease with a holder that renews it, and hands it over at once when the holder stops cleanly', async () => {
    const a = replica('a');
    const b = replica('b');
    await a.tickAll();
    for (let tick = 0; tick < 3; tick += 1) {
      clock += leaseMs(sweep('a')) / 2;
      await a.tickAll();
      await b.tickAll();
    }
    expect(runs.filter((run) => run.endsWith('sweep'))).toEqual(['a sweep', 'a sweep', 'a sweep', 'a sweep']);

    await a.stop();
    await b.tickAll();
    expect(runs.filter((run) => run.endsWith('sweep')).at(-1)).toBe('b sweep');
  });
});
