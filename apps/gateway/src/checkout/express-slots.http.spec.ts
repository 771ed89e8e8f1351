import { startAccountsTestServer, type AccountsTestServer } from '../accounts/testing';
import { VariantPool, type TestVariant } from '../carts/testing';
import { completeSteps, createShopper, fillCart } from './testing';

/**
 * The held express slot over HTTP, on PGlite by default and on PostgreSQL when
 * TEST_DATABASE_URL is set. A server of its own: the test shop's few standard variants are
 * spoken for by checkout.http.spec.ts.
 */
describe('express slot held at checkout', () => {
  let server: AccountsTestServer;
  let pool: VariantPool;
  const standard = (v: TestVariant) => v.fulfillerType === 9 && v.fulfillmentMethods.includes(0);
  const express = (v: TestVariant) => v.fulfillerType === 4 && v.fulfillmentMethods.includes(1);

  beforeAll(async () => {
    server = await startAccountsTestServer();
    pool = await VariantPool.open(server.db);
  });
  afterAll(async () => {
    await server.close();
  });

  it('ignores a slot chosen for express items no longer in the cart, and books nothing for it', async () => {
    const std = pool.take(standard);
    const exp = pool.take(express);
    await pool.set(std.id, { price: 120_000 });
    await pool.set(exp.id, { price: 80_000 });
    const shopper = await createShopper(server.db, server.baseUrl);
    await fillCart(server.services.carts, server.db, shopper.userId, [
      { variantId: std.id, quantity: 1 },
      { variantId: exp.id, quantity: 2 },
    ]);
    await completeSteps(server.db, shopper);
    const times = await shopper.browser.get('/api/express-delivery-times');
    const slot = times.body.data.deliveryTimes.find((t: { available: boolean }) => t.available);
    const chosen = await shopper.browser.post('/api/set-delivery-info', {
      deliveryInfo: { expressDeliveryOptionId: slot.id },
    });
    expect(chosen.body.data.checkoutInfo.selectedDelivery.expressDeliveryOptionId).toBe(slot.id);
    const removed = await shopper.browser.put('/api/carts/change', {
      cartVariant: { variantId: exp.id, quantity: 0, remove: true },
    });
    expect(removed.status).toBe(200);

    // Nothing on screen names the slot, so nothing may ask the shopper to fix it.
    const view = await shopper.browser.get('/api/checkout');
    const { checkoutInfo: info, extras } = view.body.data;
    expect(extras.steps.find((s: { step: string }) => s.step === 'express')).toMatchObject({
      applies: false,
      complete: false,
    });
    expect(info.selectedDelivery.expressDeliveryOptionId).toBeNull();
    expect(info.pricingInfo.expressDeliveryPrice).toBe(0);
    expect(extras.readyToPlaceOrder).toBe(true);
    const verify = await shopper.browser.get('/api/checkout/verify');
    expect(verify.body.data).toMatchObject({ valid: true, problems: [] });

    const res = await shopper.browser.post(
      '/api/checkout/place-order',
      { payment: {} },
      { headers: { 'idempotency-key': 'stale-slot-1' } },
    );
    expect(res.status).toBe(201);
    // 120 000 standard goods + 30 000 shipping, and no slot price.
    expect(res.body.data.order.totalPrice).toBe(150_000);
    expect(res.body.data.order.orders.map((o: { orderType: number }) => o.orderType)).toEqual([0]);
    const booked = await server.db.query(
      `SELECT (SELECT count(*)::int FROM express_slot_bookings) AS bookings,
              (SELECT count(*)::int FROM orders
                WHERE placement_id = $1 AND (express_slot_template_id IS NOT NULL OR express_delivery_price <> 0)) AS slotted`,
      [res.body.data.order.placementId],
    );
    expect(booked.rows[0]).toEqual({ bookings: 0, slotted: 0 });
  });
});
