import { generateDemoShop } from '@gio/seed';
import Fastify, { type FastifyInstance } from 'fastify';
import { CatalogueService } from '../catalogue/service';
import { PageService } from '../pages/page-service';
import { SearchService } from '../search/search-service';
import { importDemoShop } from '../seed/import-demo-shop';
import type { Database } from '../db/database';
import { CountingDatabase, createTestDatabase, type TestDatabase } from '../testing/test-database';
import { registerGraphql } from './apollo';
import type { GraphqlResponseCache } from './response-cache';
import type { ResponseCacheOptions } from '../http/shared-answer-cache';

const PLE_FIELDS = `productListEntities { type id variant { id gid name extendedName price salePrice standardPrice
  priceDisplay inStock stockStatus images { original width height } brand { name } product { gid isAgeGated }
  promotionBadge { text endDate } promotionBadges { text promotion { name } } coupons { couponId }
  fulfiller { name } fulfillerLocation { leadTime } warehouse { name } } } pageInfo { endCursor hasNextPage }`;
const LISTING = `query Listing($gid: ID!, $limit: Int) { plesByCategoryGid(categoryGid: $gid, plesOptions: { limit: $limit }) { ${PLE_FIELDS} } }`;
const SEARCH = `query Search($q: String!) { plesFullTextSearch(fulltextSearchOptions: { query: $q }, plesOptions: { limit: 24 }) { ${PLE_FIELDS} } }`;

interface Served {
  readonly app: FastifyInstance;
  readonly db: CountingDatabase;
  readonly catalogue: CatalogueService;
  readonly search: SearchService;
  readonly responseCache: GraphqlResponseCache | null;
  graphql(query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: string; json: { data?: Record<string, unknown>; errors?: unknown[] } }>;
  /** Statements run by `fn`. */
  statementsOf(fn: () => Promise<unknown>): Promise<number>;
}

/** A database whose every statement answers `delayMs` late, so that requests surely overlap. */
function slowed(inner: Database, delayMs: number): Database {
  return {
    engine: inner.engine,
    async query<Row>(sql: string, params?: readonly unknown[]) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return inner.query<Row>(sql, params);
    },
    transaction: (fn) => inner.transaction(fn),
    close: () => inner.close(),
  };
}

/** The GraphQL endpoint alone on a bare Fastify (on an ephemeral port) over a counted database. */
async function serve(
  database: TestDatabase,
  responseCache: ResponseCacheOptions | null = null,
  { signedIn = false, delayMs = 0 }: { signedIn?: boolean; delayMs?: number } = {},
): Promise<Served> {
  const db = new CountingDatabase(delayMs > 0 ? slowed(database.db, delayMs) : database.db);
  const catalogue = new CatalogueService(db, { checkIntervalMs: null });
  const search = new SearchService(db, catalogue);
  const app = Fastify();
  if (signedIn) {
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      request.session = { idHash: 'h', guestId: 'g', userId: 'usr_1', csrfToken: 't', createdAt: 0, lastSeenAt: 0, expiresAt: Number.MAX_SAFE_INTEGER };
    });
  }
  const registered = await registerGraphql(app, { db, catalogue, search, production: true, responseCache });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const url = `http://127.0.0.1:${address.port}/api/graphql`;
  return {
    app,
    db,
    catalogue,
    search,
    responseCache: registered.responseCache,
    async graphql(query, variables) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = await res.text();
      return { status: res.status, body, json: JSON.parse(body) };
    },
    async statementsOf(fn) {
      const before = db.statements;
      await fn();
      return db.statements - before;
    },
  };
}

async function largestCategoryGid(served: Served): Promise<string> {
  const reference = await served.catalogue.reference();
  const { rows } = await served.db.query<{ category_id: string }>(
    'SELECT category_id FROM category_variants GROUP BY category_id ORDER BY count(*) DESC, category_id LIMIT 1',
  );
  const category = reference.categoryById.get(rows[0]?.category_id ?? '');
  if (!category) throw new Error('the test shop has listed categories');
  return category.gid;
}

