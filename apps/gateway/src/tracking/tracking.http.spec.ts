import {
  buildAddToCart,
  buildPageView,
  toTrackingBatch,
  TRACKING_BATCH_MAX_EVENTS,
  type TrackingContext,
} from '@gio/domain-tracking';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import type { Database } from '../db/database';
import { installErrorHandler } from '../http/errors';
import {
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import { registerTracking } from './routes';
import { createTrackingIngestion } from './tracking-ingestion';

const context = (overrides: Partial<TrackingContext> = {}): TrackingContext => ({
  now: Date.parse('2026-11-22T10:00:00.000Z'),
  anonymousId: 'anon-1',
  sessionId: 'sess-1',
  pagePath: '/products/sua',
  queryParameters: { sort: 'PRICE_ASC' },
  webSlugConfigId: null,
  ...overrides,
});

interface StoredEvent {
  type: string;
  name: string;
  occurred_at: Date;
  user_id: string | null;
  session_user_id: string | null;
  anonymous_id: string;
  session_id: string;
  remote_address: string | null;
  page_path: string;
  is_error: boolean;
  props: { queryParameters?: Record<string, unknown>; variantId?: string };
}

describe('POST /track: tracking ingestion', () => {
  let database: TestDatabase;
  let server: AccountsTestServer;
  let browser: TestBrowser;
  let signedIn: TestBrowser;
  let userId: string;
  let accepted = 0;

  const post = (who: TestBrowser, body: unknown, headers: Record<string, string> = {}) =>
    who.post('/track', body, { csrf: false, headers });

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startAccountsTestServer({ database });
    await seedDemoUsers(server.db, testHasher());
    browser = server.browser();
    signedIn = server.browser();
    const login = await signedIn.login('khach.moi@gio.vn', DEMO_PASSWORD);
    userId = login.body.data.user.id;
  });

  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('accepts the valid events of a batch and refuses each malformed one alone, by index', async () => {
    const page = buildPageView(context());
    const add = buildAddToCart(context({ now: Date.parse('2026-11-22T10:00:01.000Z') }), {
      variantId: 'var_1',
      quantity: 2,
      sourceType: 7,
    });
    const noName = { ...page, name: '' };
    const wrongTime = { ...page, isoTimestamp: '2020-01-01T00:00:00.000Z' };
    const res = await post(browser, toTrackingBatch([page, noName, add, wrongTime, page]));
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({
      accepted: 3,
      rejected: [
        { index: 1, field: 'events.1.name', message: expect.any(String) },
        {
          index: 3,
          field: 'events.3.isoTimestamp',
          message: 'isoTimestamp must match utcTimestamp',
        },
      ],
    });
    accepted += 3;
  });

  it('refuses alone an event the database could not store, and stores the rest', async () => {
    const page = buildPageView(context({ pagePath: '/kept-beside-unstorable' }));
    const withNul = buildPageView(context({ queryParameters: { q: 'sữa\u0000' } }));
    const yearZero = { ...page, error: true, isoTimestamp: '0000-01-01T00:00:00.000Z' };
    const res = await post(browser, toTrackingBatch([withNul, page, yearZero]));
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({
      accepted: 1,
      rejected: [
        { index: 0, field: 'events.0.props.queryParameters.q', message: expect.any(String) },
        { index: 2, field: 'events.2.isoTimestamp', message: 'must be in year 1 or later' },
      ],
    });
    accepted += 1;
  });

  it('takes the text/plain body navigator.sendBeacon sends, and needs no CSRF token', async () => {
    const res = await signedIn.request('POST', '/track', undefined, {
      csrf: false,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.status).toBe(400);
    const beacon = await fetch(`${server.baseUrl}/track`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        cookie: [...signedIn.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify(
        toTrackingBatch([buildPageView(context({ userId, pagePath: '/account' }))]),
      ),
    });
    expect(beacon.status).toBe(202);
    expect(((await beacon.json()) as { data: { accepted: number } }).data.accepted).toBe(1);
    accepted += 1;
  });

  it('refuses a batch from a foreign origin with 403, before reading it', async () => {
    const res = await post(browser, toTrackingBatch([buildPageView(context())]), {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CSRF_TOKEN_INVALID');
    const own = await post(browser, toTrackingBatch([buildPageView(context())]), {
      origin: 'http://shop.test',
    });
    expect(own.status).toBe(202);
    accepted += 1;
  });

  it('refuses a malformed envelope whole: no events, too many, not an array, not JSON', async () => {
    const event = buildPageView(context());
    const tooMany = toTrackingBatch(
      Array.from({ length: TRACKING_BATCH_MAX_EVENTS + 1 }, () => event),
    );
    for (const body of [
      { libraryVersion: '1.0.0', events: [] },
      tooMany,
      { libraryVersion: '1.0.0', events: {} },
      {},
    ]) {
      const res = await post(browser, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    const garbage = await fetch(`${server.baseUrl}/track`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"events": [',
    });
    expect(garbage.status).toBe(400);
  });

  it('counts accepted events in /metrics', async () => {
    const metrics = await browser.get('/metrics');
    expect(metrics.body).toContain(`gio_tracking_events_accepted_total ${accepted}`);
    expect(metrics.body).toContain('gio_tracking_events_rejected_total 4');
    expect(metrics.body).toContain('gio_tracking_events_unstorable_total 0');
  });

  it("stores every accepted event when the server closes, with the server's address and user", async () => {
    await server.app.close();
    const { rows } = await database.db.query<StoredEvent>(
      'SELECT * FROM tracking_events ORDER BY occurred_at, id',
    );
    expect(rows).toHaveLength(accepted);
    expect(rows.filter((row) => row.page_path === '/kept-beside-unstorable')).toHaveLength(1);
    const fromBeacon = rows.find((row) => row.page_path === '/account');
    expect(fromBeacon).toMatchObject({
      user_id: userId,
      session_user_id: userId,
      type: 'page-view',
    });
    const added = rows.find((row) => row.type === 'add-to-cart');
    expect(added).toMatchObject({
      name: 'Product Added',
      anonymous_id: 'anon-1',
      session_id: 'sess-1',
      session_user_id: null,
      remote_address: '127.0.0.1',
      page_path: '/products/sua',
      is_error: false,
      props: { variantId: 'var_1', queryParameters: { sort: 'PRICE_ASC' } },
    });
    expect(new Date(added?.occurred_at ?? 0).toISOString()).toBe('2026-11-22T10:00:01.000Z');
  });
});

describe('POST /track when the database cannot keep up', () => {
  it('answers 503 with Retry-After once the buffer is full, and keeps what it accepted', async () => {
    const unavailable: Database = {
      engine: 'postgres',
      query: () => Promise.reject(new Error('database unavailable')),
      transaction: () => Promise.reject(new Error('database unavailable')),
      close: () => Promise.resolve(),
    };
    const app = Fastify();
    installErrorHandler(app);
    const tracking = createTrackingIngestion(unavailable, new Registry(), app.log, {
      maxBuffered: 150,
      admissionWaitMs: 20,
      retryDelayMs: 60_000,
    });
    const { buffer } = tracking;
    registerTracking(app, { tracking, options: { checkResponses: true }, allowedOrigins: [] });
    const batch = toTrackingBatch(
      Array.from({ length: 100 }, (_, index) =>
        buildPageView(context({ now: Date.UTC(2026, 10, 22) + index })),
      ),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const send = () =>
      fetch(`http://127.0.0.1:${port}/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      });
    expect((await send()).status).toBe(202);
    const refused = await send();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'SERVICE_UNAVAILABLE',
    );
    expect(buffer.size).toBe(100);
    await buffer.close(Date.now());
    await app.close();
  });
});
