import { startAccountsTestServer, type AccountsTestServer } from '../accounts/testing';
import { VariantPool } from '../carts/testing';
import { completeSteps, createShopper, fillCart, type TestShopper } from './testing';

// True concurrency needs a server with many connections; PGlite runs one statement at a time.
const onPostgres = process.env['TEST_DATABASE_URL'] ? describe : describe.skip;

onPostgres(
  'order placement under concurrency (PostgreSQL only: skipped unless TEST_DATABASE_URL is set)',
  () => {
    let server: AccountsTestServer;
    let pool: VariantPool;

    beforeAll(async () => {
      server = await startAccountsTestServer();
      pool = await VariantPool.open(server.db);
    }, 60_000);
    afterAll(async () => {
      await server.close();
    });

    async function readyShoppers(count: number, variantId: string): Promise<TestShopper[]> {
      const shoppers: TestShopper[] = [];
      // In batches: setting up 200 accounts one by one would take most of the test's time.
      for (let start = 0; start < count; start += 20) {
        const batch = Array.from({ length: Math.min(20, count - start) }, async () => {
          const shopper = await createShopper(server.db, server.baseUrl);
          await fillCart(server.services.carts, server.db, shopper.userId, [{ variantId, quantity: 1 }]);
          await completeSteps(server.db, shopper);
          return shopper;
        });
        shoppers.push(...(await Promise.all(batch)));
      }
      return shoppers;
    }

    it('200 shoppers competing for 10 units make exactly 10 orders, stock 0, and no 5xx', async () => {
      const variant = pool.take((v) => v.fulfillerType === 9 && v.fulfillmentMethods.includes(0));
      const shoppers = await readyShoppers(200, variant.id);
      await pool.set(variant.id, { available_count: 10 });

      const results = await Promise.all(
        shoppers.map((shopper, i) =>
          shopper.browser.post(
            '/api/checkout/place-order',
            { payment: {} },
            { headers: { 'idempotency-key': `race-${i}` } },
          ),
        ),
      );
      const statuses = results.map((res) => res.status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(190);
      for (const res of results.filter((r) => r.status === 409))
        expect(res.body.error.code).toBe('OUT_OF_STOCK');

      const { rows } = await server.db.query<{ stock: number; orders: number; lines: number }>(
        `SELECT (SELECT available_count FROM variants WHERE id = $1) AS stock,
              (SELECT count(*)::int FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.variant_id = $1) AS orders,
              (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.variant_id = $1) AS lines`,
        [variant.id],
      );
      expect(rows[0]).toEqual({ stock: 0, orders: 10, lines: 10 });
    }, 120_000);

    it('shoppers racing for the last place of an express slot make one order; the rest take no stock', async () => {
      const variant = pool.take((v) => v.fulfillerType === 4 && v.fulfillmentMethods.includes(1));
      // Above the express order minimum, so the slot is the only thing the shoppers compete for.
      await pool.set(variant.id, { price: 200_000 });
      const shoppers = await readyShoppers(6, variant.id);
      const [first] = shoppers;
      if (!first) throw new Error('no shopper');
      const times = await first.browser.get('/api/express-delivery-times');
      const slot = times.body.data.deliveryTimes.find((t: { available: boolean }) => t.available);
      const templateId = String(slot.id).replace(/_\d{8}$/, '');
      await server.db.query(
        'UPDATE express_delivery_slot_templates SET capacity = 1 WHERE id = $1',
        [templateId],
      );
      for (const shopper of shoppers) {
        const chosen = await shopper.browser.post('/api/set-delivery-info', {
          deliveryInfo: { expressDeliveryOptionId: slot.id },
        });
        expect(chosen.status).toBe(200);
      }

      const results = await Promise.all(
        shoppers.map((shopper, i) =>
          shopper.browser.post(
            '/api/checkout/place-order',
            { payment: {} },
            { headers: { 'idempotency-key': `slot-${i}` } },
          ),
        ),
      );
      const statuses = results.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      const refused = results.filter((res) => res.status !== 201);
      expect(refused.map((res) => [res.status, res.body.error.code])).toEqual(
        Array.from({ length: 5 }, () => [409, 'DELIVERY_SLOT_FULL']),
      );
      const { rows } = await server.db.query<{ stock: number; placements: number }>(
        `SELECT (SELECT available_count FROM variants WHERE id = $1) AS stock,
                (SELECT count(*)::int FROM order_placements WHERE user_id = ANY($2::text[])) AS placements`,
        [variant.id, shoppers.map((shopper) => shopper.userId)],
      );
      expect(rows[0]).toEqual({ stock: 99, placements: 1 });
      const booked = await server.db.query<{ booked: number }>(
        'SELECT booked FROM express_slot_bookings WHERE template_id = $1',
        [templateId],
      );
      expect(booked.rows).toEqual([{ booked: 1 }]);
    }, 60_000);

    it('an idempotent retry storm creates one order', async () => {
      const variant = pool.take((v) => v.fulfillerType === 9 && v.fulfillmentMethods.includes(0));
      const [shopper] = await readyShoppers(1, variant.id);
      if (!shopper) throw new Error('no shopper');
      const results = await Promise.all(
        Array.from({ length: 40 }, () =>
          shopper.browser.post(
            '/api/checkout/place-order',
            { payment: {} },
            { headers: { 'idempotency-key': 'storm-1' } },
          ),
        ),
      );
      expect(results.map((res) => res.status)).toEqual(Array.from({ length: 40 }, () => 201));
      expect(new Set(results.map((res) => res.body.data.order.gid)).size).toBe(1);
      const { rows } = await server.db.query<{ placements: number; stock: number }>(
        `SELECT (SELECT count(*)::int FROM order_placements WHERE user_id = $1) AS placements,
              (SELECT available_count FROM variants WHERE id = $2) AS stock`,
        [shopper.userId, variant.id],
      );
      expect(rows[0]).toEqual({ placements: 1, stock: 99 });
    }, 60_000);
  },
);
