import { PAGE_DATA_HEADER } from '@gio/contracts';
import { PAGE_CACHE_CONTROL } from '../http/cache-control';
import { DEFAULT_RESPONSE_CACHE } from '../http/shared-answer-cache';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const OPS_TOKEN = 'caches-across-replicas-ops-token-0123';

const QUERY = `query Listing($q: String!) {
  categories { gid name }
  plesFullTextSearch(fulltextSearchOptions: { query: $q }) { productListEntities { variant { id gid name price } } }
}`;

/**
 * Two gateway replicas over one database, each with its reference snapshot and its GraphQL
 * response cache (kept a minute here, so that only a catalogue change can drop an answer). A
 * change made through one replica, or by SQL from outside, bumps `catalogue_version`
 * (migration 0002); the other replica's check sees it and drops what it cached.
 */
describe('caches stay right across replicas', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let variant: { id: string; gid: string; slug: string; name: string; price: number };

  beforeAll(async () => {
    database = await createTestDatabase();
    // Every request checks the version (production checks once a second, CATALOGUE_CHECK_MS).
    const config = { catalogueCheckIntervalMs: 0, opsToken: OPS_TOKEN };
    const responseCache = { ...DEFAULT_RESPONSE_CACHE, ttlMs: 60_000 };
    a = await startTestServer(config, database, { responseCache });
    b = await startTestServer(config, database, { responseCache });
    const { rows } = await database.db.query<typeof variant>(
      'SELECT id, gid, slug, name, price FROM variants WHERE state = 1 AND price > 0 ORDER BY ordinal LIMIT 1',
    );
    variant = rows[0] as typeof variant;
  });

  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  /** Replica b's answer, once any catalogue check the request started has finished. */
  const askB = async () => {
    const answer = await b.graphql(QUERY, { q: variant.name });
    await b.services.catalogueReads.refreshed();
    expect(answer.status).toBe(200);
    const found = answer.body.data.plesFullTextSearch.productListEntities.find(
      (ple: { variant: { id: string } }) => ple.variant.id === variant.id,
    );
    return {
      price: found.variant.price as number,
      categories: answer.body.data.categories as { gid: string; name: string }[],
    };
  };

  it("drops the other replica's cached answer and reference data when the catalogue changes", async () => {
    let statements = b.db.statements;
    const before = await askB();
    const computed = b.db.statements - statements;
    await askB();
    // The answer is now served from b's cache: only the version check and the session's read
    // reach the database, not the listing's statements.
    statements = b.db.statements;
    expect(await askB()).toEqual(before);
    expect(b.db.statements - statements).toBeLessThan(computed);
    expect(before.price).toBe(variant.price);

    // An operator reprices through replica a, and renames a category by SQL.
    const repriced = await fetch(`${a.baseUrl}/api/ops/reprice`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ variantId: variant.id, price: variant.price + 1000 }),
    });
    expect(repriced.status).toBe(200);
    const category = before.categories[0];
    if (!category) throw new Error('the test shop has no top-level category');
    await database.db.query('UPDATE categories SET name = $2 WHERE gid = $1', [
      category.gid,
      'Danh mục đổi tên',
    ]);

    // The first request after the change starts b's check; from then on b answers the new catalogue.
    await askB();
    const after = await askB();
    expect(after.price).toBe(variant.price + 1000);
    expect(after.categories.find((c) => c.gid === category.gid)?.name).toBe('Danh mục đổi tên');
  });

  /** The product page's data from replica b, asked as a new visitor (no cookie) each time. */
  const productPageB = async () => {
    const answer = await fetch(`${b.baseUrl}/product/${variant.gid}/${variant.slug}`, {
      headers: { isFromSPA: 'true' },
    });
    await b.services.catalogueReads.refreshed();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(answer.headers.get('vary')).toContain(PAGE_DATA_HEADER);
    return ((await answer.json()) as { data: { variant: { id: string; price: number } } }).data
      .variant;
  };

  it("shares the product page's data between visitors until the catalogue changes", async () => {
    const before = await productPageB();
    let statements = b.db.statements;
    await productPageB();
    const computed = b.db.statements - statements;
    expect(computed).toBeGreaterThan(0);
    // Asked twice: from now on another visitor's ask reads nothing but the catalogue version.
    statements = b.db.statements;
    expect(await productPageB()).toEqual(before);
    expect(b.db.statements - statements).toBeLessThan(computed);

    const repriced = await fetch(`${a.baseUrl}/api/ops/reprice`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ variantId: variant.id, price: before.price + 500 }),
    });
    expect(repriced.status).toBe(200);
    await productPageB();
    expect((await productPageB()).price).toBe(before.price + 500);
  });

  it("draws a first load from the shared data, with the visitor's own session", async () => {
    await productPageB();
    await productPageB();
    const first = await fetch(`${b.baseUrl}/product/${variant.gid}/${variant.slug}`);
    const second = await fetch(`${b.baseUrl}/product/${variant.gid}/${variant.slug}`);
    for (const page of [first, second]) {
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain(variant.name);
    }
    const session = (page: Response) =>
      page.headers.getSetCookie().find((cookie) => cookie.length > 0);
    expect(session(first)).toBeDefined();
    expect(session(first)).not.toBe(session(second));
  });

  it('keys a shared product page by its address: a wrong slug still redirects', async () => {
    await productPageB();
    await productPageB();
    const wrongSlug = await fetch(`${b.baseUrl}/product/${variant.gid}/not-its-slug`, {
      headers: { isFromSPA: 'true' },
    });
    expect(await wrongSlug.json()).toEqual({ redirect: `/product/${variant.gid}/${variant.slug}` });
  });
});
