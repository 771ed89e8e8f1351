import { VariantState } from '@gio/domain-enums';
import { startAccountsTestServer, type AccountsTestServer } from '../accounts/testing';
import { VariantPool } from '../carts/testing';
import { createShopper } from '../checkout/testing';
import { TEST_OPS_TOKEN, ops, placeOrder, standardVariant, stockOf } from './testing';

/**
 * The operator's write-off and reprice (POST /api/ops/write-off, POST /api/ops/reprice) over
 * HTTP, and what a shopper's order again sees after them.
 */
describe('operator write-off and reprice', () => {
  let server: AccountsTestServer;
  let pool: VariantPool;

  beforeAll(async () => {
    server = await startAccountsTestServer({ config: { opsToken: TEST_OPS_TOKEN } });
    pool = await VariantPool.open(server.db);
  });
  afterAll(async () => {
    await server.close();
  });

  it('writes units off down to 0 (out of stock) and sets a new shelf price; order again shows both', async () => {
    const [sold, dearer] = [pool.take(standardVariant), pool.take(standardVariant)];
    await pool.set(sold.id, { available_count: 10, price: 40_000 });
    await pool.set(dearer.id, { available_count: 10, price: 40_000 });
    const shopper = await createShopper(server.db, server.baseUrl);
    const { placement } = await placeOrder(
      server,
      shopper,
      [
        { variant: sold, quantity: 1 },
        { variant: dearer, quantity: 1 },
      ],
      { billing_type: 'paymentOnFulfillment' },
    );
    const gid = placement.orders[0]?.gid ?? '';

    const partial = await ops(server, '/api/ops/write-off', { variantId: sold.id, quantity: 4 });
    expect(partial).toEqual({ status: 200, body: { data: { variantId: sold.id, availableCount: 5, state: VariantState.ACTIVE } } });
    const all = await ops(server, '/api/ops/write-off', { variantId: sold.id, quantity: 50 });
    expect(all.body.data).toEqual({ variantId: sold.id, availableCount: 0, state: VariantState.OUT_OF_STOCK });
    expect(await stockOf(server, sold.id)).toBe(0);

    const priced = await ops(server, '/api/ops/reprice', { variantId: dearer.id, price: 46_000 });
    expect(priced).toEqual({ status: 200, body: { data: { variantId: dearer.id, price: 46_000 } } });
    // Every category listing of the variant shows the new price (the test shop lists each variant).
    const { rows } = await server.db.query<{ price: number; sale_price: number | null; listed: number[] }>(
      `SELECT v.price, v.sale_price, ARRAY(SELECT cv.price FROM category_variants cv WHERE cv.variant_id = v.id) AS listed
         FROM variants v WHERE v.id = $1`,
      [dearer.id],
    );
    expect(rows[0]).toMatchObject({ price: 46_000, sale_price: null });
    expect(rows[0]?.listed.length).toBeGreaterThan(0);
    expect(new Set(rows[0]?.listed.map(Number))).toEqual(new Set([46_000]));

    const preview = await shopper.browser.get(`/api/orders/${gid}/reorder-preview`);
    const statuses = Object.fromEntries(
      preview.body.data.preview.lines.map((l: { variant: { id: string }; status: string }) => [l.variant.id, l.status]),
    );
    expect(statuses).toEqual({ [sold.id]: 'unavailable', [dearer.id]: 'repriced' });
  });

  it('refuses without the operator token, and answers 404 for an unknown variant', async () => {
    const variant = pool.take(standardVariant);
    for (const [path, body] of [
      ['/api/ops/write-off', { variantId: variant.id, quantity: 1 }],
      ['/api/ops/reprice', { variantId: variant.id, price: 1_000 }],
    ] as const) {
      expect((await ops(server, path, body, 'wrong-token-wrong-token-wrong')).status).toBe(401);
      expect((await ops(server, path, { ...body, variantId: 'var_none' })).status).toBe(404);
    }
    expect((await ops(server, '/api/ops/reprice', { variantId: variant.id, price: 0 })).status).toBe(400);
    // A browser session is no operator.
    const shopper = await createShopper(server.db, server.baseUrl);
    expect((await shopper.browser.post('/api/ops/reprice', { variantId: variant.id, price: 1_000 })).status).toBe(401);
  });
});