describe('catalogue GraphQL: statements per request', () => {
  let small: TestDatabase;
  let large: TestDatabase;

  beforeAll(async () => {
    small = await createTestDatabase();
    large = await createTestDatabase({ empty: true });
    await importDemoShop(large.db, generateDemoShop({ seed: 7, variants: 1500, baseDate: new Date().toISOString().slice(0, 10) }));
  });

  afterAll(async () => {
    await Promise.all([small.close(), large.close()]);
  });

  it('a listing page is one statement, whatever the page size and the catalogue size', async () => {
    for (const database of [small, large]) {
      const served = await serve(database);
      try {
        const gid = await largestCategoryGid(served);
        await served.graphql(LISTING, { gid, limit: 6 });
        for (const limit of [6, 24, 60]) {
          let json: Awaited<ReturnType<Served['graphql']>>['json'] = {};
          const statements = await served.statementsOf(async () => {
            ({ json } = await served.graphql(LISTING, { gid, limit }));
          });
          expect(json.errors).toBeUndefined();
          expect((json.data?.['plesByCategoryGid'] as { productListEntities: unknown[] }).productListEntities).toHaveLength(limit);
          expect(statements).toBe(1);
        }
      } finally {
        await served.app.close();
      }
    }
  });

  it('a search page is one statement once the term is known, typos included', async () => {
    const served = await serve(large);
    try {
      for (const q of ['sua', 'sữa tươi', 'suaa']) {
        await served.graphql(SEARCH, { q });
        let json: Awaited<ReturnType<Served['graphql']>>['json'] = {};
        expect(await served.statementsOf(async () => ({ json } = await served.graphql(SEARCH, { q })))).toBe(1);
        expect(json.errors).toBeUndefined();
        expect((json.data?.['plesFullTextSearch'] as { productListEntities: unknown[] }).productListEntities.length).toBeGreaterThan(0);
      }
    } finally {
      await served.app.close();
    }
  });

  it('a product page is two statements: the product family, then its categories', async () => {
    const served = await serve(large);
    try {
      const pages = new PageService(served.db, served.catalogue, served.search);
      const { rows } = await served.db.query<{ gid: string; slug: string }>(
        'SELECT gid, slug FROM variants WHERE product_id IN (SELECT product_id FROM variants GROUP BY product_id HAVING count(*) > 1) ORDER BY ordinal LIMIT 1',
      );
      const variant = rows[0];
      if (!variant) throw new Error('the test shop has products with several variants');
      await pages.product(variant.gid, variant.slug);
      let page: Awaited<ReturnType<PageService['product']>> = null;
      expect(await served.statementsOf(async () => (page = await pages.product(variant.gid, variant.slug)))).toBe(2);
      const data = (page as unknown as { data: { variant: { gid: string; product: { brand: { name: string } } }; siblings: unknown[] } }).data;
      expect(data.variant.gid).toBe(variant.gid);
      expect(data.variant.product.brand.name).not.toBe('');
      expect(data.siblings.length).toBeGreaterThan(0);
    } finally {
      await served.app.close();
    }
  });
});

describe('catalogue GraphQL: response cache', () => {
  let database: TestDatabase;
  const options: ResponseCacheOptions = { ttlMs: 60_000, maxEntries: 100, maxBytes: 8 * 1024 * 1024, maxBodyBytes: 1024 * 1024 };

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('answers a repeated anonymous read from memory, byte for byte, and other variables afresh', async () => {
    const served = await serve(database, options);
    try {
      const gid = await largestCategoryGid(served);
      const first = await served.graphql(LISTING, { gid, limit: 24 });
      expect(first.json.errors).toBeUndefined();
      // Kept from the second time a key is asked for.
      expect(await served.statementsOf(() => served.graphql(LISTING, { gid, limit: 24 }))).toBe(1);
      let again = first;
      expect(await served.statementsOf(async () => (again = await served.graphql(LISTING, { gid, limit: 24 })))).toBe(0);
      expect(again.body).toBe(first.body);
      expect(await served.statementsOf(() => served.graphql(LISTING, { gid, limit: 12 }))).toBe(1);
    } finally {
      await served.app.close();
    }
  });

  it('drops answers when the catalogue changes', async () => {
    const served = await serve(database, options);
    try {
      const gid = await largestCategoryGid(served);
      await served.graphql(LISTING, { gid, limit: 6 });
      const first = await served.graphql(LISTING, { gid, limit: 6 });
      expect(await served.statementsOf(() => served.graphql(LISTING, { gid, limit: 6 }))).toBe(0);
      const firstName = (first.json.data?.['plesByCategoryGid'] as { productListEntities: { variant: { brand: { name: string } } }[] })
        .productListEntities[0]?.variant.brand.name;
      await served.db.query(`UPDATE brands SET name = name || ' (mới)'`);
      try {
        served.catalogue.invalidate();
        const second = await served.graphql(LISTING, { gid, limit: 6 });
        const secondName = (second.json.data?.['plesByCategoryGid'] as { productListEntities: { variant: { brand: { name: string } } }[] })
          .productListEntities[0]?.variant.brand.name;
        expect(secondName).toBe(`${firstName} (mới)`);
      } finally {
        await served.db.query(`UPDATE brands SET name = left(name, length(name) - 6)`);
        served.catalogue.invalidate();
      }
    } finally {
      await served.app.close();
    }
  });

  it('keeps no errors and nothing for signed-in visitors', async () => {
    const served = await serve(database, options);
    try {
      for (let i = 0; i < 2; i += 1) {
        const bad = await served.graphql(LISTING, { gid: '999999', limit: 6 });
        expect(bad.json.errors).toBeDefined();
      }
      expect(served.responseCache?.size).toBe(0);
    } finally {
      await served.app.close();
    }
    const signedIn = await serve(database, options, { signedIn: true });
    try {
      const gid = await largestCategoryGid(signedIn);
      await signedIn.graphql(LISTING, { gid, limit: 6 });
      await signedIn.graphql(LISTING, { gid, limit: 6 });
      expect(await signedIn.statementsOf(() => signedIn.graphql(LISTING, { gid, limit: 6 }))).toBe(1);
      expect(signedIn.responseCache?.size).toBe(0);
    } finally {
      await signedIn.app.close();
    }
  });

  it('computes an answer once for concurrent misses', async () => {
    const served = await serve(database, options, { delayMs: 300 });
    try {
      const gid = await largestCategoryGid(served);
      await served.catalogue.reference();
      let bodies: string[] = [];
      const statements = await served.statementsOf(async () => {
        bodies = (await Promise.all(Array.from({ length: 5 }, () => served.graphql(LISTING, { gid, limit: 24 })))).map((r) => r.body);
      });
      expect(statements).toBe(1);
      expect(new Set(bodies).size).toBe(1);
    } finally {
      await served.app.close();
    }
  });
});
