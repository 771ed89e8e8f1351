import { startAccountsTestServer, testHasher, type AccountsTestServer } from '../accounts/testing';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import { unmaskCsrfToken } from '../security/csrf';

const MINUTE = 60_000;

describe('sessions over HTTP', () => {
  let database: TestDatabase;
  let clock = Date.parse('2025-05-01T08:00:00Z');
  let server: AccountsTestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoUsers(database.db, testHasher());
    // Idle 60 minutes, absolute 24 hours (startAccountsTestServer's settings).
    server = await startAccountsTestServer({ database, now: () => clock });
  });

  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('ends a session idle for longer than the idle time', async () => {
    const browser = server.browser();
    await browser.login('khach.moi@gio.vn', DEMO_PASSWORD);
    clock += 59 * MINUTE;
    expect((await browser.session()).body.user).not.toBeNull();
    clock += 61 * MINUTE;
    expect((await browser.session()).body.user).toBeNull();
  });

  it('ends a session at its absolute end however active it is', async () => {
    const browser = server.browser();
    await browser.login('khach.moi@gio.vn', DEMO_PASSWORD);
    for (let hour = 0; hour < 23; hour += 1) {
      clock += 55 * MINUTE;
      expect((await browser.session()).body.user).not.toBeNull();
    }
    clock += 2 * 60 * MINUTE;
    expect((await browser.session()).body.user).toBeNull();
  });

  it('two replicas on one database share sessions', async () => {
    const other = await startAccountsTestServer({ database, now: () => clock });
    try {
      const browser = server.browser();
      await browser.login('khach.quen@gio.vn', DEMO_PASSWORD);
      const elsewhere = other.browser();
      for (const [name, value] of browser.cookies) elsewhere.cookies.set(name, value);
      expect((await elsewhere.session()).body.user.email).toBe('khach.quen@gio.vn');
    } finally {
      await other.close();
    }
  });

  it('gives a first-load page a session and its CSRF token in <meta name="csrf-token">', async () => {
    const browser = server.browser();
    const page = await browser.get('/');
    expect(page.status).toBe(200);
    const token = /<meta name="csrf-token" content="([A-Za-z0-9_.-]{40,})">/.exec(page.body)?.[1];
    expect(token).toBeDefined();
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    // The page carries the session's token masked afresh for each answer (BREACH): it stands
    // for the session's token, and a write sent with it passes the CSRF check.
    expect(unmaskCsrfToken(token!)).toBe((await browser.session()).body.csrfToken);
    const again = /<meta name="csrf-token" content="([^"]+)">/.exec((await browser.get('/')).body)?.[1];
    expect(again).not.toBe(token);
    expect(unmaskCsrfToken(again!)).toBe(unmaskCsrfToken(token!));
    const write = await browser.post('/api/logout', {}, { token: token! });
    expect(write.status).not.toBe(403);
  });
});

describe('sessions in production', () => {
  let server: AccountsTestServer;

  beforeAll(async () => {
    server = await startAccountsTestServer({ config: { nodeEnv: 'production' } });
  });

  afterAll(async () => {
    await server.close();
  });

  it('use a Secure __Host- cookie', async () => {
    const res = await server.browser().session();
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-gio_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain');
  });

  it('have no development outbox', async () => {
    expect((await server.browser().get('/api/dev/outbox')).status).toBe(404);
    expect((await server.browser().get('/dev/outbox')).status).toBe(404);
  });
});

/** Replicas sharing sessions and rate limits through Redis: runs where TEST_REDIS_URL names a server. */
const redisUrl = process.env['TEST_REDIS_URL'];
const redisCases: string[] = redisUrl ? [redisUrl] : [];

describe('sessions in Redis', () => {
  it('are kept in the database when no Redis is configured', async () => {
    const database = await createTestDatabase();
    const server = await startAccountsTestServer({ database });
    try {
      await server.browser().session();
      expect((await database.db.query('SELECT 1 FROM sessions')).rows).toHaveLength(1);
    } finally {
      await server.close();
      await database.close();
    }
  });

  for (const url of redisCases)
    it(`are shared by two replicas and die on sign-out for both (${url})`, async () => {
      const { Redis } = await import('ioredis');
      const keyPrefix = `test-${Date.now()}-${Math.random()}:`;
      const redisA = new Redis(url, { keyPrefix });
      const redisB = new Redis(url, { keyPrefix });
      const database = await createTestDatabase();
      await seedDemoUsers(database.db, testHasher());
      const a = await startAccountsTestServer({ database, redis: redisA });
      const b = await startAccountsTestServer({ database, redis: redisB });
      try {
        const browser = a.browser();
        await browser.login('khach.quen@gio.vn', DEMO_PASSWORD);
        expect((await database.db.query('SELECT 1 FROM sessions')).rows).toHaveLength(0);
        const onB = b.browser();
        for (const [name, value] of browser.cookies) onB.cookies.set(name, value);
        const seen = await onB.session();
        expect(seen.body.user.email).toBe('khach.quen@gio.vn');
        await browser.post('/api/logout');
        onB.csrfToken = null;
        expect((await onB.session()).body.user).toBeNull();
      } finally {
        await a.close();
        await b.close();
        await database.close();
        await redisA.quit();
        await redisB.quit();
      }
    });
});
