import { DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import { startAccountsTestServer, testHasher, type AccountsTestServer } from '../accounts/testing';
import { PaymentService, sandboxPaymentProviders } from '../payments/payment-service';
import { DEMO_ORDER_HISTORY_EMAIL, seedDemoOrders } from './demo-orders';

describe('the demo order history', () => {
  let server: AccountsTestServer;

  beforeAll(async () => {
    server = await startAccountsTestServer();
    await seedDemoUsers(server.db, testHasher());
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives the returning shopper past orders once: delivered and settled, one cancelled, one still open', async () => {
    expect(await seedDemoOrders(server.db, new PaymentService(sandboxPaymentProviders(Date.now), Date.now))).toBe(14);
    expect(await seedDemoOrders(server.db, new PaymentService(sandboxPaymentProviders(Date.now), Date.now))).toBe(0);
    const browser = server.browser();
    await browser.login(DEMO_ORDER_HISTORY_EMAIL, DEMO_PASSWORD);
    const page = await browser.get('/api/order-history?limit=20');
    expect(page.status).toBe(200);
    const orders = page.body.data.orders;
    expect(orders).toHaveLength(14);
    expect(orders[0]).toMatchObject({ fulfillmentStatusName: 'CONFIRMED', canCancel: true, attachOpenUntil: expect.any(String) });
    const names = orders.map((o: { fulfillmentStatusName: string }) => o.fulfillmentStatusName);
    expect(names.filter((n: string) => n === 'DELIVERED')).toHaveLength(12);
    expect(names.filter((n: string) => n === 'CANCELLED')).toHaveLength(1);
    for (const order of orders) {
      expect(order.pricingInfo.totalPrice).toBe(order.pricingInfo.variantsSubtotalPrice + order.pricingInfo.shippingPrice);
      const expected = { DELIVERED: 'SETTLED', CANCELLED: 'VOIDED', CONFIRMED: 'AUTHORIZED' }[order.fulfillmentStatusName as string];
      expect(order.paymentMethod).toMatchObject({ statusName: expected, label: 'Visa •••• 4242' });
    }
    const detail = await browser.get(`/api/order/${orders[5].gid}`);
    expect(detail.body.data.order.orderVariants.length).toBeGreaterThanOrEqual(2);
  });
});
