import { searchSuggestionSchema } from '@gio/contracts';
import { foldDiacritics } from '@gio/domain-search';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { TestDatabase } from '../testing/test-database';

describe('GET /api/search-suggestions', () => {
  let server: TestServer & { database: TestDatabase };

  beforeAll(async () => {
    server = await startTestServer();
    // Four brands of one name, before the catalogue is first read: more than the 3 shown.
    for (const [index, name] of ['Zentra Một', 'Zentra Hai', 'Zentra Ba', 'Zentra Bốn'].entries()) {
      await server.database.db.query(
        `INSERT INTO brands (id, gid, slug, name, description, origin, logo_artwork_key, is_featured)
         VALUES ($1, $2, $3, $4, '', 'VN', '', false)`,
        [`brand-zentra-${index}`, `zentra-${index}`, `zentra-${index}`, name],
      );
    }
  });

  afterAll(async () => {
    await server.close();
  });

  const suggest = async (term: string, limit?: number) =>
    server.request(
      `/api/search-suggestions?term=${encodeURIComponent(term)}${limit ? `&limit=${limit}` : ''}`,
    );

  it('finds accented top searches, pages and products from an unaccented term', async () => {
    const res = await suggest('sua');
    expect(res.status).toBe(200);
    const suggestions = res.body.data.suggestions.map((s: unknown) => searchSuggestionSchema.parse(s));
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions).toContainEqual({
      type: 'TERM',
      label: 'sữa tươi',
      path: `/products/search/${encodeURIComponent('sữa tươi')}`,
    });
    const products = suggestions.filter((s: { type: string }) => s.type === 'PRODUCT');
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.path).toMatch(/^\/product\/[^/]+\/[^/]+$/);
      expect(foldDiacritics(product.label)).toContain('sua');
    }
  });

  it('offers the same first products as the search results page', async () => {
    const suggestions = (await suggest('sữa tươi', 12)).body.data.suggestions as { type: string; path: string }[];
    const results = (await server.request(`/api/search/${encodeURIComponent('sữa tươi')}?limit=24`)).body.data;
    const resultPaths = results.productListEntities.map(
      (entity: { variant: { gid: string; slug: string } }) => `/product/${entity.variant.gid}/${entity.variant.slug}`,
    );
    const productPaths = suggestions.filter((s) => s.type === 'PRODUCT').map((s) => s.path);
    expect(productPaths.length).toBeGreaterThan(0);
    expect(resultPaths.slice(0, productPaths.length)).toEqual(productPaths);
  });

  it('keeps to the limit and answers nothing found with an empty list', async () => {
    expect((await suggest('sua', 3)).body.data.suggestions).toHaveLength(3);
    const none = await suggest('zzzqqxw');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual({ term: 'zzzqqxw', suggestions: [] });
  });

  it('offers at most 3 brand pages, like the results page', async () => {
    const suggestions = (await suggest('zentra', 12)).body.data.suggestions as { type: string }[];
    expect(suggestions.filter((s) => s.type === 'BRAND')).toHaveLength(3);
  });

  it('refuses a term of 2 characters or fewer with the search error code', async () => {
    const res = await suggest('su');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('SEARCH_TERM_TOO_SHORT');
    expect((await server.request('/api/search-suggestions')).status).toBe(400);
  });
});
