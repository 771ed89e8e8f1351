import * as contracts from '@gio/contracts';
import type { RestRoute } from '@gio/contracts';
import { TestBrowser } from '../accounts/testing';
import { createShopper } from '../checkout/testing';
import type { TestDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { controlCharacterPath } from './control-characters';

const OPS_TOKEN = 'ops-token-for-request-edge-tests-0123456789';

/** Every REST call of every contract: each `…Routes` table exported by `@gio/contracts`. */
function everyContractRoute(): RestRoute[] {
  return Object.entries(contracts)
    .filter(([name, value]) => name.endsWith('Routes') && typeof value === 'object' && value !== null)
    .flatMap(([, table]) => Object.values(table as Record<string, RestRoute>))
    .filter((route) => typeof route.path === 'string' && typeof route.method === 'string');
}

const paramNames = (path: string): string[] => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
const fill = (path: string, value: (name: string) => string): string =>
  path.replace(/:([A-Za-z]+)/g, (_match, name: string) => value(name));

describe('request edges: every refusal is the one error body, nothing reaches the database', () => {
  let server: TestServer & { database: TestDatabase };
  let browser: TestBrowser;

  beforeAll(async () => {
    server = await startTestServer({ botProtectionPerMinute: 0, opsToken: OPS_TOKEN });
    ({ browser } = await createShopper(server.db, server.baseUrl));
  });

  afterAll(async () => {
    await server.close();
  });

  describe('control characters (U+0000 and the others no field needs)', () => {
    it('finds them in values and keys, at any depth, and lets tab and new lines through', () => {
      expect(controlCharacterPath({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', '1', 'c']);
      expect(controlCharacterPath({ a: { 'k\u0001': 1 } })).toEqual(['a']);
      expect(controlCharacterPath('\u007f')).toEqual([]);
      expect(controlCharacterPath([['ok'], { a: 'x\u0000', b: 'y\u0000' }])).toEqual(['1', 'a']);
      expect(controlCharacterPath({ note: 'giao trước 9h\r\ngọi chuông\tcửa sau', n: 3, ok: true, none: null })).toBeNull();
      // Half a surrogate pair alone is no text (jsonb refuses its escape); whole pairs (emoji) are text.
      expect(controlCharacterPath({ name: ['ok', 'a\udc27b'] })).toEqual(['name', '1']);
      expect(controlCharacterPath({ name: 'x\ud840' })).toEqual(['name']);
      expect(controlCharacterPath({ name: 'giỏ 🛒 𝔘' })).toBeNull();
    });

    it('answers a body nested thousands deep with a 400 from its schema, not a 500 from the stack', async () => {
      const depth = 8_000;
      // Written as text: JSON.stringify itself runs out of stack at such a depth.
      const body = `${'{"d":'.repeat(depth)}"đáy"${'}'.repeat(depth)}`;
      const res = await fetch(`${server.baseUrl}/api/lists/create`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': browser.csrfToken ?? '',
          cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        },
        body,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
      expect(controlCharacterPath(JSON.parse(body))).toBeNull();
    });

    const routes = everyContractRoute();

    it('covers the contracts (a check that the tables were found)', () => {
      expect(routes.length).toBeGreaterThan(100);
    });

    // POST /track refuses an unstorable event alone and keeps the rest of the batch
    // (tracking/tracking.http.spec.ts).
    it.each(routes.filter((route) => route.body && route.path !== '/track').map((route) => [route.method, route.path, route] as const))(
      '%s %s refuses a NUL in its body as 400 naming the field',
      async (method, path, route) => {
        const headers = path.startsWith('/api/ops/') ? { authorization: `Bearer ${OPS_TOKEN}` } : undefined;
        const res = await browser.request(method, fill(route.path, () => 'x1'), { probe: { text: 'a\u0000b' } }, { headers });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: {
            code: 'VALIDATION_ERROR',
            field: 'body.probe.text',
            message: 'body.probe.text: must not contain control characters',
          },
        });
      },
    );

    it.each(routes.filter((route) => route.path.includes(':')).map((route) => [route.method, route.path, route] as const))(
      '%s %s refuses a NUL in a path parameter as 400 naming it',
      async (method, _path, route) => {
        const [first] = paramNames(route.path);
        const res = await browser.request(method, fill(route.path, (name) => (name === first ? 'a%00b' : 'x1')));
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: `params.${first}` });
      },
    );

    it.each(routes.filter((route) => route.query).map((route) => [route.method, route.path, route] as const))(
      '%s %s refuses a NUL in the query as 400 naming it',
      async (method, _path, route) => {
        const res = await browser.request(method, `${fill(route.path, () => 'x1')}?probe=a%00b`);
        expect(res.status).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'query.probe' });
      },
    );

    it('refuses a NUL in real write calls as the shopper sends them, and writes nothing', async () => {
      const before = await server.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM addresses)::int + (SELECT count(*) FROM shopping_lists)::int AS n`,
      );
      const address = await browser.post('/api/address', {
        address: {
          firstName: 'Mai',
          lastName: 'Trần',
          addressLine1: '12 Nguyễn Huệ\u0000',
          ward: 'Phường Bến Nghé',
          district: 'Quận 1',
          city: 'Thành phố Hồ Chí Minh',
          country: 'VN',
        },
      });
      expect(address.status).toBe(400);
      expect(address.body.error.field).toBe('body.address.addressLine1');
      const list = await browser.post('/api/lists/create', { listName: 'Tuần\u0000', listVariant: [], reminder: null });
      expect(list.status).toBe(400);
      expect(list.body.error.field).toBe('body.listName');
      const after = await server.db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM addresses)::int + (SELECT count(*) FROM shopping_lists)::int AS n`,
      );
      expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    });

    it('answers GET /api/web-slug-configs/data?slug=%00 with 400, not 500', async () => {
      const res = await server.request('/api/web-slug-configs/data?slug=%00');
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'query.slug' });
    });
  });

  describe("Fastify's own refusals", () => {
    it('answers a path parameter over 300 characters with 414 URI_TOO_LONG in the error body', async () => {
      const res = await server.request(`/api/search/${'a'.repeat(301)}`);
      expect(res.status).toBe(414);
      expect(res.body).toEqual({
        error: { code: 'URI_TOO_LONG', field: 'path', message: 'path: a path parameter is too long' },
      });
    });

    it("answers a request head over Node's 16 KiB (a long query) with 431 HEADERS_TOO_LARGE in the error body", async () => {
      const res = await server.request(`/api/search-suggestions?term=${'%E1%BB%87'.repeat(2_000)}`);
      expect(res.status).toBe(431);
      expect(res.body).toEqual({
        error: { code: 'HEADERS_TOO_LARGE', message: 'request: the request line and headers are over 16 KiB' },
      });
    });

    it('answers broken percent-encoding in the path with 400 VALIDATION_ERROR in the error body', async () => {
      const res = await server.request('/api/variant-by-id/%E0%A4%A');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: { code: 'VALIDATION_ERROR', field: 'path', message: 'path: not valid percent-encoding' },
      });
    });

    it('refuses a JSON body holding a __proto__ key with a message that says why', async () => {
      for (const body of ['{"__proto__":{"admin":true}}', '{"a":{"constructor":{"prototype":{"admin":true}}}}']) {
        const raw = await fetch(`${server.baseUrl}/api/product/hide-banner`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            'x-csrf-token': browser.csrfToken ?? '',
            cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          },
          body,
        });
        expect(raw.status).toBe(400);
        expect(await raw.json()).toEqual({
          error: {
            code: 'VALIDATION_ERROR',
            field: 'body',
            message: 'body: keys named "__proto__" or "constructor.prototype" are not accepted',
          },
        });
      }
      expect(({} as Record<string, unknown>)['admin']).toBeUndefined();
    });

    it('still answers JSON that is not JSON as 400 naming the body', async () => {
      const res = await server.request('/api/product/hide-banner', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"bannerId":',
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'VALIDATION_ERROR', field: 'body', message: 'body: not valid JSON' });
    });
  });
});
