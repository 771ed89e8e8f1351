import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../server';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { drainAndClose, type DrainState } from './drain';

/** Resolves once `get` stops answering 200 (the server stopped accepting or answers 503 closing). */
async function untilRefused(get: () => Promise<Response>): Promise<void> {
  for (;;) {
    const answered = await get().then(
      (response) => response.status,
      () => 0,
    );
    if (answered !== 200) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('shutdown drains (SIGTERM behind a load balancer)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let drain: DrainState;
  let baseUrl: string;
  let releaseSlow: () => void = () => undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, drain } = await buildGateway({ logLevel: 'silent', nodeEnv: 'test' }, { db: database.db, isMigrated: () => true }));
    // A request still running when the server begins to close, like a checkout in flight.
    const slow = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    app.get('/slow-for-test', async () => {
      await slow;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    releaseSlow();
    await app.close();
    await database.close();
  });

  it('answers 503 on /api/health first, serves requests through the drain period, then lets the one in flight finish and closes', async () => {
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    const inFlight = fetch(`${baseUrl}/slow-for-test`);

    let endDrain: () => void = () => undefined;
    let shutdown: Promise<void> = Promise.resolve();
    await new Promise<void>((started) => {
      shutdown = drainAndClose({
        app,
        drain,
        drainMs: 3000,
        wait: () =>
          new Promise<void>((resolve) => {
            endDrain = resolve;
            started();
          }),
      });
    });

    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('connection')).toBe('close');
    expect(((await health.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
    const served = await fetch(`${baseUrl}/metrics`);
    expect(served.status).toBe(200);

    endDrain();
    await untilRefused(() => fetch(`${baseUrl}/metrics`));
    releaseSlow();
    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ done: true });
    await shutdown;
    await expect(fetch(`${baseUrl}/metrics`)).rejects.toThrow();
  });
});
