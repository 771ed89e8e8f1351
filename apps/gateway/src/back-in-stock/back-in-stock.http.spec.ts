import {
  lastMessageTo,
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';

interface VariantPick {
  id: string;
  gid: string;
  slug: string;
  name: string;
  warehouse_id: string;
}

describe('POST /api/product/notify-when-instock and the back-in-stock notice', () => {
  let server: AccountsTestServer;
  let first: TestBrowser;
  let second: TestBrowser;
  let pool: VariantPick[];
  let taken = 0;

  /** An in-stock variant nobody else in this file uses, sold out by the test. */
  const soldOutVariant = async (): Promise<VariantPick> => {
    const variant = pool[taken];
    taken += 1;
    if (!variant) throw new Error('the test shop ran out of variants');
    await server.db.query('UPDATE variants SET available_count = 0 WHERE id = $1', [variant.id]);
    return variant;
  };
  const ask = (browser: TestBrowser, variant: VariantPick, extra: Record<string, unknown> = {}) =>
    browser.post('/api/product/notify-when-instock', {
      variantId: variant.id,
      warehouseId: variant.warehouse_id,
      fulfillerVariantFulfillmentMethod: 0,
      ...extra,
    });
  const restock = (variant: VariantPick, count: number) =>
    server.db.query('UPDATE variants SET available_count = $2 WHERE id = $1', [variant.id, count]);
  const notices = async (variant: VariantPick) => {
    const { rows } = await server.db.query<{ recipient: string; subject: string; body: string }>(
      `SELECT recipient, subject, body FROM outbox_messages
        WHERE kind = 'back-in-stock' AND body LIKE '%' || $1 || '%' ORDER BY recipient`,
      [`/product/${variant.gid}/`],
    );
    return rows;
  };

  beforeAll(async () => {
    server = await startAccountsTestServer();
    await seedDemoUsers(server.db, testHasher());
    const { rows } = await server.db.query<VariantPick>(
      `SELECT id, gid, slug, name, warehouse_id FROM variants
        WHERE available_count > 0 AND NOT excluded_from_back_in_stock ORDER BY ordinal LIMIT 10`,
    );
    pool = rows;
    first = server.browser();
    await first.login('khach.moi@gio.vn', DEMO_PASSWORD);
    second = server.browser();
    await second.login('thanh.vien@gio.vn', DEMO_PASSWORD);
  });

  afterAll(async () => {
    await server.close();
  });

  it('answers 401 to a guest (the storefront opens its login dialog) and stores nothing', async () => {
    const variant = await soldOutVariant();
    const res = await ask(server.browser(), variant);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    const { rows } = await server.db.query(
      'SELECT 1 FROM back_in_stock_subscriptions WHERE variant_id = $1',
      [variant.id],
    );
    expect(rows).toHaveLength(0);
  });

  it('stores one subscription per user, variant and warehouse, however often it is asked', async () => {
    const variant = await soldOutVariant();
    const res = await ask(first, variant, { fulfillerVariantFulfillmentMethod: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.subscription).toMatchObject({
      variantId: variant.id,
      warehouseId: variant.warehouse_id,
      fulfillerVariantFulfillmentMethod: 1,
      notifiedAt: null,
    });
    const again = await ask(first, variant, { fulfillerVariantFulfillmentMethod: 2 });
    expect(again.body.data.subscription).toMatchObject({
      fulfillerVariantFulfillmentMethod: 2,
      createdAt: res.body.data.subscription.createdAt,
    });
    const { rows } = await server.db.query(
      'SELECT 1 FROM back_in_stock_subscriptions WHERE variant_id = $1',
      [variant.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('sends exactly one notice per subscriber when the stock returns, with a link to the product', async () => {
    const variant = await soldOutVariant();
    await ask(first, variant);
    await ask(first, variant);
    await ask(second, variant);
    // Other figures of the variant moving, and a decrement, send nothing.
    await server.db.query('UPDATE variants SET sales_count = sales_count + 1 WHERE id = $1', [
      variant.id,
    ]);
    expect(await notices(variant)).toHaveLength(0);

    await restock(variant, 12);
    const sent = await notices(variant);
    expect(sent.map((message) => message.recipient)).toEqual([
      'khach.moi@gio.vn',
      'thanh.vien@gio.vn',
    ]);
    expect(sent[0]?.subject).toContain(variant.name);
    expect(sent[0]?.body).toContain(`http://shop.test/product/${variant.gid}/${variant.slug}`);
    const message = await lastMessageTo(first, 'khach.moi@gio.vn');
    expect(message.kind).toBe('back-in-stock');

    const { rows } = await server.db.query<{ notified_at: Date | null }>(
      'SELECT notified_at FROM back_in_stock_subscriptions WHERE variant_id = $1',
      [variant.id],
    );
    expect(rows.every((row) => row.notified_at !== null)).toBe(true);

    // More stock, then sold out and back again: the subscribers were told already.
    await restock(variant, 20);
    await restock(variant, 0);
    await restock(variant, 3);
    expect(await notices(variant)).toHaveLength(2);
  });

  it('re-arms a notified subscription when the user asks again after the variant sold out again', async () => {
    const variant = await soldOutVariant();
    await ask(first, variant);
    await restock(variant, 4);
    expect(await notices(variant)).toHaveLength(1);
    await restock(variant, 0);
    const again = await ask(first, variant);
    expect(again.body.data.subscription.notifiedAt).toBeNull();
    await restock(variant, 1);
    expect(await notices(variant)).toHaveLength(2);
  });

  it('notices a restock from a negative count and one inside a transaction that rolls back sends nothing', async () => {
    const variant = await soldOutVariant();
    await ask(second, variant);
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query('UPDATE variants SET available_count = 5 WHERE id = $1', [variant.id]);
        throw new Error('the restock is abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await notices(variant)).toHaveLength(0);
    await restock(variant, -1);
    await restock(variant, 2);
    expect(await notices(variant)).toHaveLength(1);
  });

  it('refuses an excluded variant (409 BACK_IN_STOCK_EXCLUDED) and stores nothing', async () => {
    const { rows } = await server.db.query<VariantPick>(
      'SELECT id, gid, slug, name, warehouse_id FROM variants WHERE excluded_from_back_in_stock LIMIT 1',
    );
    const excluded = rows[0];
    if (!excluded) throw new Error('the test shop has no excluded variant');
    await server.db.query('UPDATE variants SET available_count = 0 WHERE id = $1', [excluded.id]);
    const res = await ask(first, excluded);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'BACK_IN_STOCK_EXCLUDED', field: 'variantId' });
    const stored = await server.db.query(
      'SELECT 1 FROM back_in_stock_subscriptions WHERE variant_id = $1',
      [excluded.id],
    );
    expect(stored.rows).toHaveLength(0);
  });

  it('refuses a variant in stock, a wrong warehouse, an unknown variant and a bad fulfilment method', async () => {
    const inStock = pool[pool.length - 1];
    if (!inStock) throw new Error('no variant');
    const stocked = await ask(first, inStock);
    expect(stocked.status).toBe(409);
    expect(stocked.body.error.code).toBe('VARIANT_IN_STOCK');

    const variant = await soldOutVariant();
    const { rows } = await server.db.query<{ id: string }>(
      'SELECT id FROM warehouses WHERE id <> $1 LIMIT 1',
      [variant.warehouse_id],
    );
    const wrongWarehouse = await ask(first, variant, { warehouseId: rows[0]?.id });
    expect(wrongWarehouse.status).toBe(400);
    expect(wrongWarehouse.body.error.field).toBe('warehouseId');

    const unknown = await ask(first, { ...variant, id: 'var_khong_co' });
    expect(unknown.status).toBe(404);
    const badMethod = await ask(first, variant, { fulfillerVariantFulfillmentMethod: 6 });
    expect(badMethod.status).toBe(400);
    expect(badMethod.body.error.field).toBe('body.fulfillerVariantFulfillmentMethod');
    const missing = await first.post('/api/product/notify-when-instock', { variantId: variant.id });
    expect(missing.status).toBe(400);

    const stored = await server.db.query(
      'SELECT 1 FROM back_in_stock_subscriptions WHERE variant_id = $1',
      [variant.id],
    );
    expect(stored.rows).toHaveLength(0);
  });
});
