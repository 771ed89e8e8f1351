/**
 * The apps learn where to post tracking beacons from the site configuration the gateway hands
 * the storefront's render (TRACKING_URL, by default the gateway's own origin). A small build
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
    ['the gateway itself by default', { publicOrigin: 'https://gio.vn' }, 'https://gio.vn'],
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
