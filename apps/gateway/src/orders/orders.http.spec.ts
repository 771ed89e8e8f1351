import { FulfillmentStatus as F, PaymentTransactionStatus as P } from '@gio/domain-enums';
import { TestBrowser, startAccountsTestServer, type AccountsTestServer } from '../accounts/testing';
import { VariantPool, type TestVariant } from '../carts/testing';
import { completeSteps, createShopper, fillCart } from '../checkout/testing';
import { newId } from '../security/random';
import type { CompletedOrder } from './order-events';
import { TEST_OPS_TOKEN, expressOrderInCart, ops, placeOrder, saveCard, shopperWithStock, standardVariant, stockOf } from './testing';

const paymentOf = async (server: AccountsTestServer, placementId: string) =>
  (
    await server.db.query<{ status: number; amount: number; captured_amount: number }>(
      'SELECT status, amount, captured_amount FROM payment_transactions WHERE placement_id = $1 AND kind = $2',
      [placementId, 'sale'],
    )
  ).rows[0];

/**
 * The order calls of accounts.md §7 "Orders", the reorder call and the operator calls over HTTP,
 * on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set. Orders are placed
 * through POST /api/checkout/place-order, as a shopper places them.
 */
describe('orders over HTTP', () => {
  let server: AccountsTestServer;
  let pool: VariantPool;
  const completed: CompletedOrder[] = [];
  /** The variant of the first test, free again once it ends (the test shop has few standard variants). */
  let finished: TestVariant | undefined;

  beforeAll(async () => {
    server = await startAccountsTestServer({ config: { opsToken: TEST_OPS_TOKEN } });
    pool = await VariantPool.open(server.db);
    server.services.orderEvents.onCompleted(async (tx, order) => {
      // The listener runs inside the completing transaction: it sees the order delivered.
      const { rows } = await tx.query<{ fulfillment_status: number }>('SELECT fulfillment_status FROM orders WHERE id = $1', [order.id]);
      expect(rows[0]?.fulfillment_status).toBe(F.DELIVERED);
      completed.push(order);
    });
  });
  afterAll(async () => {
    await server.close();
  });

  describe('order history and lookup', () => {
    it('pages the history newest first through the pagination URL', async () => {
      const { shopper, variant } = await shopperWithStock(server, pool, 50);
      finished = variant;
      const gids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const { placement, response } = await placeOrder(server, shopper, [{ variant, quantity: 1 + i }], { billing_type: 'paymentOnFulfillment' });
        expect(response.status).toBe(201);
        gids.push(placement.orders[0]?.gid ?? '');
      }
      const first = await shopper.browser.get('/api/order-history?limit=2');
      expect(first.status).toBe(200);
      expect(first.body.data.orders.map((o: { gid: string }) => o.gid)).toEqual([gids[2], gids[1]]);
      expect(first.body.data.pagination).toMatchObject({ limit: 2, totalCount: 3 });
      const next = first.body.data.pagination.paginationApiUrl;
      expect(next).toMatch(/^\/api\/order-history\?cursor=/);
      const second = await shopper.browser.get(next);
      expect(second.body.data.orders.map((o: { gid: string }) => o.gid)).toEqual([gids[0]]);
      expect(second.body.data.pagination.paginationApiUrl).toBeNull();
      expect(first.body.data.orders[0]).toMatchObject({
        itemCount: 1,
        fulfillmentStatus: 0,
        fulfillmentStatusName: 'NEW',
        canCancel: true,
        paymentMethod: { paymentMethod: 7, status: P.DEFERRED, label: 'Thanh toán khi nhận hàng' },
      });
      expect((await shopper.browser.get('/api/order-history?cursor=nonsense')).status).toBe(400);
      expect((await new TestBrowser(server.baseUrl).get('/api/order-history')).status).toBe(401);
    });

    it("answers an order by gid with the spec's fields, refuses a non-numeric gid and hides other users' orders", async () => {
      const { shopper, variant } = await shopperWithStock(server, pool, 10, 45_000);
      const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 2 }], { billing_type: 'paymentOnFulfillment' });
      const gid = placement.orders[0]?.gid ?? '';
      const res = await shopper.browser.get(`/api/order/${gid}`);
      expect(res.status).toBe(200);
      const order = res.body.data.order;
      expect(order).toMatchObject({
        gid,
        placementGid: placement.gid,
        orderType: 0,
        isFirstOrder: false,
        orderVariants: [{ variant: { id: variant.id, path: expect.stringMatching(/^\/product\//) }, quantity: 2, price: 45_000, totalPrice: 90_000 }],
        pricingInfo: { variantsSubtotalPrice: 90_000, shippingPrice: 30_000, totalPrice: 120_000, taxAmount: 8_182 },
        shippingAddress: { addressLine1: '12 Nguyễn Huệ' },
        expressDeliveryTimes: [],
        cancellation: null,
      });
      const bad = await shopper.browser.get('/api/order/abc');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ code: 'ORDER_GID_INVALID', message: 'orderGid is null or undefined' });
      const stranger = await createShopper(server.db, server.baseUrl);
      expect((await stranger.browser.get(`/api/order/${gid}`)).status).toBe(404);
      expect((await stranger.browser.get('/api/order/999999999')).status).toBe(404);
    });
  });

  it('a declined card leaves no order, no stock taken and no payment row', async () => {
    const { shopper, variant } = await shopperWithStock(server, pool, 6, 100_000, finished);
    const cardId = await saveCard(server, shopper.userId, '0002');
    const { response } = await placeOrder(server, shopper, [{ variant, quantity: 2 }], { billing_type: 'creditCard', billing_info_id: cardId });
    expect(response.status).toBe(402);
    expect(await stockOf(server, variant.id)).toBe(6);
    expect((await shopper.browser.get('/api/order-history')).body.data.pagination.totalCount).toBe(0);
    const rows = await server.db.query('SELECT 1 FROM payment_transactions WHERE user_id = $1', [shopper.userId]);
    expect(rows.rows).toEqual([]);
  });

  describe('cancellation', () => {
    it('lists the reasons', async () => {
      const res = await new TestBrowser(server.baseUrl).get('/api/order-cancellation-reasons');
      expect(res.status).toBe(200);
      expect(res.body.data.cancellationReasons).toEqual(
        expect.arrayContaining([{ id: 'changed_mind', label: expect.any(String) }, { id: 'other', label: 'Lý do khác' }]),
      );
    });

    it('cancels before shopping: stock back, payment voided, reason kept; refuses what is not allowed and changes nothing', async () => {
      const { shopper, variant } = await shopperWithStock(server, pool, 10);
      const cardId = await saveCard(server, shopper.userId);
      const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 3 }], { billing_type: 'creditCard', billing_info_id: cardId });
      const gid = placement.orders[0]?.gid ?? '';
      expect(await stockOf(server, variant.id)).toBe(7);
      expect((await paymentOf(server, placement.placementId))?.status).toBe(P.AUTHORIZED);

      const unknown = await shopper.browser.post('/api/cancel-order', { id: gid, cancellationReason: 'bored' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.code).toBe('UNKNOWN_CANCELLATION_REASON');
      const noCustom = await shopper.browser.post('/api/cancel-order', { id: gid, cancellationReason: 'other' });
      expect(noCustom.status).toBe(400);
      const stranger = await createShopper(server.db, server.baseUrl);
      expect((await stranger.browser.post('/api/cancel-order', { id: gid, cancellationReason: 'changed_mind' })).status).toBe(404);
      expect(await stockOf(server, variant.id)).toBe(7);

      const res = await shopper.browser.post('/api/cancel-order', {
        id: Number(gid),
        cancellationReason: 'other',
        customCancellationReason: '  Giao trễ quá  ',
      });
      expect(res.status).toBe(200);
      expect(res.body.data.payment).toBe('voided');
      expect(res.body.data.order).toMatchObject({
        fulfillmentStatusName: 'CANCELLED',
        orderToFulfillerStatusName: 'CANCELLED',
        shipmentStatusName: 'CANCELLED',
        canCancel: false,
        cancellation: { reason: 'other', customReason: 'Giao trễ quá' },
        paymentMethod: { status: P.VOIDED, statusName: 'VOIDED', label: 'Visa •••• 4242' },
      });
      expect(await stockOf(server, variant.id)).toBe(10);
      const again = await shopper.browser.post('/api/cancel-order', { id: gid, cancellationReason: 'changed_mind' });
      expect(again.status).toBe(409);
      expect(await stockOf(server, variant.id)).toBe(10);
    });

    it('gives back what a wholly cancelled placement used: reward, store credit, promo code use, the order count', async () => {
      const shopper = await createShopper(server.db, server.baseUrl, { loyaltyRewardCents: 1_000_000 });
      const variant = finished as TestVariant;
      await pool.set(variant.id, { available_count: 10, price: 160_000 });
      await server.db.query(`INSERT INTO user_credit_entries (id, user_id, amount, reason) VALUES ($1, $2, 20000, 'invite_referral')`, [
        newId('crd'),
        shopper.userId,
      ]);
      await fillCart(server.services.carts, server.db, shopper.userId, [{ variantId: variant.id, quantity: 2 }]);
      await completeSteps(server.db, shopper, { apply_user_credits: true });
      expect((await shopper.browser.post('/api/cart/promo-code', { code: 'GIO50K' })).body.data.results.didAddPromoCode).toBe(true);
      const { placement, response } = await placeOrder(server, shopper, [], {});
      expect(response.status).toBe(201);
      const user = () =>
        server.db.query<{ loyalty_reward_cents: number; num_successful_orders: number; credit: number; promo_uses: number }>(
          `SELECT u.loyalty_reward_cents, u.num_successful_orders,
             (SELECT COALESCE(sum(amount), 0)::int FROM user_credit_entries WHERE user_id = u.id) AS credit,
             (SELECT count(*)::int FROM promo_code_usages WHERE user_id = u.id) AS promo_uses
           FROM users u WHERE u.id = $1`,
          [shopper.userId],
        );
      expect((await user()).rows[0]).toEqual({ loyalty_reward_cents: 0, num_successful_orders: 4, credit: 0, promo_uses: 1 });
      const res = await shopper.browser.post('/api/cancel-order', { id: placement.orders[0]?.gid, cancellationReason: 'changed_mind' });
      expect(res.status).toBe(200);
      expect((await user()).rows[0]).toEqual({ loyalty_reward_cents: 1_000_000, num_successful_orders: 3, credit: 20_000, promo_uses: 0 });
      expect(await stockOf(server, variant.id)).toBe(10);
    });

    it('refuses to cancel once shopping has started', async () => {
      const { shopper, variant } = await shopperWithStock(server, pool, 10);
      const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], { billing_type: 'paymentOnFulfillment' });
      const gid = placement.orders[0]?.gid ?? '';
      expect((await ops(server, '/api/ops/advance-order', { orderGid: gid, to: 'SHOPPING' })).status).toBe(200);
      const res = await shopper.browser.post('/api/cancel-order', { id: gid, cancellationReason: 'changed_mind' });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('ORDER_NOT_CANCELLABLE');
      expect(await stockOf(server, variant.id)).toBe(9);
    });
  });

  describe('operator moves', () => {
    it('walks an order to DELIVERED: every status on the way, followers, payment captured and settled, completion listeners', async () => {
      const { shopper, variant } = await shopperWithStock(server, pool, 10, 60_000);
      const cardId = await saveCard(server, shopper.userId);
      const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 2 }], { billing_type: 'creditCard', billing_info_id: cardId });
      const gid = placement.orders[0]?.gid ?? '';
      const shown = await ops(server, `/api/ops/orders/${gid}`);
      expect(shown.body.data.next).toEqual(['RECEIVED', 'CANCELLED']);
      const res = await ops(server, '/api/ops/advance-order', { orderGid: gid, to: 'delivered' });
      expect(res.status).toBe(200);
      const fulfilment = res.body.data.moves.filter((m: { track: string }) => m.track === 'fulfillment').map((m: { to: string }) => m.to);
      expect(fulfilment).toEqual(['RECEIVED', 'CONFIRMED', 'SHOPPING', 'COMPLETE_SHOPPING', 'SHIPPED', 'DELIVERED']);
      expect(res.body.data.order).toMatchObject({
        fulfillmentStatusName: 'DELIVERED',
        orderToFulfillerStatusName: 'COMPLETED',
        shipmentStatusName: 'DELIVERED',
        paymentMethod: { status: P.SETTLED, capturedAmount: 150_000 },
      });
      expect(completed).toContainEqual({ id: placement.orders[0]?.id, gid, userId: shopper.userId, isFirstOrder: false });
      const placementRow = await server.db.query<{ payment_status: number }>('SELECT payment_status FROM order_placements WHERE id = $1', [
        placement.placementId,
      ]);
      expect(placementRow.rows[0]?.payment_status).toBe(P.SETTLED);
      const back = await ops(server, '/api/ops/advance-order', { orderGid: gid, to: 'SHOPPING' });
      expect(back.status).toBe(409);
      expect(back.body.error.code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    });

    it('captures a placement of two orders once both are closed, for the delivered one only', async () => {
      const { shopper, variant } = await shopperWithStock(server, pool, 10, 120_000);
      const express = await expressOrderInCart(server, pool, shopper);
      const { placement, response } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], {});
      expect(response.status).toBe(201);
      expect(placement.orders).toHaveLength(2);
      const standardOrder = response.body.data.order.orders.find((o: { orderType: number }) => o.orderType === 0);
      const expressOrder = response.body.data.order.orders.find((o: { orderType: number }) => o.orderType === 1);
      const delivered = await ops(server, '/api/ops/advance-order', { orderGid: standardOrder.gid, to: 'DELIVERED' });
      // The other order is still open: nothing is taken yet.
      expect(delivered.body.data.payments[0]).toMatchObject({ statusName: 'DEFERRED', capturedAmount: 0 });
      const cancelled = await shopper.browser.post('/api/cancel-order', { id: expressOrder.gid, cancellationReason: 'delivery_time' });
      expect(cancelled.body.data.payment).toBe('kept');
      expect(await stockOf(server, express.id)).toBe(10);
      expect(await paymentOf(server, placement.placementId)).toMatchObject({
        status: P.SETTLED,
        amount: response.body.data.order.totalPrice,
        captured_amount: standardOrder.totalPrice,
      });
    });

    it('moves the other tracks one allowed step at a time, and refuses unknown statuses and wrong tokens', async () => {
      const { shopper, variant } = await shopperWithStock(server, pool, 10);
      const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], { billing_type: 'paymentOnFulfillment' });
      const gid = placement.orders[0]?.gid ?? '';
      const fraud = await ops(server, '/api/ops/advance-order', { orderGid: gid, track: 'orderToFulfiller', to: 'ON_FRAUD_QUEUE' });
      expect(fraud.body.data.moves).toEqual([{ track: 'orderToFulfiller', from: 'CREATED', to: 'ON_FRAUD_QUEUE' }]);
      const skip = await ops(server, '/api/ops/advance-order', { orderGid: gid, track: 'orderToFulfiller', to: 'COMPLETED' });
      expect(skip.status).toBe(409);
      expect((await ops(server, '/api/ops/advance-order', { orderGid: gid, to: 'TELEPORTED' })).status).toBe(400);
      expect((await ops(server, '/api/ops/advance-order', { orderGid: gid, to: 'RECEIVED' }, 'wrong-token-wrong-token-wrong')).status).toBe(401);
      expect((await ops(server, `/api/ops/orders/${gid}`, undefined, '')).status).toBe(401);
    });
  });

  describe('picking notes, attach and reorder', () => {
    it('sets picking notes of an express order line until shopping starts', async () => {
      const { shopper, variant } = await shopperWithStock(server, pool, 10);
      const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], { billing_type: 'paymentOnFulfillment' });
      const gid = placement.orders[0]?.gid ?? '';
      const body = { orderId: gid, variantId: variant.id, pickingNotes: 'Chọn quả chín vừa' };
      const notExpress = await shopper.browser.post('/api/order-details/update-express-item', body);
      expect(notExpress.status).toBe(400);
      expect(notExpress.body.error.code).toBe('ORDER_NOT_EXPRESS');
      await server.db.query('UPDATE orders SET order_type = 1 WHERE gid = $1', [gid]);
      const res = await shopper.browser.post('/api/order-details/update-express-item', body);
      expect(res.status).toBe(200);
      expect(res.body.data.order.orderVariants[0].pickingNotes).toBe('Chọn quả chín vừa');
      const missing = await shopper.browser.post('/api/order-details/update-express-item', { ...body, variantId: 'var_not_in_order' });
      expect(missing.status).toBe(404);
      await ops(server, '/api/ops/advance-order', { orderGid: gid, to: 'SHOPPING' });
      const locked = await shopper.browser.post('/api/order-details/update-express-item', { ...body, pickingNotes: '' });
      expect(locked.status).toBe(409);
    });

    it('previews and attaches lines to an open order: stock taken, totals and the authorisation grow', async () => {
      const { shopper, variant } = await shopperWithStock(server, pool, 10, 50_000);
      const extra = pool.take(standardVariant);
      await pool.set(extra.id, { available_count: 4, price: 20_000 });
      const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], { billing_type: 'paymentOnFulfillment' });
      const gid = placement.orders[0]?.gid ?? '';

      for (const body of [{}, { postOrderAttachVariants: [] }]) {
        const res = await shopper.browser.post(`/api/post-order-attach-preview/${gid}`, body);
        expect(res.status).toBe(400);
        expect(res.body.error.message).toBe('not enough data');
      }
      const variants = [{ variantId: extra.id, quantity: 3 }, { variantId: variant.id, quantity: 1 }];
      const preview = await shopper.browser.post(`/api/post-order-attach-preview/${gid}`, { postOrderAttachVariants: variants });
      expect(preview.status).toBe(200);
      expect(preview.body.data.preview).toMatchObject({ addedTotal: 110_000, newTotalPrice: 190_000, canAttach: true });
      expect(await stockOf(server, extra.id)).toBe(4);

      const tooMany = await shopper.browser.put(`/api/post-order-attach/${gid}`, { postOrderAttachVariants: [{ variantId: extra.id, quantity: 5 }] });
      expect(tooMany.status).toBe(409);
      expect(await stockOf(server, extra.id)).toBe(4);

      const res = await shopper.browser.put(`/api/post-order-attach/${gid}`, { postOrderAttachVariants: variants });
      expect(res.status).toBe(200);
      const order = res.body.data.order;
      expect(order.pricingInfo).toMatchObject({ variantsSubtotalPrice: 160_000, totalPrice: 190_000 });
      expect(order.orderVariants.map((l: { variant: { id: string }; quantity: number }) => [l.variant.id, l.quantity]).sort()).toEqual(
        [[extra.id, 3], [variant.id, 2]].sort(),
      );
      expect(await stockOf(server, extra.id)).toBe(1);
      expect(await stockOf(server, variant.id)).toBe(8);
      expect(await paymentOf(server, placement.placementId)).toMatchObject({ status: P.DEFERRED, amount: 190_000 });

      await server.db.query(`UPDATE orders SET created_at = now() - interval '2 days' WHERE gid = $1`, [gid]);
      const closed = await shopper.browser.put(`/api/post-order-attach/${gid}`, { postOrderAttachVariants: [{ variantId: extra.id, quantity: 1 }] });
      expect(closed.status).toBe(409);
      expect(closed.body.error.code).toBe('ATTACH_WINDOW_CLOSED');
    });

    it('refuses to attach to an order whose payment cannot grow (a hosted-page bank transfer)', async () => {
      const { shopper, variant } = await shopperWithStock(server, pool, 10);
      const { placement, response } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], {
        billing_type: 'payoo',
        billing_data: { bankCode: 'VCB' },
      });
      expect(response.status).toBe(201);
      const gid = placement.orders[0]?.gid ?? '';
      const res = await shopper.browser.put(`/api/post-order-attach/${gid}`, { postOrderAttachVariants: [{ variantId: variant.id, quantity: 1 }] });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('ATTACH_PAYMENT_UNSUPPORTED');
      expect(await stockOf(server, variant.id)).toBe(9);
      const preview = await shopper.browser.post(`/api/post-order-attach-preview/${gid}`, { postOrderAttachVariants: [{ variantId: variant.id, quantity: 1 }] });
      expect(preview.body.data.preview.canAttach).toBe(false);
    });

    it('adds an order back into the cart (reorder)', async () => {
      const { shopper, variant } = await shopperWithStock(server, pool, 20, 100_000, finished);
      const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 2 }], { billing_type: 'paymentOnFulfillment' });
      const sync = await shopper.browser.get('/api/carts/sync');
      expect(JSON.stringify(sync.body.data)).not.toContain(variant.id);
      const res = await shopper.browser.post('/api/carts/add-order', { orderId: placement.orders[0]?.gid });
      expect(res.status).toBe(200);
      expect(res.body.data.items).toEqual([expect.objectContaining({ variantId: variant.id, status: 'added' })]);
      expect(JSON.stringify(res.body.data.cart)).toContain(variant.id);
      const stranger = await createShopper(server.db, server.baseUrl);
      expect((await stranger.browser.post('/api/carts/add-order', { orderId: placement.orders[0]?.gid })).status).toBe(404);
    });
  });
});
