import { VariantState } from '@gio/domain-enums';
import {
  startAccountsTestServer,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import { VariantPool, type TestVariant } from '../carts/testing';
import { migration0330VariantStockState } from '../db/migrations/0330-variant-stock-state';
import { TEST_OPS_TOKEN, ops, placeOrder, shopperWithStock, standardVariant, stockOf } from '../orders/testing';

const LISTING = `query Listing($gid: ID!) {
  plesByCategoryGid(categoryGid: $gid, plesOptions: { limit: 60, inStockOnly: true }) {
    productListEntities { variant { gid state inStock } }
  }
}`;

interface ShownStock {
  readonly state: number;
  readonly availableCount: number;
  readonly inStock: boolean;
  readonly stockStatus: string;
}

/**
 * storefront.md §4 "Variant stock": the variant's state follows its count wherever stock moves,
 * so a sold-out variant reads out of stock (state 2, not in stock) on its product page, in
 * search and in listings, and reads in stock again once units come back, with its back-in-stock
 * notice sent. On PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set.
 */
describe('stock state follows the stock count', () => {
  let server: AccountsTestServer;
  let pool: VariantPool;
  /** Per variant id, a (non-soft) category that lists it among its first 60 positions. */
  const listedIn = new Map<string, string>();

  beforeAll(async () => {
    server = await startAccountsTestServer({ config: { opsToken: TEST_OPS_TOKEN } });
    pool = await VariantPool.open(server.db);
    const { rows } = await server.db.query<{ variant_id: string; gid: string }>(
      `SELECT DISTINCT ON (cv.variant_id) cv.variant_id, c.gid
         FROM category_variants cv JOIN categories c ON c.id = cv.category_id
        WHERE NOT c.is_soft_category AND cv.position < 60
        ORDER BY cv.variant_id, cv.position`,
    );
    for (const row of rows) listedIn.set(row.variant_id, row.gid);
  });
  afterAll(async () => {
    await server.close();
  });

  const gidOf = async (variant: TestVariant) =>
    (
      await server.db.query<{ gid: string; name: string }>(
        'SELECT gid, name FROM variants WHERE id = $1',
        [variant.id],
      )
    ).rows[0] ?? { gid: '', name: '' };

  /** What the product page, search, the ples listing and the category listing say of the variant. */
  const shown = async (browser: TestBrowser, variant: TestVariant) => {
    const { gid, name } = await gidOf(variant);
    const byId = await browser.get(`/api/variant-by-id/${gid}`);
    expect(byId.status).toBe(200);
    const searched = await browser.get(`/api/search/${encodeURIComponent(name)}?limit=60`);
    expect(searched.status).toBe(200);
    const inSearch = searched.body.data.productListEntities.find(
      (e: { variant: { gid: string } }) => e.variant.gid === gid,
    );
    const searchedInStock = await browser.get(
      `/api/search/${encodeURIComponent(name)}?limit=60&inStockOnly=true`,
    );
    const ples = await browser.get(`/api/product/ples?variantIds=${gid}`);
    expect(ples.status).toBe(200);
    const listing = await browser.post('/api/graphql', {
      query: LISTING,
      variables: { gid: listedIn.get(variant.id) },
    });
    expect(listing.body.errors).toBeUndefined();
    const pick = (v: ShownStock) => ({
      state: v.state,
      availableCount: v.availableCount,
      inStock: v.inStock,
      stockStatus: v.stockStatus,
    });
    return {
      variantById: pick(byId.body.data.variant),
      search: inSearch ? pick(inSearch.variant) : null,
      ples: pick(ples.body.data.productListEntities[0].variant),
      inStockOnlySearch: searchedInStock.body.data.productListEntities.some(
        (e: { variant: { gid: string } }) => e.variant.gid === gid,
      ),
      inStockOnlyListing: listing.body.data.plesByCategoryGid.productListEntities.some(
        (e: { variant: { gid: string } }) => e.variant.gid === gid,
      ),
    };
  };

  const outOfStock: ShownStock = {
    state: VariantState.OUT_OF_STOCK,
    availableCount: 0,
    inStock: false,
    stockStatus: 'out-of-stock',
  };
  const inStockWith = (count: number) => ({
    state: VariantState.ACTIVE,
    availableCount: count,
    inStock: true,
  });

  const notices = async (email: string) =>
    (
      await server.db.query<{ subject: string }>(
        `SELECT subject FROM outbox_messages WHERE kind = 'back-in-stock' AND recipient = $1`,
        [email],
      )
    ).rows;

  it('orders that take the last units show the variant out of stock everywhere; a cancel brings it back in stock and the waiting shopper gets the notice', async () => {
    const { shopper, variant } = await shopperWithStock(
      server,
      pool,
      3,
      100_000,
      pool.take((v) => standardVariant(v) && listedIn.has(v.id)),
    );
    const before = await shown(shopper.browser, variant);
    expect(before.variantById).toMatchObject(inStockWith(3));
    expect(before.search).toMatchObject(inStockWith(3));
    expect(before.inStockOnlySearch).toBe(true);
    expect(before.inStockOnlyListing).toBe(true);

    const first = await placeOrder(server, shopper, [{ variant, quantity: 1 }], {
      billing_type: 'paymentOnFulfillment',
    });
    expect(first.response.status).toBe(201);
    expect((await shown(shopper.browser, variant)).variantById).toMatchObject(inStockWith(2));
    const last = await placeOrder(server, shopper, [{ variant, quantity: 2 }], {
      billing_type: 'paymentOnFulfillment',
    });
    expect(last.response.status).toBe(201);
    expect(await stockOf(server, variant.id)).toBe(0);

    const soldOut = await shown(shopper.browser, variant);
    expect(soldOut.variantById).toEqual(outOfStock);
    expect(soldOut.search).toEqual(outOfStock);
    expect(soldOut.ples).toEqual(outOfStock);
    expect(soldOut.inStockOnlySearch).toBe(false);
    expect(soldOut.inStockOnlyListing).toBe(false);

    const { name } = await gidOf(variant);
    const asked = await shopper.browser.post('/api/product/notify-when-instock', {
      variantId: variant.id,
      warehouseId: variant.warehouseId,
      fulfillerVariantFulfillmentMethod: 0,
    });
    expect(asked.status).toBe(200);
    expect(await notices(shopper.email)).toEqual([]);

    const cancelled = await shopper.browser.post('/api/cancel-order', {
      id: last.placement.orders[0]?.gid,
      cancellationReason: 'changed_mind',
    });
    expect(cancelled.status).toBe(200);
    const back = await shown(shopper.browser, variant);
    expect(back.variantById).toMatchObject(inStockWith(2));
    expect(back.search).toMatchObject(inStockWith(2));
    expect(back.ples).toMatchObject(inStockWith(2));
    expect(back.inStockOnlySearch).toBe(true);
    expect(back.inStockOnlyListing).toBe(true);
    expect(await notices(shopper.email)).toEqual([{ subject: `Giỏ: ${name} đã có hàng trở lại` }]);
  });

  it('a post-order attach that takes the last units shows the variant out of stock; a restock brings it back with the notice', async () => {
    const { shopper, variant } = await shopperWithStock(server, pool, 10, 50_000);
    const extra = pool.take((v) => standardVariant(v) && listedIn.has(v.id));
    await pool.set(extra.id, { available_count: 2, price: 20_000 });
    const { placement, response } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], {
      billing_type: 'paymentOnFulfillment',
    });
    expect(response.status).toBe(201);
    const attached = await shopper.browser.put(
      `/api/post-order-attach/${placement.orders[0]?.gid}`,
      {
        postOrderAttachVariants: [{ variantId: extra.id, quantity: 2 }],
      },
    );
    expect(attached.status).toBe(200);
    expect(await stockOf(server, extra.id)).toBe(0);
    const soldOut = await shown(shopper.browser, extra);
    expect(soldOut.variantById).toEqual(outOfStock);
    expect(soldOut.ples).toEqual(outOfStock);
    expect(soldOut.inStockOnlyListing).toBe(false);

    const asked = await shopper.browser.post('/api/product/notify-when-instock', {
      variantId: extra.id,
      warehouseId: extra.warehouseId,
      fulfillerVariantFulfillmentMethod: 0,
    });
    expect(asked.status).toBe(200);
    // The operator's restock call (tools/ops `restock`), with its bearer token and no session.
    const restocked = await ops(server, '/api/ops/restock', { variantId: extra.id, quantity: 5 });
    expect(restocked).toEqual({ status: 200, body: { data: { variantId: extra.id, availableCount: 5, state: 1 } } });
    const back = await shown(shopper.browser, extra);
    expect(back.variantById).toMatchObject(inStockWith(5));
    expect(back.ples).toMatchObject(inStockWith(5));
    expect(back.inStockOnlyListing).toBe(true);
    const { name } = await gidOf(extra);
    expect(await notices(shopper.email)).toEqual([{ subject: `Giỏ: ${name} đã có hàng trở lại` }]);
  });

  it('the operator restock refuses a wrong token and an unknown variant, and changes nothing', async () => {
    const variant = pool.take();
    const before = await stockOf(server, variant.id);
    expect((await ops(server, '/api/ops/restock', { variantId: variant.id, quantity: 5 }, 'not-the-ops-token-at-all-0000')).status).toBe(401);
    const unknown = await ops(server, '/api/ops/restock', { variantId: 'var_does_not_exist', quantity: 5 });
    expect(unknown.status).toBe(404);
    expect((await ops(server, '/api/ops/restock', { variantId: variant.id, quantity: 0 })).status).toBe(400);
    expect(await stockOf(server, variant.id)).toBe(before);
  });

  it('migration 0330 brings variants sold out or restocked before the stock writer to the state their count says', async () => {
    const soldOut = pool.take((v) => listedIn.has(v.id));
    const restocked = pool.take();
    const discontinued = pool.take();
    // What the old writers left: the state and the listing's flag of the count before the move.
    await server.db.query('UPDATE variants SET available_count = 0 WHERE id = $1', [soldOut.id]);
    await server.db.query('UPDATE variants SET state = 2, in_stock = false WHERE id = $1', [
      restocked.id,
    ]);
    await server.db.query('UPDATE variants SET state = 0 WHERE id = $1', [discontinued.id]);
    for (const statement of migration0330VariantStockState.statements)
      await server.db.query(statement);
    const browser = server.browser();
    const sold = await shown(browser, soldOut);
    expect(sold.variantById).toEqual(outOfStock);
    expect(sold.inStockOnlyListing).toBe(false);
    expect(
      (await browser.get(`/api/variant-by-id/${restocked.id}`)).body.data.variant,
    ).toMatchObject(inStockWith(100));
    expect(
      (await browser.get(`/api/variant-by-id/${discontinued.id}`)).body.data.variant,
    ).toMatchObject({ state: 0, inStock: false });
    const { rows } = await server.db.query<{ in_stock: boolean }>(
      'SELECT in_stock FROM variants WHERE id = $1',
      [discontinued.id],
    );
    expect(rows[0]?.in_stock).toBe(false);
  });
});
