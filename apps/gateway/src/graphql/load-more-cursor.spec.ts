import Fastify, { type FastifyInstance } from 'fastify';
import type { CategoryPayload, PageDataResponse } from '@gio/contracts';
import { CatalogueService } from '../catalogue/service';
import { PageService, type PageRequest } from '../pages/page-service';
import { SearchService } from '../search/search-service';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { registerGraphql } from './apollo';

/**
 * "Load more" of the storefront (storefront.md §4, §7): the first page of a category, search or
 * brand page is page data; the next ones come from the list's GraphQL operation, asked with the
 * page data's `pagination.endCursor`. Those pages must be the same products as the page data of
 * the following pages.
 */

const PAGE = `productListEntities { id } pageInfo { endCursor hasNextPage } totalCount`;
const BY_CATEGORY = `query PlesByCategoryGid($categoryGid: ID!, $plesOptions: PlesOptions) {
  plesByCategoryGid(categoryGid: $categoryGid, plesOptions: $plesOptions) { ${PAGE} } }`;
const SEARCH = `query PlesFullTextSearch($fulltextSearchOptions: FulltextSearchOptions!, $plesOptions: PlesOptions) {
  plesFullTextSearch(fulltextSearchOptions: $fulltextSearchOptions, plesOptions: $plesOptions) { ${PAGE} } }`;

