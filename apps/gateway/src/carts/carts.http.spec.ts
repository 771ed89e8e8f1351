import { FulfillerType, FulfillmentMethod, VariantState } from '@gio/domain-enums';
import type { SiteConfig } from '@gio/contracts';
import {
  codeIn,
  lastMessageTo,
  startAccountsTestServer,
  testHasher,
  type AccountsTestServer,
  type TestBrowser,
} from '../accounts/testing';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import { VariantPool } from './testing';

describe('carts over HTTP (storefront.md §7 Cart)', () => {
  let server: AccountsTestServer;
  let pool: VariantPool;
  let site: SiteConfig;

  const change = (
    browser: TestBrowser,
    cartVariant: Record<string, unknown>,
    method: 'put' | 'post' = 'put',
  ) => browser[method]('/api/carts/change', { cartVariant });
  const sync = async (browser: TestBrowser) => {
    const res = await browser.get('/api/carts/sync');
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const quantities = (cart: { cartVariants: { variant: { id: string }; quantity: number }[] }) =>
    Object.fromEntries(cart.cartVariants.map((line) => [line.variant.id, line.quantity]));
  const plain = () => pool.take();
  /** A refused change answers the rule's code and leaves the cart exactly as it was. */
  const expectRefused = async (
    browser: TestBrowser,
    cartVariant: Record<string, unknown>,
    status: number,
    code: string,
  ) => {
    const before = (await sync(browser)).cart;
    const res = await change(browser, cartVariant);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    const after = (await sync(browser)).cart;
    expect(quantities(after)).toEqual(quantities(before));
    expect(after.updatedAt).toBe(before.updatedAt);
    return res;
  };

  beforeAll(async () => {
    server = await startAccountsTestServer();
    await seedDemoUsers(server.db, testHasher());
    pool = await VariantPool.open(server.db);
    const { rows } = await server.db.query<{ config: SiteConfig }>(
      'SELECT config FROM site_config WHERE id = 1',
    );
    site = rows[0]!.config;
  });

  afterAll(async () => {
    await server.close();
  });

  describe('GET /api/carts/sync', () => {
    it('answers an empty guest cart with promotion offers to a visitor without a session', async () => {
      const data = await sync(server.browser());
      expect(data.cart).toMatchObject({
        id: null,
        scope: 'guest',
        cartVariants: [],
        groups: [],
        totalQuantity: 0,
        badge: '0',
        isMultiCart: false,
        permissions: { canEdit: true, canPlaceOrder: true },
        addToCartMaxAtOnce: site.addToCartMaxAtOnce,
      });
      expect(data.cart.offers.promoVariants.length).toBeGreaterThan(0);
      for (const variant of data.cart.offers.promoVariants) {
        expect(variant.promotionBadges.length).toBeGreaterThan(0);
        expect(variant.inStock).toBe(true);
      }
      expect(data.differences).toEqual({
        hasDifferences: false,
        priceChanges: [],
        removedItems: [],
        quantityReductions: [],
      });
      expect(data.pendingMerge).toBeNull();
    });
  });

  describe('GET /api/carts/summary', () => {
    it('answers the units in the cart for the header badge, 0 for a guest without one', async () => {
      const browser = server.browser();
      expect((await browser.get('/api/carts/summary')).body).toEqual({ data: { totalQuantity: 0 } });
      const v = plain();
      const added = await change(browser, { variantId: v.id, quantity: 3, warehouse: v.warehouseId });
      expect(added.status).toBe(200);
      const summary = await browser.get('/api/carts/summary');
      expect(summary.body.data.totalQuantity).toBe((await sync(browser)).cart.totalQuantity);
      expect(summary.body.data.totalQuantity).toBe(3);
    });
  });

  describe('PUT and POST /api/carts/change', () => {
    it('adds a line, raises, lowers and removes it, with the info message of each step', async () => {
      const browser = server.browser();
      const v = plain();
      const added = await change(browser, {
        variantId: v.id,
        quantity: 3,
        warehouse: v.warehouseId,
      });
      expect(added.status).toBe(200);
      expect(added.body.data.change).toEqual({
        variantId: v.id,
        previousQuantity: 0,
        quantity: 3,
        operation: 'add',
        infoMessage: 'added-with-quantity',
      });
      const line = added.body.data.cart.cartVariants[0];
      expect(line).toMatchObject({
        variant: { id: v.id },
        quantity: 3,
        warehouse: v.warehouseId,
        user: null,
        guest: true,
        fulfillmentMethod: v.fulfillmentMethodType,
        fulfillerType: v.fulfillerType,
        price: v.price,
        subtotal: v.price * 3,
        maxPurchasable: 50,
        remaining: 47,
        limitReached: false,
      });
      expect(
        added.body.data.cart.offers.promoVariants.map((p: { id: string }) => p.id),
      ).not.toContain(v.id);

      const raised = await change(
        browser,
        { variantId: v.id, quantity: 5, customerItemPickingNotes: 'Chọn quả chín' },
        'post',
      );
      expect(raised.status).toBe(200);
      expect(raised.body.data.change).toMatchObject({
        previousQuantity: 3,
        quantity: 5,
        operation: 'change',
        infoMessage: 'quantity-increased',
      });

      const lowered = await change(browser, { variantId: v.id, quantity: 2 });
      expect(lowered.body.data.change).toMatchObject({
        quantity: 2,
        infoMessage: 'quantity-decreased',
      });
      // Notes left out keep the line's notes.
      expect(lowered.body.data.cart.cartVariants[0].customerItemPickingNotes).toBe('Chọn quả chín');

      const persisted = await sync(browser);
      expect(quantities(persisted.cart)).toEqual({ [v.id]: 2 });
      expect(persisted.cart.id).toMatch(/^cart_/);

      const zero = await change(browser, { variantId: v.id, quantity: 0 });
      expect(zero.status).toBe(400);
      expect(zero.body.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'body.cartVariant.quantity',
      });

      const removed = await change(browser, { variantId: v.id, quantity: 0, remove: true });
      expect(removed.status).toBe(200);
      expect(removed.body.data.change).toMatchObject({
        previousQuantity: 2,
        quantity: 0,
        operation: 'remove',
        infoMessage: 'removed',
      });
      expect(removed.body.data.cart.cartVariants).toEqual([]);
    });

    it('refuses above the maximum purchasable (maxCartQuantity, stock) and the add-at-once maximum', async () => {
      const browser = server.browser();
      const v = plain();
      await pool.set(v.id, { max_cart_quantity: 5 });
      expect((await change(browser, { variantId: v.id, quantity: 4 })).status).toBe(200);
      const res = await expectRefused(
        browser,
        { variantId: v.id, quantity: 6 },
        400,
        'QUANTITY_LIMIT_EXCEEDED',
      );
      expect(res.body.error.field).toBe('body.cartVariant.quantity');
      expect((await change(browser, { variantId: v.id, quantity: 5 })).status).toBe(200);
      const synced = await sync(browser);
      expect(synced.cart.cartVariants[0]).toMatchObject({
        maxPurchasable: 5,
        remaining: 0,
        limitReached: true,
      });

      const scarce = plain();
      await pool.set(scarce.id, { available_count: 2 });
      await expectRefused(
        browser,
        { variantId: scarce.id, quantity: 3 },
        400,
        'QUANTITY_LIMIT_EXCEEDED',
      );

      const bulk = plain();
      await pool.set(bulk.id, { max_cart_quantity: 500, available_count: 1000 });
      await expectRefused(
        browser,
        { variantId: bulk.id, quantity: site.addToCartMaxAtOnce + 1 },
        400,
        'ADD_AT_ONCE_LIMIT_EXCEEDED',
      );
      expect(
        (await change(browser, { variantId: bulk.id, quantity: site.addToCartMaxAtOnce })).status,
      ).toBe(200);
      expect(
        (await change(browser, { variantId: bulk.id, quantity: site.addToCartMaxAtOnce + 10 }))
          .status,
      ).toBe(200);
    });

    it('refuses out-of-stock, discontinued and unknown variants, each with its own code', async () => {
      const browser = server.browser();
      const kept = plain();
      await change(browser, { variantId: kept.id, quantity: 1 });
      const gone = plain();
      await pool.set(gone.id, { state: VariantState.OUT_OF_STOCK, available_count: 0 });
      await expectRefused(browser, { variantId: gone.id, quantity: 1 }, 400, 'OUT_OF_STOCK');
      const empty = plain();
      await pool.set(empty.id, { available_count: 0 });
      await expectRefused(browser, { variantId: empty.id, quantity: 1 }, 400, 'OUT_OF_STOCK');
      const old = plain();
      await pool.set(old.id, { state: VariantState.DISCONTINUED });
      await expectRefused(browser, { variantId: old.id, quantity: 1 }, 400, 'DISCONTINUED');
      await expectRefused(
        browser,
        { variantId: 'khong-co-bien-the', quantity: 1 },
        404,
        'UNKNOWN_VARIANT',
      );
      // Lowering a line never needs the add rules.
      await pool.set(kept.id, { state: VariantState.DISCONTINUED });
      expect(
        (await change(browser, { variantId: kept.id, quantity: 0, remove: true })).status,
      ).toBe(200);
    });

    it('needs the age confirmation for an age-gated product and keeps it in the session (ageGate)', async () => {
      const browser = server.browser();
      const v = plain();
      const other = plain();
      await server.db.query('UPDATE products SET is_age_gated = true WHERE id = ANY($1::text[])', [
        [v.productId, other.productId],
      ]);
      await expectRefused(
        browser,
        { variantId: v.id, quantity: 1 },
        400,
        'AGE_CONFIRMATION_REQUIRED',
      );
      const accepted = await change(browser, { variantId: v.id, quantity: 1, ageConfirmed: true });
      expect(accepted.status).toBe(200);
      expect(accepted.body.data.cart.ageConfirmed).toBe(true);
      // Confirmed once per session: the next age-gated add needs no flag.
      expect((await change(browser, { variantId: other.id, quantity: 2 })).status).toBe(200);
      const { rows } = await server.db.query<{ key: string; value: string }>(
        "SELECT key, value FROM visitor_flags WHERE key = 'ageGate'",
      );
      expect(rows).toContainEqual({ key: 'ageGate', value: 'true' });
      // Another visitor has not confirmed.
      await expectRefused(
        server.browser(),
        { variantId: v.id, quantity: 1 },
        400,
        'AGE_CONFIRMATION_REQUIRED',
      );
    });

    it('limits samples to the allowed count of samples and the allowed quantity of each (storefront.md §5)', async () => {
      const browser = server.browser();
      const samples = Array.from({ length: site.maxCountOfSamplesAddToCart + 1 }, () => plain());
      for (const sample of samples) await pool.set(sample.id, { product_type: 1 });
      await server.db.query(
        'UPDATE products SET product_type = 1, sample_allowed_count = NULL WHERE id = ANY($1::text[])',
        [samples.map((s) => s.productId)],
      );
      for (const sample of samples.slice(0, -1)) {
        expect((await change(browser, { variantId: sample.id, quantity: 1 })).status).toBe(200);
      }
      await expectRefused(
        browser,
        { variantId: samples[0]!.id, quantity: site.maxCountPerSampleAddToCart + 1 },
        400,
        'SAMPLE_LIMIT_REACHED',
      );
      await expectRefused(
        browser,
        { variantId: samples.at(-1)!.id, quantity: 1 },
        400,
        'SAMPLE_LIMIT_REACHED',
      );
      const cart = (await sync(browser)).cart;
      expect(cart.samples).toEqual({
        count: site.maxCountOfSamplesAddToCart,
        allowed: site.maxCountOfSamplesAddToCart,
      });
    });

    it('checks warehouse, fulfilment method and location against the variant', async () => {
      const browser = server.browser();
      const v = plain();
      await expectRefused(
        browser,
        { variantId: v.id, quantity: 1, warehouse: 'kho-khac' },
        400,
        'WAREHOUSE_MISMATCH',
      );
      const offered = new Set(v.fulfillmentMethods);
      const notOffered = [0, 1, 2, 3, 4, 5].find((method) => !offered.has(method))!;
      await expectRefused(
        browser,
        { variantId: v.id, quantity: 1, fulfillmentMethod: notOffered },
        400,
        'FULFILLMENT_UNAVAILABLE',
      );
      await expectRefused(
        browser,
        { variantId: v.id, quantity: 1, fulfillerLocation: 'khong-co' },
        400,
        'FULFILLMENT_UNAVAILABLE',
      );
    });

    it('lowers and removes a line as the cart shows it after the variant moved warehouse and method', async () => {
      const browser = server.browser();
      const v = plain();
      expect((await change(browser, { variantId: v.id, quantity: 4 })).status).toBe(200);
      const { rows: warehouses } = await server.db.query<{ id: string }>(
        'SELECT id FROM warehouses WHERE id <> $1 ORDER BY id LIMIT 1',
        [v.warehouseId],
      );
      const otherMethod = [0, 1, 2, 3, 4, 5].find((method) => method !== v.fulfillmentMethodType)!;
      await server.db.query(
        'UPDATE variants SET warehouse_id = $2, fulfillment_methods = $3 WHERE id = $1',
        [v.id, warehouses[0]!.id, [otherMethod]],
      );
      try {
        const line = {
          variantId: v.id,
          warehouse: v.warehouseId,
          fulfillmentMethod: v.fulfillmentMethodType,
        };
        // The shopper may not raise the line under its old terms...
        await expectRefused(browser, { ...line, quantity: 5 }, 400, 'WAREHOUSE_MISMATCH');
        // ...but lowering and removing what is in the cart always works.
        const lowered = await change(browser, { ...line, quantity: 2 });
        expect(lowered.status).toBe(200);
        expect(lowered.body.data.change).toMatchObject({ previousQuantity: 4, quantity: 2 });
        const removed = await change(browser, { ...line, quantity: 0, remove: true });
        expect(removed.status).toBe(200);
        expect(removed.body.data.change).toMatchObject({
          previousQuantity: 2,
          quantity: 0,
          operation: 'remove',
        });
        const { rows } = await server.db.query('SELECT 1 FROM cart_lines WHERE variant_id = $1', [
          v.id,
        ]);
        expect(rows).toEqual([]);
      } finally {
        await server.db.query(
          'UPDATE variants SET warehouse_id = $2, fulfillment_methods = $3 WHERE id = $1',
          [v.id, v.warehouseId, v.fulfillmentMethods],
        );
      }
    });

    it('refuses a write without the CSRF token and changes nothing', async () => {
      const browser = server.browser();
      const v = plain();
      const res = await browser.put(
        '/api/carts/change',
        { cartVariant: { variantId: v.id, quantity: 1 } },
        { csrf: false },
      );
      expect(res.status).toBe(403);
      expect((await sync(browser)).cart.cartVariants).toEqual([]);
    });
  });

  describe('cart groups, minimums, free shipping and badge', () => {
    it('groups lines by fulfiller type and method (pickup with local delivery) with shipping config and minimums', async () => {
      const browser = server.browser();
      const express = pool.take(
        (v) =>
          v.fulfillerType === FulfillerType.EXPRESS &&
          v.fulfillmentMethodType === FulfillmentMethod.LOCAL_DELIVERY,
      );
      const pickup = pool.take(
        (v) =>
          v.fulfillerType === FulfillerType.EXPRESS &&
          v.fulfillmentMethods.includes(FulfillmentMethod.IN_STORE_PICKUP),
      );
      const carrier = pool.take(
        (v) =>
          v.fulfillerType === FulfillerType.ORDER_FULFILLMENT &&
          v.fulfillmentMethodType === FulfillmentMethod.CARRIER_DELIVERY,
      );
      await pool.set(express.id, { price: 20_000 });
      await pool.set(pickup.id, { price: 10_000 });
      await pool.set(carrier.id, { price: 150_000 });
      await change(browser, { variantId: express.id, quantity: 2 });
      await change(browser, {
        variantId: pickup.id,
        quantity: 1,
        fulfillmentMethod: FulfillmentMethod.IN_STORE_PICKUP,
      });
      const res = await change(browser, { variantId: carrier.id, quantity: 1 });
      const cart = res.body.data.cart;
      expect(cart.isMultiCart).toBe(true);
      expect(cart.isInvalid).toBe(false);
      expect(cart.groups.map((g: { groupIdentifier: string }) => g.groupIdentifier)).toEqual([
        '9_0',
        '4_1',
      ]);
      const [carrierGroup, local] = cart.groups;
      expect(local).toMatchObject({
        fulfillerType: 4,
        fulfillmentMethodType: 1,
        isExpress: true,
        variants: [express.id, pickup.id],
        subtotal: 50_000,
        totalQuantity: 3,
        orderMinimum: {
          status: 'unmet',
          minimumSpend: site.minimumSpendByFulfillmentMethod[1],
          remaining: site.minimumSpendByFulfillmentMethod[1]! - 50_000,
        },
        freeShipping: { kind: 'threshold', threshold: 500_000, reached: false, remaining: 450_000 },
      });
      // The pickup rate (method 2) belongs to the merged group's shipping config.
      expect(
        local.shippingConfig
          .map((c: { fulfillmentMethodType: number }) => c.fulfillmentMethodType)
          .sort(),
      ).toEqual([1, 1, 2]);
      expect(carrierGroup).toMatchObject({
        fulfillmentMethodType: 0,
        isExpress: false,
        orderMinimum: { status: 'met' },
        freeShipping: { kind: 'threshold', threshold: 300_000, reached: false, remaining: 150_000 },
      });
      expect(cart.overallOrderMinimumMet).toBe(false);
      expect(cart.subtotal).toBe(200_000);

      await change(browser, { variantId: express.id, quantity: 10 });
      const met = (await sync(browser)).cart;
      expect(met.groups[1].orderMinimum.status).toBe('met');
      expect(met.overallOrderMinimumMet).toBe(true);
    });

    it("shows '99+' on the badge above 99 total quantity", async () => {
      const browser = server.browser();
      const lines = [plain(), plain(), plain()];
      await change(browser, { variantId: lines[0]!.id, quantity: 50 });
      await change(browser, { variantId: lines[1]!.id, quantity: 49 });
      expect((await sync(browser)).cart).toMatchObject({ totalQuantity: 99, badge: '99' });
      await change(browser, { variantId: lines[2]!.id, quantity: 1 });
      expect((await sync(browser)).cart).toMatchObject({ totalQuantity: 100, badge: '99+' });
    });
  });

  describe('cart differences', () => {
    it('reports moved prices, gone items and cut quantities once, and settles them', async () => {
      const browser = server.browser();
      const [dearer, dropped, scarce, same] = [plain(), plain(), plain(), plain()];
      for (const v of [dearer, dropped, scarce, same])
        await change(browser, { variantId: v.id, quantity: 4 });
      await pool.set(dearer.id, { price: dearer.price + 5_000 });
      await pool.set(dropped.id, { state: VariantState.DISCONTINUED });
      await pool.set(scarce.id, { available_count: 2 });
      const first = await sync(browser);
      expect(first.differences.hasDifferences).toBe(true);
      expect(first.differences.priceChanges).toEqual([
        {
          variantId: dearer.id,
          name: expect.any(String),
          quantity: 4,
          previousPrice: dearer.price,
          price: dearer.price + 5_000,
        },
      ]);
      expect(first.differences.removedItems).toEqual([
        { variantId: dropped.id, name: expect.any(String), quantity: 4, reason: 'DISCONTINUED' },
      ]);
      expect(first.differences.quantityReductions).toEqual([
        {
          variantId: scarce.id,
          name: expect.any(String),
          previousQuantity: 4,
          quantity: 2,
          reason: 'QUANTITY_LIMIT_EXCEEDED',
        },
      ]);
      expect(quantities(first.cart)).toEqual({ [dearer.id]: 4, [scarce.id]: 2, [same.id]: 4 });
      const second = await sync(browser);
      expect(second.differences.hasDifferences).toBe(false);
      expect(quantities(second.cart)).toEqual(quantities(first.cart));
    });
  });

  describe('GET /api/carts/builder', () => {
    it('answers each variant with what the cart allows of it, and the unknown ids', async () => {
      const browser = server.browser();
      const [inCart, fresh, gone] = [plain(), plain(), plain()];
      await pool.set(inCart.id, { max_cart_quantity: 3 });
      await pool.set(gone.id, { state: VariantState.OUT_OF_STOCK, available_count: 0 });
      await change(browser, { variantId: inCart.id, quantity: 3 });
      const res = await browser.get(
        `/api/carts/builder?ids=${inCart.id},${fresh.id},${gone.id},khong-co`,
      );
      expect(res.status).toBe(200);
      const { items, unknownIds, cart } = res.body.data;
      expect(unknownIds).toEqual(['khong-co']);
      expect(items.map((item: { variant: { id: string } }) => item.variant.id)).toEqual([
        inCart.id,
        fresh.id,
        gone.id,
      ]);
      expect(items[0]).toMatchObject({
        inCart: 3,
        maxPurchasable: 3,
        remaining: 0,
        refusal: 'QUANTITY_LIMIT_EXCEEDED',
      });
      expect(items[1]).toMatchObject({
        inCart: 0,
        maxPurchasable: 50,
        remaining: 50,
        refusal: null,
        ageGated: false,
      });
      expect(items[2]).toMatchObject({ refusal: 'OUT_OF_STOCK' });
      expect(quantities(cart)).toEqual({ [inCart.id]: 3 });
      expect((await browser.get('/api/carts/builder?ids=')).status).toBe(400);
    });
  });

  describe('POST /api/carts/add-variants-by-ids', () => {
    it('adds one of each, says which were refused and why', async () => {
      const browser = server.browser();
      const [a, b, full, gone] = [plain(), plain(), plain(), plain()];
      await pool.set(full.id, { max_cart_quantity: 1 });
      await pool.set(gone.id, { state: VariantState.DISCONTINUED });
      await change(browser, { variantId: a.id, quantity: 2 });
      await change(browser, { variantId: full.id, quantity: 1 });
      const res = await browser.post('/api/carts/add-variants-by-ids', {
        ids: [a.id, b.id, full.id, gone.id, 'khong-co'],
      });
      expect(res.status).toBe(200);
      expect(res.body.data.items).toEqual([
        { variantId: a.id, requested: 1, added: 1, quantity: 3, status: 'added', reason: null },
        { variantId: b.id, requested: 1, added: 1, quantity: 1, status: 'added', reason: null },
        {
          variantId: full.id,
          requested: 1,
          added: 0,
          quantity: 1,
          status: 'refused',
          reason: 'QUANTITY_LIMIT_EXCEEDED',
        },
        {
          variantId: gone.id,
          requested: 1,
          added: 0,
          quantity: 0,
          status: 'refused',
          reason: 'DISCONTINUED',
        },
        {
          variantId: 'khong-co',
          requested: 1,
          added: 0,
          quantity: 0,
          status: 'refused',
          reason: 'UNKNOWN_VARIANT',
        },
      ]);
      expect(quantities(res.body.data.cart)).toEqual({ [a.id]: 3, [b.id]: 1, [full.id]: 1 });
      expect((await browser.post('/api/carts/add-variants-by-ids', { ids: [] })).status).toBe(400);

      const gated = plain();
      await server.db.query('UPDATE products SET is_age_gated = true WHERE id = $1', [
        gated.productId,
      ]);
      const asked = await browser.post('/api/carts/add-variants-by-ids', { ids: [gated.id] });
      expect(asked.body.data.items[0]).toMatchObject({
        status: 'refused',
        reason: 'AGE_CONFIRMATION_REQUIRED',
      });
      const confirmed = await browser.post('/api/carts/add-variants-by-ids', {
        ids: [gated.id],
        ageConfirmed: true,
      });
      expect(confirmed.body.data.items[0]).toMatchObject({ status: 'added', quantity: 1 });
      expect(confirmed.body.data.cart.ageConfirmed).toBe(true);
    });
  });

  describe('POST /api/carts/merge', () => {
    it('is for signed-in shoppers only', async () => {
      const res = await server.browser().post('/api/carts/merge');
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
    });

    it('moves the guest cart into the user cart after sign-in: sums, caps and reports every line', async () => {
      const [shared, guestOnly, nowGone] = [plain(), plain(), plain()];
      await pool.set(shared.id, { max_cart_quantity: 5 });
      const phone = server.browser();
      await phone.login('khach.quen@gio.vn', DEMO_PASSWORD);
      expect((await change(phone, { variantId: shared.id, quantity: 4 })).status).toBe(200);

      const laptop = server.browser();
      await change(laptop, { variantId: shared.id, quantity: 3 });
      await change(laptop, {
        variantId: guestOnly.id,
        quantity: 2,
        customerItemPickingNotes: 'Ít đá',
      });
      await change(laptop, { variantId: nowGone.id, quantity: 1 });
      await pool.set(nowGone.id, { state: VariantState.OUT_OF_STOCK, available_count: 0 });
      expect((await laptop.login('khach.quen@gio.vn', DEMO_PASSWORD)).status).toBe(200);

      const before = await sync(laptop);
      expect(before.cart.scope).toBe('personal');
      expect(quantities(before.cart)).toEqual({ [shared.id]: 4 });
      expect(before.pendingMerge).toEqual({ lineCount: 3, totalQuantity: 6 });

      const merged = await laptop.post('/api/carts/merge');
      expect(merged.status).toBe(200);
      expect(merged.body.data.merged).toEqual([
        {
          variantId: shared.id,
          requested: 3,
          added: 1,
          quantity: 5,
          status: 'capped',
          reason: 'QUANTITY_LIMIT_EXCEEDED',
        },
        {
          variantId: guestOnly.id,
          requested: 2,
          added: 2,
          quantity: 2,
          status: 'added',
          reason: null,
        },
        {
          variantId: nowGone.id,
          requested: 1,
          added: 0,
          quantity: 0,
          status: 'refused',
          reason: 'OUT_OF_STOCK',
        },
      ]);
      expect(quantities(merged.body.data.cart)).toEqual({ [shared.id]: 5, [guestOnly.id]: 2 });
      const notes = merged.body.data.cart.cartVariants.find(
        (l: { variant: { id: string } }) => l.variant.id === guestOnly.id,
      );
      expect(notes.customerItemPickingNotes).toBe('Ít đá');
      const after = await sync(laptop);
      expect(after.pendingMerge).toBeNull();
      // The user's cart is the same on every device.
      expect(quantities((await sync(phone)).cart)).toEqual({ [shared.id]: 5, [guestOnly.id]: 2 });
      // A second merge has nothing left to move.
      expect((await laptop.post('/api/carts/merge')).body.data.merged).toEqual([]);
    });
  });

  describe('additionalItems of POST /api/login and /api/join', () => {
    it('adds the items to the signed-in user cart and says what became of each', async () => {
      const v = plain();
      const browser = server.browser();
      const res = await browser.post('/api/login', {
        loginData: { email: 'thanh.vien@gio.vn', password: DEMO_PASSWORD },
        additionalItems: [
          { variantId: v.id, quantity: 2, warehouse: v.warehouseId },
          { variantId: 'khong-co', quantity: 1 },
        ],
      });
      expect(res.status).toBe(200);
      browser.csrfToken = res.body.data.csrfToken;
      expect(res.body.data.cartItems).toEqual([
        { variantId: v.id, requested: 2, added: 2, quantity: 2, status: 'added', reason: null },
        {
          variantId: 'khong-co',
          requested: 1,
          added: 0,
          quantity: 0,
          status: 'refused',
          reason: 'UNKNOWN_VARIANT',
        },
      ]);
      const cart = (await sync(browser)).cart;
      expect(cart.scope).toBe('personal');
      expect(quantities(cart)).toEqual({ [v.id]: 2 });
      expect(cart.cartVariants[0].guest).toBe(false);

      const bad = await server.browser().post('/api/login', {
        loginData: { email: 'thanh.vien@gio.vn', password: DEMO_PASSWORD },
        additionalItems: [{ variantId: v.id, quantity: 0 }],
      });
      expect(bad.status).toBe(400);
    });

    it('bounds each item by the add-to-cart maximum at once: the client sends them, not a stored cart', async () => {
      const bulk = plain();
      await pool.set(bulk.id, { max_cart_quantity: 500, available_count: 1000 });
      const browser = server.browser();
      const res = await browser.post('/api/login', {
        loginData: { email: 'khach.quen@gio.vn', password: DEMO_PASSWORD },
        additionalItems: [{ variantId: bulk.id, quantity: site.addToCartMaxAtOnce + 5 }],
      });
      expect(res.status).toBe(200);
      expect(res.body.data.cartItems).toEqual([
        {
          variantId: bulk.id,
          requested: site.addToCartMaxAtOnce + 5,
          added: site.addToCartMaxAtOnce,
          quantity: site.addToCartMaxAtOnce,
          status: 'capped',
          reason: 'ADD_AT_ONCE_LIMIT_EXCEEDED',
        },
      ]);
    });

    it('adds them on join too', async () => {
      const v = plain();
      const browser = server.browser();
      const email = 'gio.moi.cart@example.vn';
      await browser.post('/api/issue-otp', { email, type: 'userRegistration' });
      const otp = codeIn((await lastMessageTo(browser, email)).body);
      const joined = await browser.post('/api/join', {
        loginData: { email, password: 'Mật-khẩu-Tốt1' },
        otp,
        additionalItems: [{ variantId: v.id, quantity: 3 }],
      });
      expect(joined.status).toBe(200);
      browser.csrfToken = joined.body.data.csrfToken;
      expect(joined.body.data.cartItems).toEqual([
        { variantId: v.id, requested: 3, added: 3, quantity: 3, status: 'added', reason: null },
      ]);
      expect(quantities((await sync(browser)).cart)).toEqual({ [v.id]: 3 });
    });
  });

  describe('business users share the organisation cart', () => {
    it('the Cart Editor fills the organisation cart, a member sees it and may order it; excludeAllItems disables every item', async () => {
      const editor = server.browser();
      await editor.login('soan.gio@gio.vn', DEMO_PASSWORD);
      const member = server.browser();
      await member.login('nhan.vien@gio.vn', DEMO_PASSWORD);
      const v = plain();
      const added = await change(editor, { variantId: v.id, quantity: 6 });
      expect(added.status).toBe(200);
      expect(added.body.data.cart).toMatchObject({
        scope: 'organization',
        organization: { id: DEMO_ORGANIZATION.id },
        permissions: { canEdit: true, canPlaceOrder: false, canSubmitForApproval: true },
      });
      const seen = (await sync(member)).cart;
      expect(seen).toMatchObject({
        scope: 'organization',
        permissions: { canEdit: true, canPlaceOrder: true, canSubmitForApproval: false },
      });
      expect(quantities(seen)).toEqual({ [v.id]: 6 });
      expect(seen.cartVariants[0].user).toEqual(expect.any(String));

      // In personal view the same member has a cart of their own.
      await server.db.query(
        "UPDATE users SET client_view_type = 0 WHERE email = 'nhan.vien@gio.vn'",
      );
      const personal = (await sync(member)).cart;
      expect(personal.scope).toBe('personal');
      expect(personal.cartVariants).toEqual([]);
      await server.db.query(
        "UPDATE users SET client_view_type = 1 WHERE email = 'nhan.vien@gio.vn'",
      );

      await server.db.query('UPDATE organizations SET exclude_all_items = true WHERE id = $1', [
        DEMO_ORGANIZATION.id,
      ]);
      try {
        const settled = await sync(member);
        expect(settled.differences.removedItems).toEqual([
          { variantId: v.id, name: expect.any(String), quantity: 6, reason: 'ITEM_DISABLED' },
        ]);
        expect(settled.cart.cartVariants).toEqual([]);
        await expectRefused(member, { variantId: plain().id, quantity: 1 }, 400, 'ITEM_DISABLED');
      } finally {
        await server.db.query('UPDATE organizations SET exclude_all_items = false WHERE id = $1', [
          DEMO_ORGANIZATION.id,
        ]);
      }
    });
  });

  describe('CartService for checkout', () => {
    it('reads the cart with current prices, groups and shipping configs, and takes ordered lines off', async () => {
      const browser = server.browser();
      await browser.login('khach.moi@gio.vn', DEMO_PASSWORD);
      const [a, b] = [plain(), plain()];
      await change(browser, { variantId: a.id, quantity: 3 });
      await change(browser, { variantId: b.id, quantity: 1 });
      const carts = server.services.carts;
      const { rows } = await server.db.query<{ id: string }>(
        "SELECT id FROM users WHERE email = 'khach.moi@gio.vn'",
      );
      const owner = (await carts.ownerForUser(rows[0]!.id, null, server.db))!;
      await pool.set(a.id, { price: 12_345 });
      const cart = await carts.readForCheckout(server.db, owner);
      expect(cart.cartId).toEqual(expect.any(String));
      expect(
        cart.lines.map((line) => [line.variantId, line.quantity, line.unitPrice, line.problem]),
      ).toEqual([
        [a.id, 3, 12_345, null],
        [b.id, 1, b.price, null],
      ]);
      expect(cart.subtotal).toBe(3 * 12_345 + b.price);
      expect(
        cart.groups.flatMap((group) => group.lines.map((line) => line.variantId)).sort(),
      ).toEqual([a.id, b.id].sort());
      for (const group of cart.groups) expect(group.shippingConfigs.length).toBeGreaterThan(0);

      await server.db.transaction(async (tx) => {
        const locked = await carts.readForCheckout(tx, owner, { forUpdate: true });
        await carts.removeOrderedLines(tx, locked.cartId!, [
          { ...locked.lines[0]!, quantity: 2 },
          { ...locked.lines[1]!, quantity: 1 },
        ]);
      });
      expect(quantities((await sync(browser)).cart)).toEqual({ [a.id]: 1 });
    });
  });
});
