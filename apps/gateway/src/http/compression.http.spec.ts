/**
 * The gateway compresses what it sends (issue: the home page went out as 320 kB of HTML):
 * Brotli or gzip as the client accepts, `Vary: Accept-Encoding` for caches, nothing for a client
 * that accepts neither, and the same bytes once decoded.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { loadAccountAppBuild } from '../account-app/account-app-build';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { registerHashedAssets } from './hashed-assets';
import { startTestServer, type TestServer } from '../testing/test-server';

/** The raw bytes of an answer, without fetch's own decoding. */
async function raw(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const get = (path: string, acceptEncoding?: string) =>
    raw(server.baseUrl, path, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

  /** Each first load carries its own session's CSRF token; the rest of the page is the same. */
  const sameExceptToken = (text: string) =>
    text.replace(/content="[^"]+"(?=>)/g, 'content="…"').replace(/"csrfToken":"[^"]+"/g, '');

  it.each([
    ['a page', '/'],
    ['page data', '/api/search-suggestions?term=sua'],
    ['a sitemap', '/sitemaps/products-1.xml'],
  ])('sends %s as Brotli or gzip, as accepted, decoding to the same bytes', async (_what, path) => {
    const plain = await get(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get(path, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary'])).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(sameExceptToken(brotliDecompressSync(br.body).toString())).toBe(
      sameExceptToken(plain.body.toString()),
    );

    const gzip = await get(path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(sameExceptToken(gunzipSync(gzip.body).toString())).toBe(
      sameExceptToken(plain.body.toString()),
    );
  });

  it('leaves a small answer as it is', async () => {
    const health = await get('/api/health', 'br');
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe("precompressed assets (the apps' builds write .br and .gz beside each text asset)", () => {
  let dir: string;
  let database: TestDatabase;
  let server: TestServer;
  const script = 'export const loiChao = "xin chào";\n'.repeat(300);
  // Marked, so the test sees which copy went out rather than a per-request compression.
  const brotliCopy = brotliCompressSync(Buffer.from(`${script}// br copy\n`));
  const gzipCopy = gzipSync(Buffer.from(`${script}// gz copy\n`));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gio-precompressed-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      '<html lang="<!--app-lang-->"><head><!--app-csrf--><!--app-site--></head><body></body></html>',
    );
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCopy);
    writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipCopy);
    writeFileSync(join(dir, 'assets', 'plain-abc123.css'), 'body{margin:0}\n'.repeat(200));
    const accountApp = loadAccountAppBuild(dir);
    if (!accountApp) throw new Error('the stand-in build did not load');
    database = await createTestDatabase();
    server = await startTestServer({}, database, { accountApp });
  });

  const get = (path: string, acceptEncoding?: string) =>
    raw(server.baseUrl, path, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends the Brotli copy as it is to a browser that accepts Brotli, with the asset's type and a year's immutable cache", async () => {
    const answer = await get('/static/account/assets/app-abc123.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(
      /^(text|application)\/javascript; charset=utf-8$/,
    );
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.body.equals(brotliCopy)).toBe(true);
  });

  it('sends the gzip copy to a browser that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzip = await get('/static/account/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(gzipCopy)).toBe(true);

    const identity = await get('/static/account/assets/app-abc123.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(script);
  });

  it('gives each encoding its own validator, and answers a revalidation with 304', async () => {
    const br = await get('/static/account/assets/app-abc123.js', 'br');
    const identity = await get('/static/account/assets/app-abc123.js');
    expect(br.headers['etag']).toBeDefined();
    expect(br.headers['etag']).not.toBe(identity.headers['etag']);
    const again = await raw(server.baseUrl, '/static/account/assets/app-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers['etag']),
    });
    expect(again.status).toBe(304);
  });

  it('still compresses an asset the build left without copies', async () => {
    const css = await get('/static/account/assets/plain-abc123.css', 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(css.body).toString()).toBe('body{margin:0}\n'.repeat(200));
  });
});

describe('a precompressed copy goes out once', () => {
  it('sends the Brotli copy and nothing after it (a second send of the reply is logged as a warning)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gio-hashed-assets-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export const a = 1;\n'.repeat(100);
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(Buffer.from(script)));
    const logged: unknown[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    registerHashedAssets(app, '/static/app/', dir);
    try {
      const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
      const answer = await raw(baseUrl, '/static/app/assets/app-abc123.js', {
        'accept-encoding': 'br',
      });
      expect(answer.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(answer.body).toString()).toBe(script);
      expect(logged).toEqual([]);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
