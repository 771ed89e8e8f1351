import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PasswordHasher } from '../security/password-hasher';
import { buildServer } from '../server';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { AppError } from './app-error';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Parsed JSON of a test response; tests assert its shape field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads arbitrary response shapes
type Json = any;

const probe = () =>
  new AppError(429, 'PROBE_REFUSED', 'Thử lại sau.', 'probe', { 'retry-after': '7', 'x-probe': 'kept' });

describe('one error path: an AppError reaches the client with its code and headers from every scope', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  // Fastify's inject needs an ES-module cookie parser jest cannot load: real requests instead.
  const send = async (method: string, url: string, init: { headers?: Record<string, string>; body?: unknown } = {}) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: response.status, headers: response.headers, cookies: response.headers.getSetCookie(), body: (await response.json()) as Json };
  };
  const cookieOf = (cookies: string[]) => cookies.map((c) => c.split(';')[0]).join('; ');

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildServer(
      { logLevel: 'silent', nodeEnv: 'test' },
      { db: database.db, isMigrated: () => true, accounts: { hasher: new PasswordHasher({ logN: 10, r: 8, p: 1 }) } },
    );
    // A route on the root, and routes in a child scope and a grandchild scope, as the gateway's
    // own plugins (tracking, hosted payment pages) register theirs.
    app.get('/api/probe/root', async () => {
      throw probe();
    });
    await app.register(async (child) => {
      child.get('/api/probe/child', async () => {
        throw probe();
      });
      await child.register(async (grandchild) => {
        grandchild.post('/api/probe/grandchild', async () => {
          throw probe();
        });
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['GET', '/api/probe/root'],
    ['GET', '/api/probe/child'],
  ] as const)('%s %s', async (method, url) => {
    const res = await send(method, url);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.headers.get('x-probe')).toBe('kept');
    expect(res.body).toEqual({ error: { code: 'PROBE_REFUSED', message: 'Thử lại sau.', field: 'probe' } });
  });

  it('from a grandchild scope too, behind the session and CSRF hooks', async () => {
    const session = await send('GET', '/api/session');
    const res = await send('POST', '/api/probe/grandchild', {
      headers: { cookie: cookieOf(session.cookies), 'x-csrf-token': session.body.csrfToken },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.body.error.code).toBe('PROBE_REFUSED');
  });

  it('keeps numeric spec codes (accounts.md §8) as JSON numbers', async () => {
    const session = await send('GET', '/api/session');
    const res = await send('POST', '/api/login', {
      headers: { cookie: cookieOf(session.cookies), 'x-csrf-token': session.body.csrfToken },
      body: { loginData: { email: 'khong.ai@example.vn', password: 'Sai@mat-khau1' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(55);
  });

  it('has one error handler in the gateway: no scope answers errors its own way', () => {
    const handlers = sourceFiles(SRC)
      .filter((path) => /\.setErrorHandler\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(handlers).toEqual(['http/errors.ts']);
  });
});
