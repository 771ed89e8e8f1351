import { lockPlacementOf, orderByGid } from './order-read-store';
import { FulfillmentStatus as F, PaymentTransactionStatus as P } from '@gio/domain-enums';
import { startAccountsTestServer, type AccountsTestServer } from '../accounts/testing';
import { VariantPool } from '../carts/testing';
import { PaymentService, sandboxPaymentProviders } from '../payments/payment-service';
import { OrderEvents } from './order-events';
import { OrderLifecycle } from './order-lifecycle';
import { TEST_OPS_TOKEN, expressOrderInCart, ops, placeOrder, saveCard, shopperWithStock, standardVariant, stockOf } from './testing';

const onPostgres = process.env['TEST_DATABASE_URL'] ? describe : describe.skip;

onPostgres('order calls under concurrency (PostgreSQL only: skipped unless TEST_DATABASE_URL is set)', () => {
  let server: AccountsTestServer;
  let pool: VariantPool;

  beforeAll(async () => {
    server = await startAccountsTestServer({ config: { opsToken: TEST_OPS_TOKEN } });
    pool = await VariantPool.open(server.db);
  });
  afterAll(async () => {
    await server.close();
  });

  it('20 simultaneous cancels of one order: one succeeds, the stock comes back once, the payment is voided once', async () => {
    const { shopper, variant } = await shopperWithStock(server, pool, 10);
    const cardId = await saveCard(server, shopper.userId);
    const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 4 }], { billing_type: 'creditCard', billing_info_id: cardId });
    const gid = placement.orders[0]?.gid ?? '';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shopper.browser.post('/api/cancel-order', { id: gid, cancellationReason: 'changed_mind' })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await stockOf(server, variant.id)).toBe(10);
    const events = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_transaction_events e JOIN payment_transactions t ON t.id = e.payment_id
       WHERE t.placement_id = $1 AND e.to_status = $2`,
      [placement.placementId, P.VOIDED],
    );
    expect(events.rows[0]?.n).toBe(1);
  });

  it('both orders of one placement cancelled at once: the payment is voided and the purchase uncounted', async () => {
    const { shopper, variant } = await shopperWithStock(server, pool, 10, 120_000);
    const express = await expressOrderInCart(server, pool, shopper);
    const successfulOrders = async () =>
      (await server.db.query<{ n: number }>('SELECT num_successful_orders AS n FROM users WHERE id = $1', [shopper.userId])).rows[0]?.n;
    const before = await successfulOrders();
    const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], {});
    expect(placement.orders).toHaveLength(2);
    expect(await successfulOrders()).toBe((before ?? 0) + 1);
    const [first, second] = placement.orders.map((order) => order.gid);
    // The first cancel is held open, uncommitted, while the shopper cancels the sibling.
    const lifecycle = new OrderLifecycle(new PaymentService(sandboxPaymentProviders(Date.now), Date.now), new OrderEvents());
    let commit!: () => void;
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let cancelled!: () => void;
    const firstCancelled = new Promise<void>((resolve) => {
      cancelled = resolve;
    });
    const firstCancel = server.db.transaction(async (tx) => {
      await lockPlacementOf(tx, first ?? '');
      const row = await orderByGid(tx, first ?? '', null, true);
      if (row) await lifecycle.advance(tx, row, 'fulfillment', F.CANCELLED, 'operator');
      cancelled();
      await held;
    });
    await firstCancelled;
    const secondCancel = shopper.browser.post('/api/cancel-order', { id: second, cancellationReason: 'changed_mind' });
    // Give the second cancel time to reach the placement before the first commits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await firstCancel;
    expect((await secondCancel).status).toBe(200);
    // Whichever cancel closed the placement last saw its sibling cancelled and released the payment.
    const { rows } = await server.db.query<{ status: number }>(`SELECT status FROM payment_transactions WHERE placement_id = $1`, [
      placement.placementId,
    ]);
    expect(rows.map((r) => r.status)).toEqual([P.VOIDED]);
    expect(await successfulOrders()).toBe(before);
    expect(await stockOf(server, variant.id)).toBe(10);
    expect(await stockOf(server, express.id)).toBe(10);
  });

  it('a cancel racing the operator moving the order to SHOPPING: exactly one wins, stock stays consistent', async () => {
    const { shopper, variant } = await shopperWithStock(server, pool, 10);
    const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 2 }], { billing_type: 'paymentOnFulfillment' });
    const gid = placement.orders[0]?.gid ?? '';
    await ops(server, '/api/ops/advance-order', { orderGid: gid, to: 'CONFIRMED' });
    const [cancel, shop] = await Promise.all([
      shopper.browser.post('/api/cancel-order', { id: gid, cancellationReason: 'changed_mind' }),
      ops(server, '/api/ops/advance-order', { orderGid: gid, to: 'SHOPPING' }),
    ]);
    const { rows } = await server.db.query<{ fulfillment_status: number }>('SELECT fulfillment_status FROM orders WHERE gid = $1', [gid]);
    if (cancel.status === 200) {
      expect(shop.status).toBe(409);
      expect(rows[0]?.fulfillment_status).toBe(9);
      expect(await stockOf(server, variant.id)).toBe(10);
    } else {
      expect(cancel.status).toBe(409);
      expect(shop.status).toBe(200);
      expect(rows[0]?.fulfillment_status).toBe(3);
      expect(await stockOf(server, variant.id)).toBe(8);
    }
  });

  it('10 simultaneous attaches competing for 3 units: stock never below zero, the order gains exactly what was taken', async () => {
    const { shopper, variant } = await shopperWithStock(server, pool, 10, 40_000);
    const extra = pool.take(standardVariant);
    await pool.set(extra.id, { available_count: 3, price: 10_000 });
    const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], { billing_type: 'paymentOnFulfillment' });
    const gid = placement.orders[0]?.gid ?? '';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        shopper.browser.put(`/api/post-order-attach/${gid}`, { postOrderAttachVariants: [{ variantId: extra.id, quantity: 1 }] }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(await stockOf(server, extra.id)).toBe(0);
    const order = await shopper.browser.get(`/api/order/${gid}`);
    // 40 000 goods + 30 000 shipping, then three attached units of 10 000.
    expect(order.body.data.order.pricingInfo.totalPrice).toBe(100_000);
    const payment = await server.db.query<{ amount: number }>(`SELECT amount FROM payment_transactions WHERE placement_id = $1`, [
      placement.placementId,
    ]);
    expect(payment.rows[0]?.amount).toBe(100_000);
  });
});
