import type { FastifyInstance } from 'fastify';
import { PasswordHasher } from '../security/password-hasher';
import { buildGateway, type ServerConfig, type ServerDeps } from '../server';
import type { GatewayServices } from '../services';
import { CountingDatabase, createTestDatabase, type TestDatabase } from './test-database';

/** Parsed JSON of a test response; tests assert its shape field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads arbitrary response shapes
type Json = any;

export interface TestServer {
  readonly app: FastifyInstance;
  /** The services behind the routes, for a test that arranges or observes through them. */
  readonly services: GatewayServices;
  readonly baseUrl: string;
  readonly db: CountingDatabase;
  /**
   * Request helper returning status, headers and parsed JSON (or text). It behaves like one
   * browser: it keeps the cookies the gateway sets and sends the session's X-CSRF-Token with
   * every write, unless the call passes its own `x-csrf-token` header.
   */
  request(
    path: string,
    init?: RequestInit,
  ): Promise<{ status: number; headers: Headers; body: Json }>;
  graphql(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; body: Json }>;
  close(): Promise<void>;
}

/**
 * A real gateway on an ephemeral port over a private test database; every gateway HTTP test
 * goes through it. Pass `database` to share one database between servers of one file.
 */
export async function startTestServer(
  config: Partial<ServerConfig> = {},
  database?: TestDatabase,
  extraDeps: Pick<ServerDeps, 'storefront' | 'accountApp' | 'readDb' | 'responseCache'> = {},
): Promise<TestServer & { database: TestDatabase }> {
  const owned = database ?? (await createTestDatabase());
  const db = new CountingDatabase(owned.db);
  const { app, services } = await buildGateway(
    { logLevel: 'silent', nodeEnv: 'test', ...config },
    // The production password cost (scrypt 2^17) would make every test sign-in take ~0.5 s.
    {
      db,
      isMigrated: () => true,
      accounts: { hasher: new PasswordHasher({ logN: 10, r: 8, p: 1 }) },
      ...extraDeps,
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const cookies = new Map<string, string>();
  let csrfToken: string | null = null;
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0 && !headers.has('cookie')) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const index = pair.indexOf('=');
      if (index > 0) cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
  const request = async (path: string, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('x-csrf-token')) {
      if (csrfToken === null)
        csrfToken = ((await (await send('/api/session')).json()) as { csrfToken: string })
          .csrfToken;
      headers.set('x-csrf-token', csrfToken);
    }
    const response = await send(path, { ...init, headers });
    const text = await response.text();
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
    return { status: response.status, headers: response.headers, body };
  };
  return {
    app,
    services,
    baseUrl,
    db,
    database: owned,
    request,
    async graphql(query, variables) {
      const { status, body } = await request('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return { status, body };
    },
    async close() {
      await app.close();
      if (!database) await owned.close();
    },
  };
}