interface GraphqlPage {
  productListEntities: { id: string }[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number | null;
}

const request = (query: PageRequest['query'] = {}): PageRequest => ({ path: '/', query, visitorId: null });

function payloadOf(response: PageDataResponse | null): CategoryPayload {
  if (!response || !('data' in response)) throw new Error('expected page data');
  const data = response.data;
  if (data.page === 'category' || data.page === 'list') return data.payload;
  if (data.page === 'search' && data.payload) return data.payload;
  throw new Error(`no product list on a ${data.page} page`);
}

const ids = (payload: CategoryPayload) => payload.products.map((entry) => entry.id);

describe('page data cursors continue through GraphQL', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let pages: PageService;
  let catalogue: CatalogueService;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    catalogue = new CatalogueService(database.db, { checkIntervalMs: null });
    const search = new SearchService(database.db, catalogue);
    pages = new PageService(database.db, catalogue, search);
    app = Fastify();
    await registerGraphql(app, { db: database.db, catalogue, search, production: true, responseCache: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no port');
    url = `http://127.0.0.1:${address.port}/api/graphql`;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function graphql(query: string, variables: Record<string, unknown>) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, GraphqlPage>; errors?: { message: string; extensions?: { code?: string } }[] };
  }

  /** The largest visible category below the root, with the parts of its path. */
  async function largestCategory() {
    const { rows } = await database.db.query<{ gid: string; path: string }>(
      `SELECT c.gid, c.path FROM categories c JOIN category_variants cv ON cv.category_id = c.id
        WHERE c.parent_id IS NOT NULL AND c.is_visible AND NOT c.is_soft_category
        GROUP BY c.gid, c.path ORDER BY count(*) DESC, c.gid LIMIT 1`,
    );
    const row = rows[0];
    if (!row) throw new Error('the test shop has listed categories');
    const [, , levelOne, gid, slug] = row.path.split('/');
    return { levelOne: levelOne as string, gid: gid as string, slug: slug as string };
  }

  it('a category page, with and without its brand filter', async () => {
    const { levelOne, gid, slug } = await largestCategory();
    const first = payloadOf(await pages.category(levelOne, gid, slug, { page: 1, range: 6 }, request(), ''));
    const second = payloadOf(await pages.category(levelOne, gid, slug, { page: 2, range: 6 }, request(), '/2/6'));
    expect(typeof first.pagination.endCursor).toBe('string');

    const answer = await graphql(BY_CATEGORY, {
      categoryGid: gid,
      plesOptions: { limit: 6, cursor: first.pagination.endCursor },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['plesByCategoryGid']?.productListEntities.map((e) => e.id)).toEqual(ids(second));

    const brand = first.brandTexts.list[0]?.gid;
    if (!brand) throw new Error('the category has brands');
    const query = { brands: brand };
    const filtered = payloadOf(await pages.category(levelOne, gid, slug, { page: 1, range: 2 }, request(query), ''));
    const filteredNext = payloadOf(await pages.category(levelOne, gid, slug, { page: 2, range: 2 }, request(query), '/2/2'));
    const filteredAnswer = await graphql(BY_CATEGORY, {
      categoryGid: gid,
      plesOptions: { limit: 2, brands: [brand], cursor: filtered.pagination.endCursor },
    });
    expect(filteredAnswer.data?.['plesByCategoryGid']?.productListEntities.map((e) => e.id)).toEqual(ids(filteredNext));
  });

  it('a search page, in its order', async () => {
    for (const sort of ['RELEVANCE', 'PRICE_ASC'] as const) {
      const query = sort === 'RELEVANCE' ? {} : { sort };
      const first = payloadOf(await pages.searchPage('sua', { page: 1, range: 6 }, request(query)));
      const second = payloadOf(await pages.searchPage('sua', { page: 2, range: 6 }, request(query)));
      expect(typeof first.pagination.endCursor).toBe('string');

      const answer = await graphql(SEARCH, {
        fulltextSearchOptions: { query: 'sua', searchType: 'KEYWORD' },
        plesOptions: { limit: 6, sort, cursor: first.pagination.endCursor },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.['plesFullTextSearch']?.productListEntities.map((e) => e.id)).toEqual(ids(second));
    }
  });

  it("a brand page, through plesFullTextSearch with searchType BRAND and the brand's gid", async () => {
    const { rows } = await database.db.query<{ gid: string; slug: string; id: string }>(
      `SELECT b.gid, b.slug, b.id FROM brands b JOIN variants v ON v.brand_id = b.id
        GROUP BY b.gid, b.slug, b.id ORDER BY count(*) DESC, b.gid LIMIT 1`,
    );
    const brand = rows[0];
    if (!brand) throw new Error('the test shop has brands');
    const first = payloadOf(await pages.brand(brand.gid, brand.slug, { page: 1, range: 3 }, request(), ''));
    const second = payloadOf(await pages.brand(brand.gid, brand.slug, { page: 2, range: 3 }, request(), '/2/3'));
    expect(typeof first.pagination.endCursor).toBe('string');

    const answer = await graphql(SEARCH, {
      fulltextSearchOptions: { query: brand.gid, searchType: 'BRAND' },
      plesOptions: { limit: 3, cursor: first.pagination.endCursor },
    });
    expect(answer.errors).toBeUndefined();
    const page = answer.data?.['plesFullTextSearch'];
    expect(page?.productListEntities.map((e) => e.id)).toEqual(ids(second));
    expect(page?.totalCount).toBe(await catalogue.countBrandVariants(brand.id));

    const unknown = await graphql(SEARCH, { fulltextSearchOptions: { query: 'no-such-brand', searchType: 'BRAND' } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('the last page has no cursor; lists without an operation carry none', async () => {
    const { levelOne, gid, slug } = await largestCategory();
    const all = payloadOf(await pages.category(levelOne, gid, slug, { page: 1, range: 60 }, request(), ''));
    const lastPage = Math.ceil(all.pagination.totalCount / 6);
    const last = payloadOf(
      await pages.category(levelOne, gid, slug, { page: lastPage, range: 6 }, request(), `/${lastPage}/6`),
    );
    expect(last.pagination.hasNextCategory).toBe(false);
    expect(last.pagination.endCursor).toBeNull();

    const { rows } = await database.db.query<{ id: string }>('SELECT id FROM action_lists ORDER BY id LIMIT 1');
    if (rows[0]) {
      const action = payloadOf(await pages.actionList(rows[0].id, { page: 1, range: 6 }, request()));
      expect(action.pagination).not.toHaveProperty('endCursor');
    }
  });
});
