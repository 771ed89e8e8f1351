import { VariantState } from '@gio/domain-enums';
import { TestBrowser, startAccountsTestServer, type AccountsTestServer } from '../accounts/testing';
import { VariantPool } from '../carts/testing';
import { createShopper } from '../checkout/testing';
import { placeOrder, standardVariant } from './testing';

const POD = { billing_type: 'paymentOnFulfillment' } as const;

/**
 * Order again's preview (GET /api/orders/:id/reorder-preview) and the previously ordered list
 * (GET /api/previously-ordered/:pages/:range) over HTTP, orders placed as a shopper places them.
 */
describe('reorder over HTTP', () => {
  let server: AccountsTestServer;
  let pool: VariantPool;

  beforeAll(async () => {
    server = await startAccountsTestServer();
    pool = await VariantPool.open(server.db);
  });
  afterAll(async () => {
    await server.close();
  });

  it('previews an order line by line: repriced, unavailable with an alternative, capped, unchanged', async () => {
    const [repriced, gone, capped, same] = [1, 2, 3, 4].map(() => pool.take(standardVariant));
    if (!repriced || !gone || !capped || !same) throw new Error('the test shop needs four standard variants');
    for (const v of [repriced, gone, capped, same]) await pool.set(v.id, { available_count: 50, max_cart_quantity: 20, price: 30_000 });
    const shopper = await createShopper(server.db, server.baseUrl);
    const { placement, response } = await placeOrder(
      server,
      shopper,
      [
        { variant: repriced, quantity: 2 },
        { variant: gone, quantity: 1 },
        { variant: capped, quantity: 6 },
        { variant: same, quantity: 1 },
      ],
      POD,
    );
    expect(response.status).toBe(201);
    const gid = placement.orders[0]?.gid ?? '';
    await pool.set(repriced.id, { price: 35_000 });
    await pool.set(gone.id, { available_count: 0, state: VariantState.OUT_OF_STOCK });
    await pool.set(capped.id, { max_cart_quantity: 4 });

    const res = await shopper.browser.get(`/api/orders/${gid}/reorder-preview`);
    expect(res.status).toBe(200);
    const { preview } = res.body.data;
    expect(preview.orderGid).toBe(gid);
    const line = (id: string) => preview.lines.find((l: { variant: { id: string } }) => l.variant.id === id);
    expect(line(repriced.id)).toMatchObject({ status: 'repriced', quantity: 2, orderedPrice: 30_000, currentPrice: 35_000, priceChanged: true, alternative: null });
    expect(line(gone.id)).toMatchObject({ status: 'unavailable', quantity: 0, orderedQuantity: 1 });
    expect(line(capped.id)).toMatchObject({ status: 'capped', quantity: 4, orderedQuantity: 6, priceChanged: false });
    expect(line(same.id)).toMatchObject({ status: 'unchanged', quantity: 1, alternative: null });

    // The alternative, when the category has one, is another in-stock variant of the same category.
    const alternative = line(gone.id).alternative;
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
        WHERE p.primary_category_id = (SELECT p2.primary_category_id FROM variants v2 JOIN products p2 ON p2.id = v2.product_id WHERE v2.id = $1)
          AND v.state = 1 AND v.available_count > 0 AND NOT (v.id = ANY($2::text[]))`,
      [gone.id, [repriced.id, gone.id, capped.id, same.id]],
    );
    if (rows.length === 0) expect(alternative).toBeNull();
    else {
      expect(rows.map((r) => r.id)).toContain(alternative.variant.id);
      expect(alternative.price).toBeGreaterThan(0);
    }
  });

  it('offers two unavailable lines of one category two different alternatives', async () => {
    const [first, second] = [pool.take(standardVariant), pool.take(standardVariant)];
    for (const v of [first, second]) await pool.set(v.id, { available_count: 10, price: 20_000 });
    const shopper = await createShopper(server.db, server.baseUrl);
    const { placement } = await placeOrder(server, shopper, [{ variant: first, quantity: 1 }, { variant: second, quantity: 1 }], POD);
    // Both products in the category with the most variants on sale, then both sold out.
    const { rows } = await server.db.query<{ category_id: string }>(
      `SELECT p.primary_category_id AS category_id FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.state = 1 AND v.available_count > 0 GROUP BY p.primary_category_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const category = rows[0]?.category_id;
    await server.db.query('UPDATE products SET primary_category_id = $1 WHERE id = ANY($2::text[])', [category, [first.productId, second.productId]]);
    for (const v of [first, second]) await pool.set(v.id, { available_count: 0, state: VariantState.OUT_OF_STOCK });

    const res = await shopper.browser.get(`/api/orders/${placement.orders[0]?.gid}/reorder-preview`);
    const alternatives = res.body.data.preview.lines.map((l: { status: string; alternative: { variant: { id: string } } | null }) => {
      expect(l.status).toBe('unavailable');
      return l.alternative?.variant.id;
    });
    expect(alternatives).toHaveLength(2);
    expect(alternatives[0]).toEqual(expect.any(String));
    expect(alternatives[1]).toEqual(expect.any(String));
    expect(alternatives[0]).not.toBe(alternatives[1]);
    expect(alternatives).not.toContain(first.id);
    expect(alternatives).not.toContain(second.id);
  });

  it('answers another user’s order as not found, a malformed id with the spec’s message, a guest 401', async () => {
    const variant = pool.take(standardVariant);
    await pool.set(variant.id, { available_count: 10, price: 10_000 });
    const shopper = await createShopper(server.db, server.baseUrl);
    const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], POD);
    const gid = placement.orders[0]?.gid ?? '';
    const stranger = await createShopper(server.db, server.baseUrl);
    expect((await stranger.browser.get(`/api/orders/${gid}/reorder-preview`)).status).toBe(404);
    expect((await shopper.browser.get('/api/orders/999999999/reorder-preview')).status).toBe(404);
    const bad = await shopper.browser.get('/api/orders/abc/reorder-preview');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('orderGid is null or undefined');
    expect((await new TestBrowser(server.baseUrl).get(`/api/orders/${gid}/reorder-preview`)).status).toBe(401);
  });

  it('lists what the shopper bought, most often then most recently first, paged; cancelled orders do not count', async () => {
    const often = pool.take(standardVariant);
    const recent = pool.take(standardVariant);
    const cancelled = pool.take(standardVariant);
    for (const v of [often, recent, cancelled]) await pool.set(v.id, { available_count: 50, max_cart_quantity: 20, price: 12_000 });
    const shopper = await createShopper(server.db, server.baseUrl);
    expect((await placeOrder(server, shopper, [{ variant: often, quantity: 1 }], POD)).response.status).toBe(201);
    expect((await placeOrder(server, shopper, [{ variant: often, quantity: 2 }], POD)).response.status).toBe(201);
    expect((await placeOrder(server, shopper, [{ variant: recent, quantity: 1 }], POD)).response.status).toBe(201);
    const toCancel = await placeOrder(server, shopper, [{ variant: cancelled, quantity: 1 }], POD);
    const cancel = await shopper.browser.post('/api/cancel-order', { id: toCancel.placement.orders[0]?.gid, cancellationReason: 'changed_mind' });
    expect(cancel.status).toBe(200);

    const all = await shopper.browser.get('/api/previously-ordered/1/24');
    expect(all.status).toBe(200);
    expect(all.body.data.category).toEqual({ type: 6, name: expect.any(String) });
    expect(all.body.data.products.map((p: { variant: { id: string } }) => p.variant.id)).toEqual([often.id, recent.id]);
    expect(all.body.data.products[0]).toMatchObject({ timesOrdered: 2, totalQuantity: 3, price: 12_000, available: true });
    expect(all.body.data.pagination).toEqual({ paginationApiUrl: null, hasNextCategory: false, page: 1, range: 24, totalCount: 2 });

    const first = await shopper.browser.get('/api/previously-ordered/1/1');
    expect(first.body.data.products.map((p: { variant: { id: string } }) => p.variant.id)).toEqual([often.id]);
    expect(first.body.data.pagination).toMatchObject({ paginationApiUrl: '/api/previously-ordered/2/1', hasNextCategory: true, totalCount: 2 });
    const second = await shopper.browser.get(first.body.data.pagination.paginationApiUrl);
    expect(second.body.data.products.map((p: { variant: { id: string } }) => p.variant.id)).toEqual([recent.id]);
    expect(second.body.data.pagination.paginationApiUrl).toBeNull();

    // Sold out now: still listed, not addable.
    await pool.set(recent.id, { available_count: 0 });
    const soldOut = await shopper.browser.get('/api/previously-ordered/2/1');
    expect(soldOut.body.data.products[0]).toMatchObject({ available: false });

    const stranger = await createShopper(server.db, server.baseUrl);
    const theirs = await stranger.browser.get('/api/previously-ordered/1/24');
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.products).toEqual([]);
    expect(theirs.body.data.pagination.totalCount).toBe(0);
    expect((await new TestBrowser(server.baseUrl).get('/api/previously-ordered/1/24')).status).toBe(401);
    expect((await shopper.browser.get('/api/previously-ordered/1/61')).status).toBe(400);
    expect((await shopper.browser.get('/api/previously-ordered/0/24')).status).toBe(400);
  });
});
