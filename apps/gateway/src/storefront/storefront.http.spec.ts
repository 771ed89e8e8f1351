/**
 * The gateway serves first loads through the storefront's built server entry. A small build
 * written here stands in for `dist/apps/storefront` so that these tests need no app build; it
 * keeps the entry's real contract (render + fillTemplate, the template's placeholders).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../testing/test-server';
import { loadStorefrontBuild } from './storefront-build';

const ENTRY = `
exports.render = async (url, pageData, options) => {
  if (url.includes('/t/render-fails')) throw new Error('render exploded');
  const title = pageData ? pageData.seo.title : 'client-only';
  const maintenance = options.site && options.site.features && options.site.features.maintenanceMode;
  const manifest = options.manifest ? '<meta name="manifest-entry" content="' + options.manifest['index.html'].file + '">' : '';
  return {
    html: '<main data-url="' + url + '">' + title + '</main>',
    head: '<title>' + title + '</title>' + manifest,
    status: maintenance ? 503 : pageData && pageData.notFound ? 404 : 200,
  };
};
exports.fillTemplate = (template, v) =>
  template
    .replace('<!--app-head-->', v.head)
    .replace('<!--app-html-->', v.html)
    .replace('<!--app-csrf-->', '<meta name="csrf-token" content="' + v.csrfToken + '">')
    .replace('<!--app-data-->', JSON.stringify({ data: v.pageData, currency: v.site.currency }));
`;
const TEMPLATE =
  '<!doctype html><html><head><!--app-csrf--><!--app-head--></head>' +
  '<body><div id="root"><!--app-html--></div><script type="application/json"><!--app-data--></script></body></html>';

describe('first loads through the storefront build', () => {
  let dir: string;
  let server: TestServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gio-storefront-'));
    mkdirSync(join(dir, 'server'));
    mkdirSync(join(dir, 'client/assets'), { recursive: true });
    writeFileSync(join(dir, 'server/entry-server.js'), ENTRY);
    writeFileSync(join(dir, 'client/index.html'), TEMPLATE);
    writeFileSync(join(dir, 'client/assets/app-1a2b3c.js'), 'console.log("hydrate")');
    mkdirSync(join(dir, 'client/.vite'));
    writeFileSync(
      join(dir, 'client/.vite/manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/app-1a2b3c.js', isEntry: true } }),
    );
    const storefront = loadStorefrontBuild(dir);
    expect(storefront).not.toBeNull();
    server = await startTestServer({}, undefined, { storefront });
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders the home page with its data, the CSRF meta tag and the site currency', async () => {
    const res = await server.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = res.body as string;
    expect(html).toMatch(/<main data-url="http:\/\/127\.0\.0\.1:\d+\/">/);
    expect(html).toMatch(/<meta name="csrf-token" content="[^"]{20,}">/);
    expect(html).toContain('"currency":"VND"');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('hands the client manifest to the render, which links the page chunks from it', async () => {
    const html = (await server.request('/')).body as string;
    expect(html).toContain('<meta name="manifest-entry" content="assets/app-1a2b3c.js">');
  });

  it('keeps the 404 of an unknown page', async () => {
    const res = await server.request('/khong-co-trang-nay');
    expect(res.status).toBe(404);
    expect(res.body as string).toContain('<main');
  });

  it('renders the client-only routes without data', async () => {
    for (const path of [
      '/version',
      '/unsupported',
      '/mobile-support',
      '/login?action=notify-back-in-stock&variantId=v1&redirect=%2Fcart',
    ]) {
      const res = await server.request(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.body as string).toContain('client-only');
    }
  });

  it('falls back to the gateway HTML when the render throws, keeping the page data', async () => {
    const res = await server.request('/t/render-fails');
    // The text page does not exist in the test shop either: the fallback still answers 404
    // with the not-found page's data inlined.
    expect(res.status).toBe(404);
    expect(res.body as string).toContain('__PAGE_DATA__');
  });

  it('serves hashed client assets for a year', async () => {
    const res = await server.request('/static/storefront/assets/app-1a2b3c.js');
    expect(res.status).toBe(200);
    expect(res.body).toBe('console.log("hydrate")');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await server.request('/static/storefront/assets/missing.js')).status).toBe(404);
  });
});

describe('loadStorefrontBuild', () => {
  it('is null while the storefront has not been built', () => {
    expect(loadStorefrontBuild(join(tmpdir(), 'gio-no-such-build'))).toBeNull();
  });

  it('refuses a build without the render contract', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gio-bad-build-'));
    try {
      mkdirSync(join(dir, 'server'));
      mkdirSync(join(dir, 'client'));
      writeFileSync(join(dir, 'server/entry-server.js'), 'exports.somethingElse = 1;');
      writeFileSync(join(dir, 'client/index.html'), '<html></html>');
      expect(() => loadStorefrontBuild(dir)).toThrow(/render\(\) and fillTemplate\(\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
