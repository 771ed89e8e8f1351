import { startAccountsTestServer, testHasher, type AccountsTestServer } from '../accounts/testing';
import { PaymentService, sandboxPaymentProviders } from '../payments/payment-service';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, seedDemoUsers } from '../users/demo-users';
import { seedOrganizationControlsDemo } from './demo-approvals';

describe('the demo organisation’s controls', () => {
  let server: AccountsTestServer;
  const payments = () => new PaymentService(sandboxPaymentProviders(Date.now), Date.now);

  beforeAll(async () => {
    server = await startAccountsTestServer();
    await seedDemoUsers(server.db, testHasher());
  });
  afterAll(async () => {
    await server.close();
  });

  it('seeds limits, an invoice history the statement agrees with, two held orders and their audit rows, once', async () => {
    expect(await seedOrganizationControlsDemo(server.db, payments(), 'Asia/Ho_Chi_Minh', 7)).toBe(6);
    expect(await seedOrganizationControlsDemo(server.db, payments(), 'Asia/Ho_Chi_Minh', 7)).toBe(0);
    const owner = server.browser();
    await owner.login('chu.doanh.nghiep@gio.vn', DEMO_PASSWORD);

    const statement = (await owner.get('/api/organization/statement')).body.data;
    const buckets = Object.fromEntries(statement.buckets.map((b: { bucket: string; amount: number }) => [b.bucket, b.amount]));
    expect(statement.openTotal).toBe(DEMO_ORGANIZATION.invoiceCurrentOutstanding);
    expect(buckets['current']).toBeGreaterThan(0);
    expect(buckets['1-30']).toBeGreaterThan(0);
    expect(buckets['61-90']).toBeGreaterThan(0);
    expect(statement.invoices.filter((i: { status: string }) => i.status === 'paid')).toHaveLength(1);

    const approvals = (await owner.get('/api/organization/approvals')).body.data;
    expect(approvals.pending.map((a: { reasons: string[] }) => a.reasons[0]).sort()).toEqual(['cart_editor', 'order_limit']);
    const held = approvals.pending.reduce((sum: number, a: { totalPrice: number }) => sum + a.totalPrice, 0);
    expect(statement.credit.outstanding).toBe(DEMO_ORGANIZATION.invoiceCurrentOutstanding + held);

    const log = (await owner.get('/api/organization/audit-log?limit=100')).body.data;
    expect(log.entries.map((e: { kind: string }) => e.kind).sort()).toEqual(
      ['limits_changed', 'order_held', 'order_held', 'order_placed', 'order_placed', 'order_placed', 'order_placed'].sort(),
    );
    const limits = (await owner.get('/api/organization/spending-limits')).body.data;
    expect(limits.roles[0]).toMatchObject({ accountLevel: 2, orderLimit: 2_000_000, monthlyBudget: 10_000_000 });

    // A demo held order decides like any other: rejecting it gives its credit back.
    const member = approvals.pending.find((a: { reasons: string[] }) => a.reasons[0] === 'order_limit');
    const rejected = await owner.post(`/api/organization/approvals/${member.gid}/reject`, { reason: 'Demo' });
    expect(rejected.status).toBe(200);
    const after = (await owner.get('/api/organization/statement')).body.data;
    expect(after.credit.outstanding).toBe(statement.credit.outstanding - member.totalPrice);
  });
});
