import { startAccountsTestServer, type AccountsTestServer, type TestResponse } from '../accounts/testing';
import { VariantPool } from '../carts/testing';
import { completeSteps, fillCart } from '../checkout/testing';
import { standardVariant, stockOf } from '../orders/testing';
import { newId } from '../security/random';
import { someoneWaitsForALock } from '../testing/lock-waits';
import { invoiceOrganization, orgUser } from './testing';

// True concurrency needs a server with many connections; PGlite runs one statement at a time.
const onPostgres = process.env['TEST_DATABASE_URL'] ? describe : describe.skip;

onPostgres(
  'approvals and budgets under concurrency (PostgreSQL only: skipped unless TEST_DATABASE_URL is set)',
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

    it('two approvers deciding one held order at once give exactly one decision, and stock follows it', async () => {
      const organizationId = await invoiceOrganization(server);
      const owner = await orgUser(server, organizationId, 1);
      const admin = await orgUser(server, organizationId, 4);
      const member = await orgUser(server, organizationId, 2);
      await owner.browser.put('/api/organization/spending-limits', { roles: [{ accountLevel: 2, orderLimit: 1, monthlyBudget: null }], users: [] });
      const variant = pool.take(standardVariant);
      await pool.set(variant.id, { available_count: 100, price: 60_000 });
      for (let round = 0; round < 5; round += 1) {
        await fillCart(server.services.carts, server.db, member.userId, [{ variantId: variant.id, quantity: 2 }]);
        await completeSteps(server.db, member, { billing_type: 'invoice' });
        const held = await member.browser.post('/api/checkout/place-order', { payment: {} }, { headers: { 'idempotency-key': newId('k') } });
        expect(held.body.data.order.status).toBe('pending_approval');
        const gid = held.body.data.order.gid;
        const stockHeld = await stockOf(server, variant.id);
        const [approve, reject] = await Promise.all([
          owner.browser.post(`/api/organization/approvals/${gid}/approve`, {}, { headers: { 'idempotency-key': newId('k') } }),
          admin.browser.post(`/api/organization/approvals/${gid}/reject`, { reason: 'Trùng đơn' }),
        ]);
        const statuses = [approve.status, reject.status].sort();
        expect(statuses).toEqual([200, 409]);
        const loser = approve.status === 409 ? approve : reject;
        expect(loser.body.error.code).toBe('APPROVAL_ALREADY_DECIDED');
        const { rows } = await server.db.query<{ status: string; kinds: string[] }>(
          `SELECT a.status, ARRAY(SELECT kind FROM organization_audit_log l WHERE l.organization_id = a.organization_id AND l.subject = $1 ORDER BY kind) AS kinds
             FROM order_approvals a JOIN order_placements p ON p.id = a.placement_id WHERE p.gid = $1`,
          [gid],
        );
        expect(rows[0]?.status).toBe(approve.status === 200 ? 'approved' : 'rejected');
        expect(rows[0]?.kinds).toEqual([approve.status === 200 ? 'order_approved' : 'order_rejected', 'order_held'].sort());
        expect(await stockOf(server, variant.id)).toBe(approve.status === 200 ? stockHeld : stockHeld + 2);
      }
    }, 60_000);

    it('an order racing another for the last of the month’s budget waits for it and is held, never both passing', async () => {
      const organizationId = await invoiceOrganization(server);
      const owner = await orgUser(server, organizationId, 1);
      const member = await orgUser(server, organizationId, 2);
      const other = await orgUser(server, organizationId, 2);
      await owner.browser.put('/api/organization/spending-limits', { roles: [{ accountLevel: 2, orderLimit: null, monthlyBudget: 300_000 }], users: [] });
      const variant = pool.take(standardVariant);
      await pool.set(variant.id, { available_count: 100, price: 60_000 });
      await fillCart(server.services.carts, server.db, member.userId, [{ variantId: variant.id, quantity: 3 }]);
      await completeSteps(server.db, member, { billing_type: 'invoice' });

      // The other member's order (200 000 đ of the role's 300 000) commits while this one waits
      // on the organisation: it must then see that spend and hold its 180 000 đ.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => undefined;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const rival = server.db.transaction(async (tx) => {
        await tx.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [organizationId]);
        locked();
        await held;
        const placementId = newId('plc');
        await tx.query(
          `INSERT INTO order_placements (id, user_id, organization_id, payment_method, billing_type, payment_status,
             variants_subtotal_price, tax_amount, promo_discount, reward_deduction, credit_deduction, shipping_price,
             express_delivery_price, bottle_deposit_amount, total_price, is_first_order)
           VALUES ($1, $2, $3, 4, 'invoice', 2, 200000, 0, 0, 0, 0, 0, 0, 0, 200000, false)`,
          [placementId, other.userId, organizationId],
        );
        await tx.query(
          `INSERT INTO organization_spend (placement_id, organization_id, user_id, account_level, month, amount)
           VALUES ($1, $2, $3, 2, to_char(now() AT TIME ZONE 'Asia/Ho_Chi_Minh', 'YYYY-MM'), 200000)`,
          [placementId, organizationId, other.userId],
        );
      });
      await holding;
      const request: Promise<TestResponse> = member.browser.post('/api/checkout/place-order', { payment: {} }, { headers: { 'idempotency-key': newId('k') } });
      await Promise.race([someoneWaitsForALock(server.db), request]);
      release();
      await rival;
      const res = await request;
      expect(res.status).toBe(201);
      expect(res.body.data.order.status).toBe('pending_approval');
      const page = await member.browser.get('/api/organization/approvals');
      expect(page.body.data.mine[0].reasons).toEqual(['monthly_budget']);
      const { rows } = await server.db.query<{ spent: string }>(`SELECT COALESCE(SUM(amount), 0) AS spent FROM organization_spend WHERE organization_id = $1`, [organizationId]);
      expect(Number(rows[0]?.spent)).toBe(200_000);
    }, 60_000);
  },
);
