import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogueService } from '../catalogue/service';
import type { Queryable } from '../db/database';
import { countVariants, sitemapPages, sitemapVariants } from './page-store';

/** Product urls per sitemap file; the sitemap protocol allows 50,000. */
export const SITEMAP_PRODUCTS_PER_FILE = 10_000;

/** Paths crawlers have no use for: the API, the shopper's own pages and checkout. */
const DISALLOWED = ['/api/', '/cart', '/checkout', '/checkout-login', '/order-pending', '/confirmation', '/account'];

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

function urlset(base: string, entries: readonly { path: string; lastmod?: string }[]): string {
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeXml(`${base}${entry.path}`)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/**
 * robots.txt and the sitemaps of the storefront's public pages (issue "SEO"): `/sitemap.xml` is a
 * sitemap index of `/sitemaps/pages.xml` (home, visible categories, brands, module and text
 * pages) and `/sitemaps/products-{n}.xml` (product pages, 10,000 per file, in catalogue order),
 * every url absolute on the request's origin and canonical (the page routes redirect others).
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  db: Queryable,
  catalogue: CatalogueService,
): void {
  app.get('/robots.txt', async (request, reply) => {
    const lines = ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin(request)}/sitemap.xml`];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const files = Math.max(1, Math.ceil((await countVariants(db)) / SITEMAP_PRODUCTS_PER_FILE));
    const base = origin(request);
    const locations = [`${base}/sitemaps/pages.xml`];
    for (let n = 1; n <= files; n += 1) locations.push(`${base}/sitemaps/products-${n}.xml`);
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locations
      .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
      .join('')}</sitemapindex>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/sitemaps/pages.xml', async (request, reply) => {
    const categories = (await catalogue.categories()).filter(
      (c) => c.parent_id !== null && c.is_visible,
    );
    const { brands, modules, texts } = await sitemapPages(db);
    const entries = [
      { path: '/' },
      ...categories.map((c) => ({ path: c.path })),
      ...brands.map((b) => ({ path: `/brand/${b.gid}/${b.slug}` })),
      ...modules.map((m) => ({ path: `/m/${m.slug}` })),
      ...texts.map((t) => ({
        path: `/t/${t.slug}`,
        lastmod: new Date(t.updated_at).toISOString().slice(0, 10),
      })),
    ];
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(urlset(origin(request), entries));
  });

  app.get('/sitemaps/products-:n.xml', async (request, reply) => {
    const n = Number((request.params as { n: string }).n);
    if (!Number.isInteger(n) || n < 1 || n > 10_000) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const rows = await sitemapVariants(db, SITEMAP_PRODUCTS_PER_FILE, (n - 1) * SITEMAP_PRODUCTS_PER_FILE);
    if (rows.length === 0 && n > 1) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(urlset(origin(request), rows.map((v) => ({ path: `/product/${v.gid}/${v.slug}` }))));
  });
}
