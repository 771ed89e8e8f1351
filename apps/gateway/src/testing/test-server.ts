import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerConfig } from '../server';
import { CountingDatabase, createTestDatabase, type TestDatabase } from './test-database';

/** Parsed JSON of a test response; tests assert its shape field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads arbitrary response shapes
type Json = any;

export interface TestServer {
  readonly app: FastifyInstance;
  readonly baseUrl: string;
  readonly db: CountingDatabase;
  /** GET/POST helper returning status, headers and parsed JSON (or text). */
  request(path: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: Json }>;
  graphql(query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: Json }>;
  close(): Promise<void>;
}

/**
 * A real gateway on an ephemeral port over a private test database; every gateway HTTP test
 * goes through it. Pass `database` to share one database between servers of one file.
 */
export async function startTestServer(
  config: Partial<ServerConfig> = {},
  database?: TestDatabase,
): Promise<TestServer & { database: TestDatabase }> {
  const owned = database ?? (await createTestDatabase());
  const db = new CountingDatabase(owned.db);
  const app = await buildServer(
    { logLevel: 'silent', nodeEnv: 'test', ...config },
    { db, isMigrated: () => true },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const request = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init });
    const text = await response.text();
    let body: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
    return { status: response.status, headers: response.headers, body };
  };
  return {
    app,
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
