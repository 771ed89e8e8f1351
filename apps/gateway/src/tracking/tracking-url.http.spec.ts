/**
 * The apps learn where to post tracking beacons from the site configuration the gateway hands
 * the storefront's render (TRACKING_URL, by default `/track` of the host that served the page). A small build
 * written here stands in for the storefront's, printing the tracking server it was given.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadStorefrontBuild, type StorefrontBuild } from '../storefront/storefront-build';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { startTestServer } from '../testing/test-server';

const ENTRY = `
exports.render = async (url, pageData, options) => ({
  html: '<main data-tracking-url="' + options.site.trackingUrl + '"></main>',
  head: '<title>t</title>',
  status: 200,
});
exports.fillTemplate = (template, v) => template.replace('<!--app-html-->', v.html);
`;

describe('the tracking server reaches the storefront through the site configuration', () => {
  let dir: string;
  let storefront: StorefrontBuild;
  let database: TestDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gio-tracking-url-'));
    mkdirSync(join(dir, 'server'));
    mkdirSync(join(dir, 'client/assets'), { recursive: true });
    writeFileSync(join(dir, 'server/entry-server.js'), ENTRY);
    writeFileSync(join(dir, 'client/index.html'), '<html><body><!--app-html--></body></html>');
    const build = loadStorefrontBuild(dir);
    if (!build) throw new Error('the stand-in build did not load');
    storefront = build;
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    // A path, not PUBLIC_ORIGIN: the page posts to /track of the host it was opened under.
    ['the host that served the page by default', { publicOrigin: 'https://gio.vn' }, '/'],
    [
      'TRACKING_URL when set',
      { publicOrigin: 'https://gio.vn', trackingUrl: 'https://track.gio.vn' },
      'https://track.gio.vn',
    ],
  ])('posts to %s', async (_name, config, expected) => {
    const server = await startTestServer(config, database, { storefront });
    try {
      const res = await server.request('/');
      expect(res.status).toBe(200);
      expect(res.body as string).toContain(`data-tracking-url="${expected}"`);
    } finally {
      await server.close();
    }
  });
});

describe('a gateway serving as the tracking server of another origin (TRACKING_URL set)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  const preflight = (origin: string) => ({
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });

  it('answers the preflight and the batch of an allowed shop origin with CORS and credentials, and nobody else', async () => {
    const server = await startTestServer(
      { publicOrigin: 'https://gio.vn', allowedOrigins: ['https://cua-hang-2.gio.vn'] },
      database,
    );
    try {
      const allowed = await server.request('/track', preflight('https://cua-hang-2.gio.vn'));
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://cua-hang-2.gio.vn');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      expect(allowed.headers.get('access-control-allow-methods')).toBe('POST');
      expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('content-type');
      expect(allowed.headers.get('vary')).toMatch(/origin/i);

      const batch = await server.request('/track', {
        method: 'POST',
        headers: { origin: 'https://cua-hang-2.gio.vn', 'content-type': 'application/json' },
        body: JSON.stringify({ events: [] }),
      });
      expect(batch.headers.get('access-control-allow-origin')).toBe('https://cua-hang-2.gio.vn');

      const foreign = await server.request('/track', preflight('https://evil.example'));
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

      // CORS is the tracking endpoint's alone: the API stays same-origin.
      const api = await server.request('/api/session', preflight('https://cua-hang-2.gio.vn'));
      expect(api.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await server.close();
    }
  });
});
