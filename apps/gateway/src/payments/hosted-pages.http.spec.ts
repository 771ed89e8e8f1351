import { PaymentTransactionStatus as P } from '@gio/domain-enums';
import { startAccountsTestServer, type AccountsTestServer, type TestBrowser } from '../accounts/testing';
import { VariantPool } from '../carts/testing';
import { createShopper } from '../checkout/testing';
import { OrderEvents } from '../orders/order-events';
import { OrderLifecycle } from '../orders/order-lifecycle';
import { OrderPages } from '../orders/order-pages';
import { OrderService } from '../orders/order-service';
import { expressOrderInCart, placeOrder, saveCard, shopperWithStock, stockOf } from '../orders/testing';
import { confirmationSurvey } from '../engagement/surveys/survey-service';
import { SANDBOX_CHALLENGE_ANSWER } from './card-provider';
import { HOSTED_PAYMENT_TTL_MS, PaymentService, sandboxPaymentProviders } from './payment-service';

const onPostgres = process.env['TEST_DATABASE_URL'] ? it : it.skip;

const pageData = (browser: TestBrowser, path: string) => browser.request('GET', path, undefined, { headers: { isFromSPA: 'true' } });

/** Posts the hosted page's HTML form as a browser would (no CSRF header: the page's token stands in). */
async function submit(server: AccountsTestServer, url: string, fields: Record<string, string>) {
  const link = new URL(url, server.baseUrl);
  const form = new URLSearchParams({
    payment: link.searchParams.get('payment') ?? '',
    token: link.searchParams.get('token') ?? '',
    ...fields,
  });
  const response = await fetch(`${server.baseUrl}${link.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.baseUrl },
    body: form.toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

const ordersOf = async (server: AccountsTestServer, placementId: string) =>
  (
    await server.db.query<{ fulfillment_status: number; cancellation_reason: string | null }>(
      'SELECT fulfillment_status, cancellation_reason FROM orders WHERE placement_id = $1',
      [placementId],
    )
  ).rows;

const saleOf = async (server: AccountsTestServer, placementId: string) =>
  (
    await server.db.query<{ status: number; captured_amount: number }>(
      `SELECT status, captured_amount FROM payment_transactions WHERE placement_id = $1 AND kind = 'sale'`,
      [placementId],
    )
  ).rows[0];

/**
 * The hosted-page round trip of storefront.md §2: place-order → /fasspay-web, /fasspay-mobile
 * or /acs-mobile → /order-pending (settles) → /confirmation, on PGlite and on PostgreSQL.
 */
describe('sandbox hosted payment pages and the order-pending round trip', () => {
  let server: AccountsTestServer;
  let pool: VariantPool;

  beforeAll(async () => {
    server = await startAccountsTestServer();
    pool = await VariantPool.open(server.db);
  });
  afterAll(async () => {
    await server.close();
  });

  it('approve: the page is a real form, the answer returns to /order-pending, which settles and leads to /confirmation', async () => {
    const { shopper, variant } = await shopperWithStock(server, pool, 10, 70_000);
    const { placement, response } = await placeOrder(server, shopper, [{ variant, quantity: 2 }], { billing_type: 'payoo', billing_data: { bankCode: 'VCB' } });
    expect(response.status).toBe(201);
    expect(placement.redirectUrl).toMatch(/^\/fasspay-web\?payment=/);
    expect(await stockOf(server, variant.id)).toBe(8);

    const waiting = await pageData(shopper.browser, `/order-pending?placement=${placement.gid}`);
    expect(waiting.status).toBe(200);
    expect(waiting.body.data).toMatchObject({ page: 'order-pending', paymentStatus: P.PENDING, continueUrl: placement.redirectUrl });
    expect((await pageData(shopper.browser, `/confirmation?placement=${placement.gid}`)).body).toEqual({
      redirect: `/order-pending?placement=${placement.gid}`,
    });

    const html = await shopper.browser.get(placement.redirectUrl ?? '');
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    // The token in the URL never leaves the origin, yet the browser still sends the form's
    // Origin, which the origin check needs ('no-referrer' makes it send `Origin: null`).
    expect(html.headers.get('referrer-policy')).toBe('same-origin');
    expect(html.body).toContain('<form method="post" action="/fasspay-web">');
    expect(html.body).toContain('value="approve"');
    expect(html.body).toContain(placement.gid);

    const answer = await submit(server, placement.redirectUrl ?? '', { action: 'approve' });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/order-pending?placement=${placement.gid}`);
    const settled = await pageData(shopper.browser, answer.location ?? '');
    expect(settled.body).toEqual({ redirect: `/confirmation?placement=${placement.gid}` });
    // A bank transfer has moved the money once approved.
    expect(await saleOf(server, placement.placementId)).toEqual({ status: P.SETTLED, captured_amount: 170_000 });

    const confirmation = await pageData(shopper.browser, `/confirmation?placement=${placement.gid}`);
    expect(confirmation.status).toBe(200);
    expect(confirmation.body.data).toMatchObject({
      page: 'confirmation',
      placementGid: placement.gid,
      status: 'confirmed',
      isFirstOrder: false,
      totalPrice: 170_000,
      payment: { status: P.SETTLED, label: 'Payoo', paymentMethod: 12 },
      orders: [expect.objectContaining({ gid: placement.orders[0]?.gid, fulfillmentStatusName: 'NEW' })],
    });
    expect(confirmation.body.data).toHaveProperty('survey');
    const firstLoad = await shopper.browser.get(`/confirmation?placement=${placement.gid}`);
    expect(firstLoad.status).toBe(200);
    expect(firstLoad.headers.get('content-type')).toContain('text/html');
    expect(firstLoad.body).toContain('Xác nhận đơn hàng');
    expect(await stockOf(server, variant.id)).toBe(8);

    const replay = await submit(server, placement.redirectUrl ?? '', { action: 'decline' });
    expect(replay.status).toBe(409);

    // Cancelling an order whose bank transfer has settled refunds it.
    const cancel = await shopper.browser.post('/api/cancel-order', { id: placement.orders[0]?.gid, cancellationReason: 'changed_mind' });
    expect(cancel.body.data.payment).toBe('refunded');
    expect(await stockOf(server, variant.id)).toBe(10);
  });

  it('decline: every order of the placement is cancelled, stock returns, /confirmation says cancelled', async () => {
    const { shopper, variant } = await shopperWithStock(server, pool, 5);
    const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 2 }], { billing_type: 'payoo', billing_data: { bankCode: 'VCB' } });
    expect(await stockOf(server, variant.id)).toBe(3);
    const answer = await submit(server, placement.redirectUrl ?? '', { action: 'decline' });
    expect(answer.status).toBe(303);
    expect((await pageData(shopper.browser, answer.location ?? '')).body).toEqual({ redirect: `/confirmation?placement=${placement.gid}` });
    expect(await stockOf(server, variant.id)).toBe(5);
    expect(await ordersOf(server, placement.placementId)).toEqual([{ fulfillment_status: 9, cancellation_reason: 'payment_declined' }]);
    expect((await saleOf(server, placement.placementId))?.status).toBe(P.AUTHORIZATION_UNSUCCESSFUL);
    const confirmation = await pageData(shopper.browser, `/confirmation?placement=${placement.gid}`);
    expect(confirmation.body.data).toMatchObject({ status: 'cancelled', declineReason: 'declined_on_hosted_page', survey: null });
    // Settling again changes nothing.
    await pageData(shopper.browser, answer.location ?? '');
    expect(await stockOf(server, variant.id)).toBe(5);
  });

  it('abandoned: a page left past its time limit voids the payment and cancels the orders', async () => {
    const { shopper, variant } = await shopperWithStock(server, pool, 5);
    const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], { billing_type: 'payoo', billing_data: { bankCode: 'VCB' } });
    await server.db.query(`UPDATE payment_transactions SET hosted_expires_at = now() - interval '1 minute' WHERE placement_id = $1`, [
      placement.placementId,
    ]);
    const expired = await shopper.browser.get(placement.redirectUrl ?? '');
    expect(expired.status).toBe(410);
    expect((await pageData(shopper.browser, `/order-pending?placement=${placement.gid}`)).body.redirect).toBe(
      `/confirmation?placement=${placement.gid}`,
    );
    expect((await saleOf(server, placement.placementId))?.status).toBe(P.VOIDED);
    expect(await ordersOf(server, placement.placementId)).toEqual([{ fulfillment_status: 9, cancellation_reason: 'payment_abandoned' }]);
    expect(await stockOf(server, variant.id)).toBe(5);
  });

  it('a shopper who never comes back: the sweep settles the abandoned placement and returns its stock', async () => {
    const { shopper, variant } = await shopperWithStock(server, pool, 6);
    const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 2 }], { billing_type: 'payoo', billing_data: { bankCode: 'VCB' } });
    const payments = new PaymentService(sandboxPaymentProviders(Date.now), Date.now);
    const lifecycle = new OrderLifecycle(payments, new OrderEvents());
    const pages = new OrderPages(server.db, payments, lifecycle, new OrderService(server.db, payments, lifecycle, { vatRatePercent: 10, now: Date.now }), confirmationSurvey);
    expect(await pages.settleAbandoned()).toBe(0);
    expect(await stockOf(server, variant.id)).toBe(4);
    await server.db.query(`UPDATE payment_transactions SET hosted_expires_at = now() - interval '1 minute' WHERE placement_id = $1`, [
      placement.placementId,
    ]);
    expect(await pages.settleAbandoned()).toBe(1);
    expect(await stockOf(server, variant.id)).toBe(6);
    expect((await saleOf(server, placement.placementId))?.status).toBe(P.VOIDED);
    expect(await pages.settleAbandoned()).toBe(0);
  });

  it('cancel-order refuses an order whose hosted payment is pending: the page would still take the whole amount', async () => {
    const { shopper, variant } = await shopperWithStock(server, pool, 5);
    const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], { billing_type: 'payoo', billing_data: { bankCode: 'VCB' } });
    const cancel = await shopper.browser.post('/api/cancel-order', { id: placement.orders[0]?.gid, cancellationReason: 'changed_mind' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error.code).toBe('PAYMENT_PENDING');
    expect((await saleOf(server, placement.placementId))?.status).toBe(P.PENDING);
    expect(await stockOf(server, variant.id)).toBe(4);
  });

  it('an order cancelled between the approval and the return is not taken: only the kept order is captured', async () => {
    const { shopper, variant } = await shopperWithStock(server, pool, 5, 120_000);
    const express = await expressOrderInCart(server, pool, shopper);
    const { placement, response } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], {
      billing_type: 'payoo',
      billing_data: { bankCode: 'VCB' },
    });
    expect(placement.orders).toHaveLength(2);
    const approved = await submit(server, placement.redirectUrl ?? '', { action: 'approve' });
    expect(approved.status).toBe(303);
    const orders: { gid: string; orderType: number; totalPrice: number }[] = response.body.data.order.orders;
    const expressOrder = orders.find((o) => o.orderType === 1);
    const standardOrder = orders.find((o) => o.orderType === 0);
    const cancel = await shopper.browser.post('/api/cancel-order', { id: expressOrder?.gid, cancellationReason: 'delivery_time' });
    expect(cancel.status).toBe(200);
    expect(await stockOf(server, express.id)).toBe(10);
    await pageData(shopper.browser, approved.location ?? '');
    expect(await saleOf(server, placement.placementId)).toMatchObject({ status: P.SETTLED, captured_amount: standardOrder?.totalPrice });
  });

  onPostgres('an approval committing while the sweep judges the page abandoned: the approval stands (PostgreSQL only)', async () => {
    const { shopper, variant } = await shopperWithStock(server, pool, 5);
    const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], { billing_type: 'payoo', billing_data: { bankCode: 'VCB' } });
    const link = new URL(placement.redirectUrl ?? '', server.baseUrl);
    // The sweep's clock is past the page's time limit; the approval came just in time.
    const late = new PaymentService(sandboxPaymentProviders(Date.now), () => Date.now() + 2 * HOSTED_PAYMENT_TTL_MS);
    const lifecycle = new OrderLifecycle(late, new OrderEvents());
    const sweeper = new OrderPages(server.db, late, lifecycle, new OrderService(server.db, late, lifecycle, { vatRatePercent: 10, now: Date.now }), confirmationSurvey);
    let commit!: () => void;
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let approved!: () => void;
    const approvedUncommitted = new Promise<void>((resolve) => {
      approved = resolve;
    });
    const approval = server.db.transaction(async (tx) => {
      await new PaymentService(sandboxPaymentProviders(Date.now), Date.now).decideHosted(tx, link.searchParams.get('payment') ?? '', link.searchParams.get('token') ?? '', {
        action: 'approve',
      });
      approved();
      await held;
    });
    await approvedUncommitted;
    const sweep = server.db.transaction(async (tx) => {
      const { rows } = await tx.query<Parameters<OrderPages['settle']>[1]>(
        `SELECT id, gid, user_id, guest_id, payment_transaction_id, total_price, is_first_order FROM order_placements WHERE id = $1 FOR UPDATE`,
        [placement.placementId],
      );
      return sweeper.settle(tx, rows[0] as Parameters<OrderPages['settle']>[1]);
    });
    // Let the sweep reach the payment row before the approval commits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await approval;
    expect((await sweep)?.status).toBe(P.SETTLED);
    expect(await ordersOf(server, placement.placementId)).toEqual([{ fulfillment_status: 0, cancellation_reason: null }]);
    expect(await stockOf(server, variant.id)).toBe(4);
  });

  it('card challenge at /acs-mobile: a wrong answer declines, the right one authorises', async () => {
    for (const [answer, status] of [
      ['0000', P.AUTHORIZATION_UNSUCCESSFUL],
      [SANDBOX_CHALLENGE_ANSWER, P.AUTHORIZED],
    ] as const) {
      const { shopper, variant } = await shopperWithStock(server, pool, 5);
      const cardId = await saveCard(server, shopper.userId, '3220');
      const { placement, response } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], {
        billing_type: 'creditCard',
        billing_info_id: cardId,
      });
      expect(response.status).toBe(201);
      expect(placement.redirectUrl).toMatch(/^\/acs-mobile\?payment=/);
      const html = await shopper.browser.get(placement.redirectUrl ?? '');
      expect(html.body).toContain('name="challengeAnswer"');
      const posted = await submit(server, placement.redirectUrl ?? '', { action: 'approve', challengeAnswer: answer });
      expect(posted.status).toBe(303);
      await pageData(shopper.browser, posted.location ?? '');
      expect((await saleOf(server, placement.placementId))?.status).toBe(status);
      expect(await stockOf(server, variant.id)).toBe(status === P.AUTHORIZED ? 4 : 5);
    }
  });

  it("refuses forged answers and hides another shopper's pending order", async () => {
    const { shopper, variant } = await shopperWithStock(server, pool, 5);
    const { placement } = await placeOrder(server, shopper, [{ variant, quantity: 1 }], { billing_type: 'payoo', billing_data: { bankCode: 'VCB' } });
    const link = new URL(placement.redirectUrl ?? '', server.baseUrl);
    link.searchParams.set('token', 'x'.repeat(43));
    expect((await submit(server, `${link.pathname}${link.search}`, { action: 'approve' })).status).toBe(404);
    expect((await shopper.browser.get(`${link.pathname}${link.search}`)).status).toBe(404);
    const foreign = await fetch(`${server.baseUrl}/fasspay-web`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'action=approve',
    });
    expect(foreign.status).toBe(403);
    const stranger = await createShopper(server.db, server.baseUrl);
    expect((await pageData(stranger.browser, `/order-pending?placement=${placement.gid}`)).status).toBe(404);
    expect((await pageData(stranger.browser, `/confirmation?placement=${placement.gid}`)).status).toBe(404);
    expect((await saleOf(server, placement.placementId))?.status).toBe(P.PENDING);
  });
});
