/**
 * The gateway serves the account app's client build (accounts.md §2): its routes answer the
 * app's HTML with the visitor's CSRF token and the site configuration, a guest's first load of a
 * signed-in page goes to sign-in and comes back, and the hashed assets are cached for a year. A
 * small build written here stands in for `dist/apps/account`.
 */
import { appSiteConfigSchema } from '@gio/contracts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShopper } from '../checkout/testing';
import { unmaskCsrfToken } from '../security/csrf';
import { TestBrowser } from '../accounts/testing';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';
import { loadAccountAppBuild, type AccountAppBuild } from './account-app-build';
import { fillAccountTemplate } from './routes';

const TEMPLATE = `<!doctype html><html lang="<!--app-lang-->"><head><!--app-csrf--><!--app-site--></head><body><div id="root"></div><script type="module" src="/static/account/assets/main-abc123.js"></script></body></html>`;

/** The site configuration and CSRF token a served page carries. */
function pageParts(html: string): { csrfToken: string; site: unknown } {
  const csrfToken = /<meta name="csrf-token" content="([^"]+)">/.exec(html)?.[1];
  const site = /<script id="__SITE__" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!csrfToken || !site) throw new Error(`not an account app page: ${html.slice(0, 200)}`);
  return { csrfToken, site: JSON.parse(site) };
}

describe('the account app, served by the gateway', () => {
  let dir: string;
  let build: AccountAppBuild;
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gio-account-app-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), TEMPLATE);
    writeFileSync(join(dir, 'assets/main-abc123.js'), 'console.log("account")');
    const loaded = loadAccountAppBuild(dir);
    if (!loaded) throw new Error('the stand-in build did not load');
    build = loaded;
    database = await createTestDatabase();
    server = await startTestServer({}, database, { accountApp: build });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/account', '/account/address', '/account/order/123?x=1', '/bulk-purchase', '/waon-member-vouchers'])(
    'sends a guest opening %s to sign in, coming back afterwards',
    async (path) => {
      const res = await new TestBrowser(server.baseUrl).get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    },
  );

  it.each(['/reset-password?token=abc', '/forgot-password', '/unauthorized', '/unauthorized-logout'])(
    'answers %s to anyone with the app, its CSRF token and the site configuration',
    async (path) => {
      const guest = new TestBrowser(server.baseUrl);
      const res = await guest.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const { csrfToken, site } = pageParts(res.body as string);
      expect(res.body as string).toContain('<html lang="vi">');
      // The token is the session's, masked for this answer: a write with it passes the CSRF check.
      const session = await guest.get('/api/session');
      expect(unmaskCsrfToken(csrfToken)).toBe(session.body.csrfToken);
      expect(appSiteConfigSchema.parse(site)).toMatchObject({ siteName: 'Giỏ', isApp: false });
    },
  );

  it('answers a signed-in shopper every account page with the app', async () => {
    const shopper = await createShopper(server.db, server.baseUrl);
    for (const path of ['/account', '/account/address', '/account/change-password']) {
      const res = await shopper.browser.get(path);
      expect(res.status).toBe(200);
      expect(unmaskCsrfToken(pageParts(res.body as string).csrfToken)).toBe(shopper.browser.csrfToken);
    }
  });

  it('serves the hashed assets with a year-long immutable cache, and nothing outside them', async () => {
    const res = await server.request('/static/account/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await server.request('/static/account/assets/missing.js')).status).toBe(404);
    expect((await server.request('/static/account/index.html')).status).toBe(404);
  });

  it('answers 503 with the app in maintenance, so that it shows its maintenance screen', async () => {
    const maintenance = await startTestServer({ maintenanceMode: true }, database, { accountApp: build });
    try {
      const res = await maintenance.request('/unauthorized');
      expect(res.status).toBe(503);
      expect(pageParts(res.body as string).site).toMatchObject({ features: { maintenanceMode: true } });
    } finally {
      await maintenance.close();
    }
  });

  it('inlines the site so that no text in it can close the script element', () => {
    const html = fillAccountTemplate(TEMPLATE, {
      lang: 'vi',
      csrfToken: 'a"b',
      site: { siteName: "</script><script>alert(1)</script> $& $' $$" } as never,
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('content="a&quot;b"');
    expect(pageParts(html).site).toEqual({ siteName: "</script><script>alert(1)</script> $& $' $$" });
  });

  it('refuses a build whose template lacks a placeholder, and reports an absent build as none', () => {
    const broken = mkdtempSync(join(tmpdir(), 'gio-account-app-broken-'));
    try {
      expect(loadAccountAppBuild(broken)).toBeNull();
      writeFileSync(join(broken, 'index.html'), '<html><!--app-lang--><!--app-site--></html>');
      expect(() => loadAccountAppBuild(broken)).toThrow(/<!--app-csrf-->/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
