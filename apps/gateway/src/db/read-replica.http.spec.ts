import { PostgresDatabase } from './postgres';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { startTestServer, type TestServer } from '../testing/test-server';

const onPostgres = process.env['TEST_DATABASE_URL'] ? describe : describe.skip;

/** A pool on `url` that refuses every write, as a hot standby does. */
function readOnly(url: string): PostgresDatabase {
  const readOnlyUrl = new URL(url);
  readOnlyUrl.searchParams.set('options', '-c default_transaction_read_only=on');
  return new PostgresDatabase(readOnlyUrl.toString());
}

/**
 * DATABASE_READ_URL: which pool each read takes. The "replica" here is a second copy of the test
 * shop opened read-only, in which one variant has another name: an answer showing that name was
 * read from the replica, one showing the primary's was read from the primary, and a write sent
 * to the replica would fail.
 */
onPostgres('reads from the replica (PostgreSQL only: skipped unless TEST_DATABASE_URL is set)', () => {
  let primary: TestDatabase;
  let replicaCopy: TestDatabase;
  let replica: PostgresDatabase;
  let server: TestServer;
  let variant: { id: string; gid: string; name: string };
  const REPLICA_NAME = 'Bánh quy bản sao đọc';

  beforeAll(async () => {
    [primary, replicaCopy] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    const { rows } = await primary.db.query<{ id: string; gid: string; name: string }>(
      `SELECT v.id, v.gid, v.name FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.state = 1 AND v.product_type = 0 AND p.product_type = 0 AND NOT p.is_age_gated AND v.price > 0
          AND v.available_count > 5
        ORDER BY v.ordinal LIMIT 1`,
    );
    variant = rows[0] as typeof variant;
    await replicaCopy.db.query('UPDATE variants SET name = $2 WHERE id = $1', [variant.id, REPLICA_NAME]);
    replica = readOnly(replicaCopy.url as string);
    server = await startTestServer({}, primary, { readDb: replica });
  });

  afterAll(async () => {
    await server.close();
    await replica.close();
    await Promise.all([primary.close(), replicaCopy.close()]);
  });

  it('reads catalogue calls, search and GraphQL from the replica', async () => {
    const byId = await server.request(`/api/variant-by-id/${variant.gid}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data.variant.name).toBe(REPLICA_NAME);

    // The search words are the seed's in both copies; the name shown is the replica's.
    const search = await server.request(`/api/search/${encodeURIComponent(variant.name)}`);
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).toContain(REPLICA_NAME);

    const graphql = await server.graphql(
      'query Find($q: String!) { plesFullTextSearch(fulltextSearchOptions: { query: $q }) { productListEntities { variant { gid name } } } }',
      { q: variant.name },
    );
    expect(graphql.status).toBe(200);
    const found = graphql.body.data.plesFullTextSearch.productListEntities.find(
      (ple: { variant: { gid: string } }) => ple.variant.gid === variant.gid,
    );
    expect(found.variant.name).toBe(REPLICA_NAME);
  });

  it('writes the cart on the primary and reads the shopper\'s own cart from there', async () => {
    const change = await server.request('/api/carts/change', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cartVariant: { variantId: variant.id, quantity: 2 } }),
    });
    expect(change.status).toBe(200);
    const cart = (await server.request('/api/carts/sync')).body.data.cart;
    const line = cart.cartVariants.find((l: { variant: { id: string } }) => l.variant.id === variant.id);
    expect(line.quantity).toBe(2);
    expect(line.variant.name).toBe(variant.name);
  });

  it('keeps a banner the visitor hid hidden: their own rows are read and written on the primary', async () => {
    const { rows } = await primary.db.query<{ id: string; placement: string }>('SELECT id, placement FROM banners ORDER BY id LIMIT 1');
    const banner = rows[0];
    if (!banner) throw new Error('the test shop has no banner');
    const hide = await server.request('/api/product/hide-banner', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bannerId: banner.id }),
    });
    expect(hide.status).toBe(200);
    expect(hide.body.data.hiddenBannerIds).toEqual([banner.id]);
    // The replica's copy has no hidden row: a listing read there would still show the banner.
    const listed = await server.request(`/api/banners?placement=${banner.placement}`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.banners.map((b: { id: string }) => b.id)).not.toContain(banner.id);
  });

  it('reports the replica\'s lag on /metrics', async () => {
    const metrics = await server.request('/metrics');
    expect(metrics.body).toMatch(/^gio_database_replica_lag_seconds 0$/m);
    expect(metrics.body).toMatch(/^gio_database_replica_lag_bytes 0$/m);
  });
});
