/**
 * The gateway compresses what it sends (issue: the home page went out as 320 kB of HTML):
 * Brotli or gzip as the client accepts, `Vary: Accept-Encoding` for caches, nothing for a client
 * that accepts neither, and the same bytes once decoded.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('compression', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  /** The raw bytes of an answer, without fetch's own decoding. */
  const raw = async (path: string, acceptEncoding?: string) => {
    const { request } = await import('node:http');
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const req = request(`${server.baseUrl}${path}`, {
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        });
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      },
    );
  };

  /** Each first load carries its own session's CSRF token; the rest of the page is the same. */
  const sameExceptToken = (text: string) => text.replace(/content="[^"]+"(?=>)/g, 'content="…"').replace(/"csrfToken":"[^"]+"/g, '');

  it.each([
    ['a page', '/'],
    ['page data', '/api/search-suggestions?term=sua'],
    ['a sitemap', '/sitemaps/products-1.xml'],
  ])('sends %s as Brotli or gzip, as accepted, decoding to the same bytes', async (_what, path) => {
    const plain = await raw(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await raw(path, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary'])).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(sameExceptToken(brotliDecompressSync(br.body).toString())).toBe(sameExceptToken(plain.body.toString()));

    const gzip = await raw(path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(sameExceptToken(gunzipSync(gzip.body).toString())).toBe(sameExceptToken(plain.body.toString()));
  });

  it('leaves a small answer as it is', async () => {
    const health = await raw('/api/health', 'br');
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
