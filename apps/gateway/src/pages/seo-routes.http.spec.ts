import { startTestServer, type TestServer } from '../testing/test-server';

describe('robots.txt and sitemaps', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('robots.txt keeps crawlers off the API, cart and checkout and names the sitemap', async () => {
    const res = await server.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = res.body as string;
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });

  it('the sitemap index lists the pages sitemap and the product sitemaps', async () => {
    const res = await server.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = res.body as string;
    expect(xml).toContain('<sitemapindex');
    expect(xml).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/sitemaps\/pages\.xml<\/loc>/);
    expect(xml).toMatch(/\/sitemaps\/products-1\.xml/);
  });

  it('the pages sitemap has the home page and canonical category, brand and text urls that answer 200', async () => {
    const xml = (await server.request('/sitemaps/pages.xml')).body as string;
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(paths[0]).toBe('/');
    const category = paths.find((p) => p.startsWith('/products/'));
    const brand = paths.find((p) => p.startsWith('/brand/'));
    const text = paths.find((p) => p.startsWith('/t/'));
    for (const path of [category, brand, text]) {
      expect(path).toBeDefined();
      const page = await server.request(path as string, { headers: { isFromSPA: 'true' } });
      expect(page.status).toBe(200);
      expect((page.body as { data: { seo: { canonicalPath: string } } }).data.seo.canonicalPath).toBe(path);
    }
  });

  it('product sitemaps hold canonical product urls; a page past the end is 404', async () => {
    const xml = (await server.request('/sitemaps/products-1.xml')).body as string;
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => /^\/product\/[^/]+\/[^/]+$/.test(p))).toBe(true);
    const product = await server.request(paths[0] as string, { headers: { isFromSPA: 'true' } });
    expect((product.body as { data: { page: string } }).data.page).toBe('product');
    expect((await server.request('/sitemaps/products-999.xml')).status).toBe(404);
    expect((await server.request('/sitemaps/products-x.xml')).status).toBe(404);
  });
});
