import { TestBrowser, startAccountsTestServer, type AccountsTestServer } from '../accounts/testing';
import { VariantPool, type TestVariant } from '../carts/testing';
import { PaymentService, sandboxPaymentProviders } from '../payments/payment-service';
import { newId } from '../security/random';
import { saveVatInformation } from '../vat/vat-information';
import { PlaceOrderService } from './place-order';
import { completeSteps, createShopper, fillCart, type TestShopper } from './testing';

/**
 * The checkout calls of accounts.md §7 "Checkout and promotions" over HTTP, on PGlite by default
 * and on PostgreSQL when TEST_DATABASE_URL is set.
 */
describe('checkout calls', () => {
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

  async function shopperWith(
    items: { variant: TestVariant; quantity: number; price?: number }[],
    user = {},
  ): Promise<TestShopper> {
    const shopper = await createShopper(server.db, server.baseUrl, user);
    for (const item of items)
      if (item.price !== undefined) await pool.set(item.variant.id, { price: item.price });
    await fillCart(
      server.services.carts,
      server.db,
      shopper.userId,
      items.map((item) => ({ variantId: item.variant.id, quantity: item.quantity })),
    );
    return shopper;
  }

  it('answers 401 to a visitor who is not signed in', async () => {
    const guest = new TestBrowser(server.baseUrl);
    expect((await guest.get('/api/checkout')).status).toBe(401);
    expect(
      (await guest.post('/api/set-delivery-info', { deliveryInfo: { vatNotNeeded: true } })).status,
    ).toBe(401);
    const display = await guest.get('/api/cart/display-promo-codes');
    expect(display.status).toBe(200);
    expect(display.body.data.promoCodes.map((p: { code: string }) => p.code)).toContain('GIO50K');
  });

  it('gives the checkout info of storefront.md §3 with steps and pricing from the server', async () => {
    const variant = pool.take(standard);
    const shopper = await shopperWith([{ variant, quantity: 2, price: 45_000 }]);
    const res = await shopper.browser.get('/api/checkout?goToStep=billing');
    expect(res.status).toBe(200);
    const { checkoutInfo: info, extras, goToStep } = res.body.data;
    expect(goToStep).toBe('billing');
    expect(info.pricingInfo).toMatchObject({
      variantsSubtotalPrice: 90_000,
      shippingPrice: 30_000,
      totalPrice: 120_000,
      taxAmount: 8_182,
      promoDiscount: 0,
      priceModifiers: [],
    });
    expect(info.fulfillmentRequests).toEqual([
      expect.objectContaining({
        id: '9_0',
        fulfillerType: 9,
        fulfillmentMethod: 0,
        orderType: 0,
        variantIds: [variant.id],
      }),
    ]);
    expect(info.shippingAddresses.map((a: { id: string }) => a.id)).toEqual([shopper.addressId]);
    expect(info.isPickupOnly).toBe(false);
    expect(info.settings).toMatchObject({
      telephoneRequired: true,
      vatEnabled: true,
      loyaltyEnabled: true,
    });
    // The seed switches fasspay off and iPay88 and Payoo on; a personal user has no invoice or bank account.
    expect(info.settings.availableBillingTypes).toEqual([
      'creditCard',
      'paypal',
      'applePay',
      'googlePay',
      'venmo',
      'paymentOnFulfillment',
      'ipay88',
      'payoo',
    ]);
    expect(extras.lines).toEqual([
      expect.objectContaining({
        variantId: variant.id,
        quantity: 2,
        unitPrice: 45_000,
        totalPrice: 90_000,
      }),
    ]);
    const address = extras.steps.find((s: { step: string }) => s.step === 'address');
    expect(address).toEqual({ step: 'address', applies: true, complete: false });
    expect(extras.steps.find((s: { step: string }) => s.step === 'express').applies).toBe(false);
    expect(extras.readyToPlaceOrder).toBe(false);

    const verify = await shopper.browser.get('/api/checkout/verify');
    expect(verify.body.data.valid).toBe(false);
    expect(verify.body.data.problems.map((p: { step: string | null }) => p.step)).toEqual(
      expect.arrayContaining(['address', 'vat', 'standard', 'billing', 'loyalty']),
    );
  });

  it('sets delivery, instructions, loyalty, purchase order number, billing and credits, refusing what is not the user’s', async () => {
    const shopper = await shopperWith([
      { variant: pool.take(standard), quantity: 1, price: 200_000 },
    ]);
    const other = await createShopper(server.db, server.baseUrl);
    const b = shopper.browser;

    const foreign = await b.post('/api/set-delivery-info', {
      deliveryInfo: { shippingAddressId: other.addressId },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toMatchObject({
      code: 'UNKNOWN_CHOICE',
      field: 'deliveryInfo.shippingAddressId',
    });
    expect((await b.post('/api/set-delivery-info', { deliveryInfo: {} })).status).toBe(400);

    let res = await b.post('/api/set-delivery-info', {
      deliveryInfo: { shippingAddressId: shopper.addressId, vatNotNeeded: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.checkoutInfo.selectedDelivery.shippingAddressId).toBe(shopper.addressId);
    expect(res.body.data.checkoutInfo.vat.notNeeded).toBe(true);

    // The VAT step is also complete with VAT information on file (the VAT module's).
    await saveVatInformation(server.db, shopper.userId, {
      addressLine1: '1 Lê Duẩn',
      city: 'Thành phố Hồ Chí Minh',
      companyName: 'Công ty Mai',
      district: 'Quận 1',
      email: 'ketoan@mai.vn',
      firstName: 'Mai',
      lastName: 'Trần',
      taxCode: '0312345678',
    });
    res = await b.post('/api/set-delivery-info', { deliveryInfo: { vatNotNeeded: false } });
    expect(res.body.data.checkoutInfo.vat).toEqual({
      information: expect.objectContaining({ email: 'ketoan@mai.vn', taxCode: '0312345678' }),
      notNeeded: false,
    });
    expect(
      res.body.data.extras.steps.find((step: { step: string }) => step.step === 'vat').complete,
    ).toBe(true);

    res = await b.post('/api/set-standard-order-delivery-instructions', {
      standardOrderDeliveryInstructions: '  Gọi trước khi giao  ',
    });
    expect(res.body.data.checkoutInfo.selectedDelivery.standardOrderDeliveryInstructions).toBe(
      'Gọi trước khi giao',
    );
    res = await b.post('/api/set-loyalty-info', { loyaltyInfo: { memberId: 'WAON-001' } });
    expect(res.body.data.checkoutInfo.loyalty).toEqual({ memberId: 'WAON-001', selection: null });
    expect((await b.post('/api/set-loyalty-info', { loyaltyInfo: {} })).status).toBe(400);

    res = await b.post('/api/set-purchase-order-number', { purchaseOrderNumber: ' PO-77 ' });
    expect(res.body.data.checkoutInfo.billing.purchaseOrderNumber).toBe('PO-77');
    res = await b.post('/api/remove-purchase-order-number', { purchaseOrderNumber: 'PO-77' });
    expect(res.body.data.checkoutInfo.billing.purchaseOrderNumber).toBeNull();

    const invoice = await b.post('/api/set-billing-type', { type: 'invoice' });
    expect(invoice.status).toBe(400);
    expect(invoice.body.error.code).toBe('BILLING_TYPE_UNAVAILABLE');
    expect((await b.post('/api/set-billing-type', { type: 'fasspay' })).status).toBe(400);
    expect((await b.post('/api/set-billing-type', { type: 'bitcoin' })).status).toBe(400);
    res = await b.post('/api/set-billing-type', { type: 'payoo', data: { bankCode: 'VCB' } });
    expect(res.status).toBe(200);
    expect(res.body.data.checkoutInfo.billing.selection).toEqual({
      type: 'payoo',
      billingInfoId: null,
    });
    expect(res.body.data.extras.billingData).toEqual({ bankCode: 'VCB' });

    // A saved card and its payment method (accounts.md §4): selecting the method selects the card.
    const billingInfoId = newId('bil');
    const paymentMethodId = newId('pm');
    await server.db.query(
      `INSERT INTO billing_infos (id, user_id, type, provider, provider_token, brand, last_four, exp_month, exp_year, holder_name)
       VALUES ($1, $2, 'creditCard', 'sandbox', 'tok', 'Visa', '4242', 12, 2030, 'MAI TRAN')`,
      [billingInfoId, shopper.userId],
    );
    await server.db.query(
      `INSERT INTO payment_methods (id, user_id, payment_method, billing_info_id, label) VALUES ($1, $2, 0, $3, 'Visa 4242')`,
      [paymentMethodId, shopper.userId, billingInfoId],
    );
    expect(
      (await b.post('/api/set-billing-type', { type: 'creditCard', billingInfoId: newId('bil') }))
        .status,
    ).toBe(400);
    expect(
      (
        await b.post('/api/set-selected-payment-method', {
          selectedSavedPaymentMethod: newId('pm'),
        })
      ).status,
    ).toBe(400);
    res = await b.post('/api/set-selected-payment-method', {
      selectedSavedPaymentMethod: paymentMethodId,
    });
    expect(res.body.data.checkoutInfo.billing.selection).toEqual({
      type: 'creditCard',
      billingInfoId,
    });
    expect(res.body.data.extras.selectedSavedPaymentMethodId).toBe(paymentMethodId);
    expect(res.body.data.checkoutInfo.billingInfos).toEqual([
      { id: billingInfoId, type: 'creditCard', label: 'Visa •••• 4242' },
    ]);

    await server.db.query(
      `INSERT INTO user_credit_entries (id, user_id, amount, reason) VALUES ($1, $2, 50000, 'invite_referral')`,
      [newId('crd'), shopper.userId],
    );
    res = await b.post('/api/apply-user-credits', { applyUserCredits: true });
    expect(res.body.data.checkoutInfo.billing.applyUserCredits).toBe(true);
    // 200 000 goods, 30 000 shipping, 50 000 credit.
    expect(res.body.data.checkoutInfo.pricingInfo).toMatchObject({
      creditDeduction: 50_000,
      totalPrice: 180_000,
    });
    expect(res.body.data.extras.userCreditBalance).toBe(50_000);
    res = await b.post('/api/apply-user-credits', { applyUserCredits: false });
    expect(res.body.data.checkoutInfo.pricingInfo.creditDeduction).toBe(0);
  });

  it('lists express slots with their capacity, and refuses a full or unknown slot', async () => {
    const variant = pool.take(express);
    const shopper = await shopperWith([{ variant, quantity: 1, price: 150_000 }]);
    const times = await shopper.browser.get('/api/express-delivery-times?days=7');
    expect(times.status).toBe(200);
    const slots = times.body.data.deliveryTimes;
    expect(slots.length).toBeGreaterThan(0);
    const slot = slots[0];
    expect(slot).toMatchObject({
      available: true,
      timeDisplay: expect.stringMatching(/^\d\d\/\d\d \d\d:\d\d–\d\d:\d\d$/),
    });

    const res = await shopper.browser.post('/api/set-delivery-info', {
      deliveryInfo: { expressDeliveryOptionId: slot.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.checkoutInfo.selectedDelivery.expressDeliveryOptionId).toBe(slot.id);
    expect(res.body.data.checkoutInfo.pricingInfo.expressDeliveryPrice).toBe(slot.price);
    expect(res.body.data.checkoutInfo.fulfillmentRequests[0]).toMatchObject({
      id: '4_1',
      orderType: 1,
    });

    const unknown = await shopper.browser.post('/api/set-delivery-info', {
      deliveryInfo: { expressDeliveryOptionId: 'slot_nope_20260101' },
    });
    expect(unknown.body.error.code).toBe('DELIVERY_SLOT_UNAVAILABLE');

    const templateId = slot.id.replace(/_\d{8}$/, '');
    const date = slot.date;
    await server.db.query(
      `INSERT INTO express_slot_bookings (template_id, slot_date, booked)
       SELECT id, $2::date, capacity FROM express_delivery_slot_templates WHERE id = $1`,
      [templateId, date],
    );
    const after = await shopper.browser.get('/api/express-delivery-times');
    expect(
      after.body.data.deliveryTimes.find((t: { id: string }) => t.id === slot.id),
    ).toMatchObject({ remaining: 0, available: false });
    const full = await shopper.browser.post('/api/set-delivery-info', {
      deliveryInfo: { expressDeliveryOptionId: slot.id },
    });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('DELIVERY_SLOT_FULL');
    const verify = await shopper.browser.get('/api/checkout/verify');
    expect(verify.body.data.problems.map((p: { code: string }) => p.code)).toContain(
      'DELIVERY_SLOT_FULL',
    );
  });

  it('applies promo codes by their rules: window, minimum, first order, invite codes, several at once, removal', async () => {
    const variant = pool.take(standard);
    const shopper = await shopperWith([{ variant, quantity: 1, price: 250_000 }]);
    const b = shopper.browser;

    let res = await b.post('/api/cart/promo-code', { code: 'gio50k' });
    expect(res.status).toBe(200);
    expect(res.body.data.results).toMatchObject({
      code: 'GIO50K',
      didAddPromoCode: false,
      reason: 'PROMO_CODE_MINIMUM_PURCHASE',
    });
    expect(res.body.data.checkout.checkoutInfo.appliedPromoCodes).toEqual([]);

    await fillCart(server.services.carts, server.db, shopper.userId, [{ variantId: variant.id, quantity: 1 }]);
    res = await b.post('/api/cart/promo-code', { code: 'gio50k' });
    expect(res.body.data.results).toMatchObject({ didAddPromoCode: true, reason: null });
    expect(res.body.data.checkout.checkoutInfo.appliedPromoCodes).toEqual(['GIO50K']);
    // 500 000 goods reach free shipping at 300 000; 50 000 off.
    expect(res.body.data.checkout.checkoutInfo.pricingInfo).toMatchObject({
      promoDiscount: 50_000,
      shippingPrice: 0,
      totalPrice: 450_000,
    });

    res = await b.post('/api/cart/promo-codes', {
      promoCodes: ['CHAOBANMOI', 'HETHAN10', 'KHONGCO', 'GIO50K', 'FREESHIP'],
    });
    expect(
      res.body.data.results.map((r: { code: string; reason: string | null }) => [r.code, r.reason]),
    ).toEqual([
      ['CHAOBANMOI', 'PROMO_CODE_FIRST_ORDER_ONLY'],
      ['HETHAN10', 'PROMO_CODE_EXPIRED'],
      ['KHONGCO', 'PROMO_CODE_NOT_FOUND'],
      ['GIO50K', 'PROMO_CODE_ALREADY_APPLIED'],
      ['FREESHIP', null],
    ]);
    expect(res.body.data.checkout.checkoutInfo.appliedPromoCodes).toEqual(['GIO50K', 'FREESHIP']);

    const wrongCart = await b.post('/api/cart/promo-code', {
      code: 'GIO50K',
      cartId: 'cart_other',
    });
    expect(wrongCart.status).toBe(404);

    res = await b.delete('/api/cart/promo-code', { code: 'freeship' });
    expect(res.body.data.results.didRemovePromoCode).toBe(true);
    expect(res.body.data.checkout.checkoutInfo.appliedPromoCodes).toEqual(['GIO50K']);
    res = await b.delete('/api/cart/promo-code', { code: 'FREESHIP' });
    expect(res.body.data.results.didRemovePromoCode).toBe(false);

    // An invite code (promo type 1) is for a first order, and never one's own.
    await server.db.query(
      `INSERT INTO promo_codes (id, code, promo_type, discount_type, value, max_discount, minimum_purchase, start_date, end_date, details)
       VALUES ($1, $2, 1, 'AMOUNT', 30000, NULL, 0, now() - interval '1 day', now() + interval '30 days', $3::jsonb)`,
      [
        newId('promo'),
        'MOIMAI01',
        JSON.stringify({
          description: 'Mã mời',
          firstOrderOnly: true,
          usesPerCustomer: 1,
          inviterUserId: shopper.userId,
        }),
      ],
    );
    res = await b.post('/api/cart/promo-code', { code: 'MOIMAI01' });
    expect(res.body.data.results.reason).toBe('PROMO_CODE_FIRST_ORDER_ONLY');
    const newcomerVariant = pool.take(standard);
    const newcomer = await shopperWith(
      [{ variant: newcomerVariant, quantity: 1, price: 100_000 }],
      {
        numSuccessfulOrders: 0,
        firstOrderEligible: true,
      },
    );
    res = await newcomer.browser.post('/api/cart/promo-code', { code: 'MOIMAI01' });
    expect(res.body.data.results.didAddPromoCode).toBe(true);
    // First-order shoppers ship free (site config firstOrderFreeShipping): 100 000 − 30 000.
    expect(res.body.data.checkout.checkoutInfo.pricingInfo).toMatchObject({
      shippingPrice: 0,
      promoDiscount: 30_000,
      totalPrice: 70_000,
    });

    // storefront.md §6: zero successful orders is enough for first-order free shipping.
    const notEligible = await shopperWith(
      [{ variant: newcomerVariant, quantity: 1, price: 100_000 }],
      { numSuccessfulOrders: 0, firstOrderEligible: false },
    );
    const notEligibleInfo = await notEligible.browser.get('/api/checkout');
    expect(notEligibleInfo.body.data.checkoutInfo.pricingInfo).toMatchObject({
      shippingPrice: 0,
      totalPrice: 100_000,
    });

    const display = await b.get('/api/cart/display-promo-codes');
    const gio = display.body.data.promoCodes.find((p: { code: string }) => p.code === 'GIO50K');
    expect(gio).toMatchObject({ applied: true, refusal: null, minimumPurchase: 300_000 });
    expect(
      display.body.data.promoCodes.find((p: { code: string }) => p.code === 'CHAOBANMOI').refusal,
    ).toBe('PROMO_CODE_FIRST_ORDER_ONLY');
    expect(
      display.body.data.promoCodes.some(
        (p: { code: string }) => p.code === 'HETHAN10' || p.code === 'MOIMAI01',
      ),
    ).toBe(false);
  });

  it('applies and removes vouchers with data.results, and answers the spec’s messages when nothing changes', async () => {
    const shopper = await shopperWith([
      { variant: pool.take(standard), quantity: 1, price: 400_000 },
    ]);
    const other = await createShopper(server.db, server.baseUrl);
    const voucher = async (userId: string, value: number, status = 'active', minimum = 0) => {
      const id = newId('vch');
      await server.db.query(
        `INSERT INTO vouchers (id, user_id, code, name, value, minimum_purchase, status, valid_until, used_order_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + interval '30 days', NULL)`,
        [id, userId, id, `Phiếu ${value / 1000}K`, value, minimum, status],
      );
      return id;
    };
    const mine = await voucher(shopper.userId, 20_000);
    const tooBig = await voucher(shopper.userId, 10_000, 'active', 1_000_000);
    const theirs = await voucher(other.userId, 20_000);

    let res = await shopper.browser.post('/api/vouchers/apply', { vouchers: [theirs, tooBig] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VOUCHERS_NOT_APPLIED',
      message: 'Cannot apply vouchers',
    });

    res = await shopper.browser.post('/api/vouchers/apply', { vouchers: [mine, theirs] });
    expect(res.status).toBe(200);
    expect(res.body.data.results.appliedVoucherIds).toEqual([mine]);
    expect(res.body.data.checkout.checkoutInfo.pricingInfo).toMatchObject({
      priceModifiers: [{ label: 'voucher:Phiếu 20K', amount: -20_000 }],
      totalPrice: 380_000,
    });

    res = await shopper.browser.delete('/api/vouchers/remove', { voucherIds: [theirs] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VOUCHER_NOT_REMOVED',
      message: 'Cannot remove voucher',
    });
    res = await shopper.browser.delete('/api/vouchers/remove', { voucherIds: [mine] });
    expect(res.body.data.results).toEqual({ removedVoucherIds: [mine], appliedVoucherIds: [] });
    expect(res.body.data.checkout.checkoutInfo.pricingInfo.totalPrice).toBe(400_000);

    // A held voucher that lapses stops the order instead of leaving the price silently.
    await completeSteps(server.db, shopper);
    res = await shopper.browser.post('/api/vouchers/apply', { vouchers: [mine] });
    expect(res.body.data.checkout.checkoutInfo.pricingInfo.totalPrice).toBe(380_000);
    await server.db.query(
      `UPDATE vouchers SET valid_until = now() - interval '1 minute' WHERE id = $1`,
      [mine],
    );
    const verify = await shopper.browser.get('/api/checkout/verify');
    expect(verify.body.data.valid).toBe(false);
    expect(verify.body.data.problems.map((p: { code: string }) => p.code)).toEqual([
      'VOUCHERS_NOT_APPLIED',
    ]);
    res = await shopper.browser.post(
      '/api/checkout/place-order',
      { payment: {} },
      { headers: { 'idempotency-key': 'lapsed-voucher' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VOUCHERS_NOT_APPLIED');
    const placements = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM order_placements WHERE user_id = $1',
      [shopper.userId],
    );
    expect(placements.rows[0]).toEqual({ count: 0 });
  });

  describe('place-order', () => {
    it('places a worked-example order once per Idempotency-Key: stock, promo, reward, credit, cart and user all move together', async () => {
      const variant = pool.take(standard);
      await pool.set(variant.id, { available_count: 5 });
      const shopper = await shopperWith([{ variant, quantity: 2, price: 160_000 }], {
        loyaltyRewardCents: 1_000_000,
      });
      await server.db.query(
        `INSERT INTO user_credit_entries (id, user_id, amount, reason) VALUES ($1, $2, 20000, 'invite_referral')`,
        [newId('crd'), shopper.userId],
      );
      await completeSteps(server.db, shopper, { apply_user_credits: true });
      await shopper.browser.post('/api/cart/promo-code', { code: 'GIO50K' });
      const verify = await shopper.browser.get('/api/checkout/verify');
      expect(verify.body.data).toMatchObject({ valid: true, problems: [] });
      // 320 000 goods (free shipping from 300 000) − 50 000 promo − 10 000 reward − 20 000 credit.
      expect(verify.body.data.pricingInfo).toMatchObject({
        variantsSubtotalPrice: 320_000,
        shippingPrice: 0,
        promoDiscount: 50_000,
        rewardDeduction: 10_000,
        appliedRewardCredit: 1_000_000,
        creditDeduction: 20_000,
        taxAmount: 24_545,
        totalPrice: 240_000,
      });

      expect(
        (await shopper.browser.post('/api/checkout/place-order', { payment: {} })).body.error.code,
      ).toBe('IDEMPOTENCY_KEY_REQUIRED');
      const stale = await shopper.browser.post(
        '/api/checkout/place-order',
        { expectedTotal: 1, payment: {} },
        { headers: { 'idempotency-key': 'k-stale' } },
      );
      expect(stale.body.error.code).toBe('TOTAL_CHANGED');

      const headers = { 'idempotency-key': 'order-1' };
      const placed = await shopper.browser.post(
        '/api/checkout/place-order',
        { expectedTotal: 240_000, payment: {} },
        { headers },
      );
      expect(placed.status).toBe(201);
      const order = placed.body.data.order;
      expect(order).toMatchObject({
        status: 'placed',
        totalPrice: 240_000,
        isFirstOrder: false,
        paymentMethod: 7,
        paymentStatus: 11,
      });
      expect(order.gid).toMatch(/^\d+$/);
      expect(order.orders).toEqual([
        expect.objectContaining({ orderType: 0, groupIdentifier: '9_0', totalPrice: 240_000 }),
      ]);

      const again = await shopper.browser.post(
        '/api/checkout/place-order',
        { expectedTotal: 240_000, payment: {} },
        { headers },
      );
      expect(again.status).toBe(201);
      expect(again.body.data.order.gid).toBe(order.gid);
      const otherBody = await shopper.browser.post(
        '/api/checkout/place-order',
        { payment: {} },
        { headers },
      );
      expect(otherBody.status).toBe(422);

      const db = server.db;
      const stock = await db.query<{ available_count: number }>(
        'SELECT available_count FROM variants WHERE id = $1',
        [variant.id],
      );
      expect(stock.rows[0]?.available_count).toBe(3);
      const user = await db.query<{ loyalty_reward_cents: number; num_successful_orders: number }>(
        'SELECT loyalty_reward_cents, num_successful_orders FROM users WHERE id = $1',
        [shopper.userId],
      );
      expect(user.rows[0]).toEqual({ loyalty_reward_cents: 0, num_successful_orders: 4 });
      const credit = await db.query<{ balance: number }>(
        'SELECT sum(amount)::bigint AS balance FROM user_credit_entries WHERE user_id = $1',
        [shopper.userId],
      );
      expect(credit.rows[0]?.balance).toBe(0);
      const lines = await db.query(
        `SELECT l.variant_id, l.quantity, l.unit_price, l.total_price FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.placement_id = $1`,
        [order.placementId],
      );
      expect(lines.rows).toEqual([
        { variant_id: variant.id, quantity: 2, unit_price: 160_000, total_price: 320_000 },
      ]);
      const stored = await db.query(
        'SELECT shipping_address, fulfillment_status, promo_discount FROM orders WHERE placement_id = $1',
        [order.placementId],
      );
      expect(stored.rows[0]).toMatchObject({
        fulfillment_status: 0,
        promo_discount: 50_000,
        shipping_address: expect.objectContaining({ city: 'Thành phố Hồ Chí Minh' }),
      });
      const cart = await shopper.browser.get('/api/checkout');
      expect(cart.body.data.extras.lines).toEqual([]);
      expect(cart.body.data.checkoutInfo.appliedPromoCodes).toEqual([]);
      expect(cart.body.data.checkoutInfo.lastPaymentInfo).toEqual({
        type: 'paymentOnFulfillment',
        billingInfoId: null,
      });

      // The key belongs to that purchase: with a new cart it is refused, a new key orders again.
      await fillCart(server.services.carts, server.db, shopper.userId, [
        { variantId: variant.id, quantity: 3 },
      ]);
      const reused = await shopper.browser.post(
        '/api/checkout/place-order',
        { expectedTotal: 240_000, payment: {} },
        { headers },
      );
      expect(reused.status).toBe(422);
      expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      // GIO50K allows one use per customer: the new cart reaches its minimum, the code is spent.
      const promo = await shopper.browser.post('/api/cart/promo-code', { code: 'GIO50K' });
      expect(promo.body.data.results.reason).toBe('PROMO_CODE_USE_LIMIT_REACHED');
    });

    it('a declined payment leaves no order, no stock taken and the cart as it was', async () => {
      const variant = pool.take(standard);
      await pool.set(variant.id, { available_count: 4 });
      const shopper = await shopperWith([{ variant, quantity: 1, price: 90_000 }]);
      const billingInfoId = newId('bil');
      await server.db.query(
        `INSERT INTO billing_infos (id, user_id, type, provider, provider_token, brand, last_four, exp_month, exp_year, holder_name)
         VALUES ($1, $2, 'creditCard', 'sandbox', 'tok-declined', 'Visa', '0002', 12, 2030, 'MAI TRAN')`,
        [billingInfoId, shopper.userId],
      );
      await completeSteps(server.db, shopper, {
        billing_type: 'creditCard',
        billing_info_id: billingInfoId,
      });
      const res = await shopper.browser.post(
        '/api/checkout/place-order',
        { payment: {} },
        { headers: { 'idempotency-key': 'declined-1' } },
      );
      expect(res.status).toBe(402);
      expect(res.body.error.code).toBe('PAYMENT_DECLINED');
      // Words the shopper can act on, not the provider's code.
      expect(res.body.error.message).toBe('ngân hàng đã từ chối thẻ này');
      const counts = await server.db.query<{ placements: number; stock: number; keys: number }>(
        `SELECT (SELECT count(*)::int FROM order_placements WHERE user_id = $1) AS placements,
                (SELECT available_count FROM variants WHERE id = $2) AS stock,
                (SELECT count(*)::int FROM idempotency_keys WHERE key = 'declined-1') AS keys`,
        [shopper.userId, variant.id],
      );
      expect(counts.rows[0]).toEqual({ placements: 0, stock: 4, keys: 0 });
      expect((await shopper.browser.get('/api/checkout')).body.data.extras.lines).toHaveLength(1);
    });

    it('refuses a billing type the site switched off after it was chosen, with nothing taken', async () => {
      // An express line: the standard variants of the test shop are spoken for by other tests.
      const variant = pool.take(express);
      await pool.set(variant.id, { available_count: 3 });
      const shopper = await shopperWith([{ variant, quantity: 2, price: 80_000 }]);
      // Chosen while fasspay was on: the choice stays held when the switch goes off.
      await completeSteps(server.db, shopper, { billing_type: 'fasspay' });
      const times = await shopper.browser.get('/api/express-delivery-times');
      const slot = times.body.data.deliveryTimes.find((t: { available: boolean }) => t.available);
      await shopper.browser.post('/api/set-delivery-info', {
        deliveryInfo: { expressDeliveryOptionId: slot.id },
      });
      const view = await shopper.browser.get('/api/checkout');
      expect(view.body.data.checkoutInfo.settings.availableBillingTypes).not.toContain('fasspay');
      expect(view.body.data.checkoutInfo.billing.selection).toEqual({ type: 'fasspay', billingInfoId: null });
      expect(view.body.data.extras.steps.find((s: { step: string }) => s.step === 'billing').complete).toBe(false);
      expect(view.body.data.extras.readyToPlaceOrder).toBe(false);
      const verify = await shopper.browser.get('/api/checkout/verify');
      expect(verify.body.data.problems).toEqual([
        expect.objectContaining({ code: 'BILLING_TYPE_UNAVAILABLE', step: 'billing' }),
      ]);

      const res = await shopper.browser.post(
        '/api/checkout/place-order',
        { payment: {} },
        { headers: { 'idempotency-key': 'switched-off-1' } },
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'BILLING_TYPE_UNAVAILABLE',
        message: expect.any(String),
        field: 'billing',
      });
      const counts = await server.db.query<{ placements: number; stock: number }>(
        `SELECT (SELECT count(*)::int FROM order_placements WHERE user_id = $1) AS placements,
                (SELECT available_count FROM variants WHERE id = $2) AS stock`,
        [shopper.userId, variant.id],
      );
      expect(counts.rows[0]).toEqual({ placements: 0, stock: 3 });

      // Choosing a provider the site offers makes the same checkout orderable.
      expect((await shopper.browser.post('/api/set-billing-type', { type: 'fasspay' })).status).toBe(400);
      const ipay = await shopper.browser.post('/api/set-billing-type', { type: 'ipay88' });
      expect(ipay.body.data.extras.readyToPlaceOrder).toBe(true);
    });

    it('refuses an incomplete checkout, stock that ran out, and a Cart Editor', async () => {
      const variant = pool.take(standard);
      const shopper = await shopperWith([{ variant, quantity: 2, price: 50_000 }]);
      let res = await shopper.browser.post(
        '/api/checkout/place-order',
        { payment: {} },
        { headers: { 'idempotency-key': 'inc-1' } },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('CHECKOUT_INCOMPLETE');
      await completeSteps(server.db, shopper);
      await pool.set(variant.id, { available_count: 1 });
      res = await shopper.browser.post(
        '/api/checkout/place-order',
        { payment: {} },
        { headers: { 'idempotency-key': 'inc-2' } },
      );
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('OUT_OF_STOCK');
      const stock = await server.db.query<{ available_count: number }>(
        'SELECT available_count FROM variants WHERE id = $1',
        [variant.id],
      );
      expect(stock.rows[0]?.available_count).toBe(1);

      // The Cart Editor (level 3) fills the organisation's cart and may not place its order: it
      // submits it for approval instead (issue #18), on the organisation's invoice.
      const organizationId = newId('org');
      await server.db.query(
        `INSERT INTO organizations (id, name, invoice_enabled, invoice_credit_limit) VALUES ($1, 'Bếp Thử', true, 1000000)`,
        [organizationId],
      );
      const editor = await shopperWith(
        [{ variant: pool.take(standard), quantity: 1, price: 60_000 }],
        {
          organizationId,
          accountLevel: 3,
          clientViewType: 1,
        },
      );
      const editorInfo = await editor.browser.get('/api/checkout');
      expect(editorInfo.body.data.checkoutInfo.user.isInvoiceUser).toBe(true);
      await completeSteps(server.db, editor, { billing_type: 'invoice' });
      res = await editor.browser.post(
        '/api/checkout/place-order',
        { payment: {} },
        { headers: { 'idempotency-key': 'editor-1' } },
      );
      expect(res.status).toBe(201);
      expect(res.body.data.order.status).toBe('pending_approval');
    });

    it('splits a cart into one order per fulfilment group, books the express slot and sends regional payments to their page', async () => {
      const std = pool.take(standard);
      const exp = pool.take(express);
      const shopper = await shopperWith([
        { variant: std, quantity: 1, price: 120_000 },
        { variant: exp, quantity: 2, price: 80_000 },
      ]);
      const times = await shopper.browser.get('/api/express-delivery-times');
      const slot = times.body.data.deliveryTimes.find((t: { available: boolean }) => t.available);
      await completeSteps(server.db, shopper, {
        billing_type: 'payoo',
        billing_data: { bankCode: 'VCB' },
      });
      await shopper.browser.post('/api/set-delivery-info', {
        deliveryInfo: { expressDeliveryOptionId: slot.id },
      });
      const res = await shopper.browser.post(
        '/api/checkout/place-order',
        { payment: {} },
        { headers: { 'idempotency-key': 'multi-1' } },
      );
      expect(res.status).toBe(201);
      const order = res.body.data.order;
      // 160 000 express goods + 25 000 shipping + slot; 120 000 standard goods + 30 000 shipping.
      expect(order).toMatchObject({
        status: 'pending_payment',
        paymentMethod: 12,
        paymentStatus: 9,
        totalPrice: 335_000 + slot.price,
      });
      expect(order.redirectUrl).toMatch(/^\/fasspay-(web|mobile)\?/);
      expect(order.orders.map((o: { orderType: number }) => o.orderType).sort()).toEqual([0, 1]);
      expect(
        order.orders.reduce((sum: number, o: { totalPrice: number }) => sum + o.totalPrice, 0),
      ).toBe(order.totalPrice);
      const booked = await server.db.query<{ booked: number; express_time_display: string }>(
        `SELECT b.booked, o.express_time_display FROM orders o
           JOIN express_slot_bookings b ON b.template_id = o.express_slot_template_id AND b.slot_date = o.express_slot_date
          WHERE o.placement_id = $1`,
        [order.placementId],
      );
      expect(booked.rows[0]).toEqual({ booked: 1, express_time_display: slot.timeDisplay });
      const pending = await shopper.browser.get('/api/checkout');
      expect(pending.body.data.checkoutInfo.pendingOrder).toEqual({
        id: order.placementId,
        gid: order.gid,
      });
    });

    it('bills a business invoice within the credit limit, and refuses one beyond it with nothing taken', async () => {
      const organizationId = newId('org');
      await server.db.query(
        `INSERT INTO organizations (id, name, invoice_enabled, invoice_credit_limit, invoice_current_outstanding)
         VALUES ($1, 'Bếp Hóa Đơn', true, 500000, 100000)`,
        [organizationId],
      );
      const variant = pool.take(standard);
      await pool.set(variant.id, { available_count: 10 });
      const owner = await shopperWith([{ variant, quantity: 1, price: 300_000 }], {
        organizationId,
        accountLevel: 1,
        clientViewType: 1,
      });
      const info = await owner.browser.get('/api/checkout');
      expect(info.body.data.checkoutInfo.user.isInvoiceUser).toBe(true);
      // storefront.md §4 default billing: invoice for invoice users.
      expect(info.body.data.checkoutInfo.billing.selection).toEqual({
        type: 'invoice',
        billingInfoId: null,
      });
      await completeSteps(server.db, owner, { billing_type: 'invoice' });
      const placed = await owner.browser.post(
        '/api/checkout/place-order',
        { payment: {} },
        { headers: { 'idempotency-key': 'inv-1' } },
      );
      expect(placed.status).toBe(201);
      expect(placed.body.data.order).toMatchObject({ paymentMethod: 4, totalPrice: 300_000 });

      await fillCart(server.services.carts, server.db, owner.userId, [{ variantId: variant.id, quantity: 1 }]);
      const over = await owner.browser.post(
        '/api/checkout/place-order',
        { payment: {} },
        { headers: { 'idempotency-key': 'inv-2' } },
      );
      // Over its credit, not a card decline: its own code, and how much credit remains.
      expect(over.status).toBe(409);
      expect(over.body.error).toEqual({
        code: 'INVOICE_CREDIT_EXCEEDED',
        field: 'billing',
        message:
          'Hạn mức hoá đơn còn lại của doanh nghiệp là 100.000\u00a0₫, chưa đủ cho đơn hàng 300.000\u00a0₫. Hãy chọn cách thanh toán khác, bớt hàng trong giỏ hoặc nhờ chủ doanh nghiệp tăng hạn mức.',
      });
      const { rows } = await server.db.query<{ outstanding: number; stock: number }>(
        `SELECT (SELECT invoice_current_outstanding FROM organizations WHERE id = $1) AS outstanding,
                (SELECT available_count FROM variants WHERE id = $2) AS stock`,
        [organizationId, variant.id],
      );
      expect(rows[0]).toEqual({ outstanding: 400_000, stock: 9 });

      // Checkout choices are per user: the invoice chosen in business view is still held after
      // switching to the personal cart, which the organisation must not pay for.
      await server.db.query(
        `UPDATE organizations SET invoice_credit_limit = 10000000 WHERE id = $1`,
        [organizationId],
      );
      await server.db.query(`UPDATE users SET client_view_type = 0 WHERE id = $1`, [owner.userId]);
      const personalAddressId = newId('adr');
      await server.db.query(
        `INSERT INTO addresses (id, user_id, account_scope, type, first_name, last_name, address_line1, city, country)
         VALUES ($1, $2, 0, 1, 'Mai', 'Trần', '3 Lê Lợi', 'Thành phố Hồ Chí Minh', 'VN')`,
        [personalAddressId, owner.userId],
      );
      await fillCart(server.services.carts, server.db, owner.userId, [{ variantId: variant.id, quantity: 1 }]);
      await completeSteps(server.db, owner, {
        billing_type: 'invoice',
        shipping_address_id: personalAddressId,
        marketplace_address_id: personalAddressId,
      });
      const personal = await owner.browser.post(
        '/api/checkout/place-order',
        { payment: {} },
        { headers: { 'idempotency-key': 'inv-personal' } },
      );
      expect(personal.status).toBe(400);
      expect(personal.body.error.code).toBe('BILLING_TYPE_UNAVAILABLE');
      const after = await server.db.query<{ outstanding: number; placements: number }>(
        `SELECT (SELECT invoice_current_outstanding FROM organizations WHERE id = $1) AS outstanding,
                (SELECT count(*)::int FROM order_placements WHERE user_id = $2) AS placements`,
        [organizationId, owner.userId],
      );
      expect(after.rows[0]).toEqual({ outstanding: 400_000, placements: 1 });
    });

    it('keeps Idempotency-Keys at least 24 hours and sweeps those past 48', async () => {
      await server.db.query(
        `INSERT INTO idempotency_keys (owner_key, key, request_hash, status_code, response, created_at) VALUES
           ('u:sweep', 'day-old', 'h', 201, '{}'::jsonb, now() - interval '30 hours'),
           ('u:sweep', 'stale', 'h', 201, '{}'::jsonb, now() - interval '49 hours')`,
      );
      await new PlaceOrderService(
        server.db,
        { siteConfig: () => Promise.reject(new Error('unused')) },
        new PaymentService(sandboxPaymentProviders(Date.now), Date.now),
        server.services.carts,
        Date.now,
      ).pruneKeys();
      const { rows } = await server.db.query<{ key: string }>(
        `SELECT key FROM idempotency_keys WHERE owner_key = 'u:sweep'`,
      );
      expect(rows).toEqual([{ key: 'day-old' }]);
    });

    it('runs at most 40 SQL statements per placement (the /metrics histogram the benchmark prints)', async () => {
      const metrics = await new TestBrowser(server.baseUrl).get('/metrics');
      const value = (pattern: RegExp) => Number(pattern.exec(metrics.body as string)?.[1] ?? NaN);
      const count = value(/^gio_order_placement_sql_statements_count (\d+)$/m);
      expect(count).toBeGreaterThanOrEqual(2);
      expect(value(/^gio_order_placement_sql_statements_bucket\{le="40"\} (\d+)$/m)).toBe(count);
    });
  });
});
