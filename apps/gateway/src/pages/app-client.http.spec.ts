/**
 * Inside the mobile app (storefront.md §2: no search placeholder bar there): the app marks its web
 * view once with `?app=1` or by its user agent; the gateway remembers it in a cookie and renders
 * every later first load with `isApp` in the site configuration the storefront reads and inlines.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadStorefrontBuild } from '../storefront/storefront-build';
import { startTestServer, type TestServer } from '../testing/test-server';
import { APP_CLIENT_COOKIE } from './app-client';

// A stand-in storefront build: the render shows the site configuration's isApp it was given.
const ENTRY = `
exports.render = async (url, pageData, options) => ({
  html: '<main data-app="' + options.site.isApp + '"></main>',
  head: '',
  status: pageData && pageData.notFound ? 404 : 200,
});
exports.fillTemplate = (template, v) => template.replace('<!--app-html-->', v.html);
`;

const inApp = (html: unknown) => /data-app="(\w+)"/.exec(String(html))?.[1];

describe('the inside-the-app signal of first loads', () => {
  let dir: string;
  let server: TestServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gio-app-client-'));
    mkdirSync(join(dir, 'server'));
    mkdirSync(join(dir, 'client'));
    writeFileSync(join(dir, 'server/entry-server.js'), ENTRY);
    writeFileSync(join(dir, 'client/index.html'), '<body><!--app-html--></body>');
    server = await startTestServer({}, undefined, { storefront: loadStorefrontBuild(dir) });
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a browser is not the app and gets no app cookie', async () => {
    const res = await server.request('/');
    expect(inApp(res.body)).toBe('false');
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${APP_CLIENT_COOKIE}=`))).toBe(
      false,
    );
  });

  it('?app=1 marks the web view for later first loads, ?app=0 forgets it', async () => {
    const marked = await server.request('/?app=1');
    expect(inApp(marked.body)).toBe('true');
    const cookie = marked.headers.getSetCookie().find((c) => c.startsWith(`${APP_CLIENT_COOKIE}=`));
    expect(cookie).toMatch(/^gio_app=1;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\//);

    // A later first load without the flag, a client-only route too, is still the app.
    expect(inApp((await server.request('/cart')).body)).toBe('true');
    expect(inApp((await server.request('/khong-co-trang-nay')).body)).toBe('true');

    expect(inApp((await server.request('/?app=0')).body)).toBe('false');
    expect(inApp((await server.request('/')).body)).toBe('false');
  });

  it("the app's user agent token marks it without the flag", async () => {
    const res = await server.request('/', {
      headers: { cookie: 'other=1', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) GioApp/3.2.0' },
    });
    expect(inApp(res.body)).toBe('true');
  });
});
