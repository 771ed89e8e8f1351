import { startAccountsTestServer, type AccountsTestServer } from '../accounts/testing';
import { VariantPool, type TestVariant } from '../carts/testing';
import { completeSteps, fillCart, type TestShopper } from '../checkout/testing';
import { TEST_OPS_TOKEN, ops, standardVariant, stockOf } from '../orders/testing';
import { newId } from '../security/random';
import { invoiceOrganization, orgUser } from './testing';

/**
 * Spending limits, held orders, approvals, the audit log and the statement of account
 * (issue #18) over HTTP, on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set.
 */
describe('organisation controls', () => {
  let server: AccountsTestServer;
  let pool: VariantPool;
  let statementVariant: TestVariant;

  beforeAll(async () => {
    server = await startAccountsTestServer({ config: { opsToken: TEST_OPS_TOKEN } });
    pool = await VariantPool.open(server.db);
  });
  afterAll(async () => {
    await server.close();
  });

  /** Fills the organisation's cart as `user` and places it on invoice. */
  async function place(user: TestShopper, variant: TestVariant, quantity: number, key = newId('k')) {
    await fillCart(server.services.carts, server.db, user.userId, [{ variantId: variant.id, quantity }]);
    await completeSteps(server.db, user, { billing_type: 'invoice' });
    return user.browser.post('/api/checkout/place-order', { payment: {} }, { headers: { 'idempotency-key': key } });
  }

  async function outstanding(organizationId: string): Promise<number> {
    const { rows } = await server.db.query<{ o: string }>('SELECT invoice_current_outstanding AS o FROM organizations WHERE id = $1', [organizationId]);
    return Number(rows[0]?.o);
  }

  async function auditKinds(organizationId: string): Promise<string[]> {
    const { rows } = await server.db.query<{ kind: string }>('SELECT kind FROM organization_audit_log WHERE organization_id = $1 ORDER BY created_at, id', [organizationId]);
    return rows.map((row) => row.kind);
  }

  /** An organisation with an owner, an admin and a member; members' orders limited to 100 000 đ. */
  async function limitedOrganization(limits: { orderLimit: number | null; monthlyBudget: number | null }) {
    const organizationId = await invoiceOrganization(server);
    const owner = await orgUser(server, organizationId, 1);
    const admin = await orgUser(server, organizationId, 4);
    const member = await orgUser(server, organizationId, 2);
    const set = await owner.browser.put('/api/organization/spending-limits', { roles: [{ accountLevel: 2, ...limits }], users: [] });
    expect(set.status).toBe(200);
    const variant = pool.take(standardVariant);
    // Prices stay above the standard group's order minimum.
    await pool.set(variant.id, { available_count: 20, price: 60_000 });
    return { organizationId, owner, admin, member, variant };
  }

  it('lets owners and admins set limits, refuses members, and audits the change', async () => {
    const { organizationId, owner, admin, member } = await limitedOrganization({ orderLimit: 100_000, monthlyBudget: null });
    const read = await admin.browser.get('/api/organization/spending-limits');
    expect(read.status).toBe(200);
    expect(read.body.data.roles[0]).toMatchObject({ accountLevel: 2, orderLimit: 100_000, monthlyBudget: null, spentThisMonth: 0 });
    expect(read.body.data.people.map((p: { userId: string }) => p.userId)).toEqual(expect.arrayContaining([member.userId, admin.userId]));
    expect(read.body.data.people.map((p: { userId: string }) => p.userId)).not.toContain(owner.userId);

    const byMember = await member.browser.get('/api/organization/spending-limits');
    expect(byMember.status).toBe(400);
    expect(byMember.body.error.code).toBe('PERMISSION_DENIED');
    const ownerLimit = await admin.browser.put('/api/organization/spending-limits', { roles: [], users: [{ userId: owner.userId, orderLimit: 1, monthlyBudget: null }] });
    expect(ownerLimit.body.error.code).toBe('LIMIT_USER_UNKNOWN');

    // The owner limits admins; an admin can neither loosen that nor escape it with a limit of their own.
    const members = { accountLevel: 2, orderLimit: 100_000, monthlyBudget: null };
    expect((await owner.browser.put('/api/organization/spending-limits', { roles: [members, { accountLevel: 4, orderLimit: 500_000, monthlyBudget: null }], users: [] })).status).toBe(200);
    const raise = await admin.browser.put('/api/organization/spending-limits', { roles: [members, { accountLevel: 4, orderLimit: 9_000_000, monthlyBudget: null }], users: [] });
    expect(raise.status).toBe(400);
    expect(raise.body.error.code).toBe('OWN_LIMIT');
    const escape = await admin.browser.put('/api/organization/spending-limits', {
      roles: [members, { accountLevel: 4, orderLimit: 500_000, monthlyBudget: null }],
      users: [{ userId: admin.userId, orderLimit: null, monthlyBudget: 90_000_000 }],
    });
    expect(escape.body.error.code).toBe('OWN_LIMIT');
    const unchanged = await admin.browser.get('/api/organization/spending-limits');
    expect(unchanged.body.data.roles.find((r: { accountLevel: number }) => r.accountLevel === 4).orderLimit).toBe(500_000);
    expect(unchanged.body.data.users).toEqual([]);
    // Members' limits stay the admin's to set.
    const byAdmin = await admin.browser.put('/api/organization/spending-limits', { roles: [{ ...members, orderLimit: 120_000 }, { accountLevel: 4, orderLimit: 500_000, monthlyBudget: null }], users: [] });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.roles.find((r: { accountLevel: number }) => r.accountLevel === 2).orderLimit).toBe(120_000);

    const { rows } = await server.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM organization_audit_log WHERE organization_id = $1 AND kind = 'limits_changed' ORDER BY created_at, id`,
      [organizationId],
    );
    expect(rows[0]).toEqual({ before: [], after: [{ accountLevel: 2, userId: null, orderLimit: 100_000, monthlyBudget: null }] });
    // The limits set by the test's setup, the owner's and the admin's: the refused changes left no row.
    expect(rows).toHaveLength(3);
  });

  it('holds a member’s order over the limit with stock and credit reserved, notifies approvers, and the approval lets it proceed once', async () => {
    const { organizationId, owner, admin, member, variant } = await limitedOrganization({ orderLimit: 100_000, monthlyBudget: null });
    const held = await place(member, variant, 3);
    expect(held.status).toBe(201);
    const order = held.body.data.order;
    expect(order.status).toBe('pending_approval');
    expect(await stockOf(server, variant.id)).toBe(17);
    expect(await outstanding(organizationId)).toBe(order.totalPrice);

    const mail = await server.db.query<{ recipient: string; kind: string }>(
      `SELECT recipient, kind FROM outbox_messages WHERE kind = 'order-approval-request' AND subject LIKE $1 ORDER BY recipient`,
      [`%#${order.gid} %`],
    );
    expect(mail.rows.map((row) => row.recipient).sort()).toEqual([admin.email, owner.email].sort());

    // Nothing goes to fulfilment while it waits.
    const advance = await ops(server, '/api/ops/advance-order', { orderGid: order.orders[0].gid, to: 'RECEIVED' });
    expect(advance.status).toBe(409);
    expect(advance.body.error.code).toBe('ORDER_AWAITING_APPROVAL');

    const mine = await member.browser.get('/api/organization/approvals');
    expect(mine.body.data).toMatchObject({ canDecide: false, pending: [] });
    expect(mine.body.data.mine[0]).toMatchObject({ gid: order.gid, status: 'pending', reasons: ['order_limit'] });
    const waiting = await owner.browser.get('/api/organization/approvals');
    expect(waiting.body.data.canDecide).toBe(true);
    expect(waiting.body.data.pending[0]).toMatchObject({ gid: order.gid, totalPrice: order.totalPrice, requester: { userId: member.userId } });
    expect(waiting.body.data.pending[0].lines).toEqual([expect.objectContaining({ variantId: variant.id, quantity: 3, unitPrice: 60_000, totalPrice: 180_000 })]);

    const refused = await member.browser.post(`/api/organization/approvals/${order.gid}/approve`, {}, { headers: { 'idempotency-key': 'm-1' } });
    expect(refused.body.error.code).toBe('PERMISSION_DENIED');

    const approved = await owner.browser.post(`/api/organization/approvals/${order.gid}/approve`, {}, { headers: { 'idempotency-key': 'ap-1' } });
    expect(approved.status).toBe(200);
    expect(approved.body.data.order).toMatchObject({ gid: order.gid, placementId: order.placementId, status: 'placed', totalPrice: order.totalPrice });
    expect(approved.body.data.approval.status).toBe('approved');
    // The same key answers the same order; another key finds it decided.
    const retry = await owner.browser.post(`/api/organization/approvals/${order.gid}/approve`, {}, { headers: { 'idempotency-key': 'ap-1' } });
    expect(retry.body).toEqual(approved.body);
    const again = await admin.browser.post(`/api/organization/approvals/${order.gid}/approve`, {}, { headers: { 'idempotency-key': 'ap-2' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('APPROVAL_ALREADY_DECIDED');

    expect(await stockOf(server, variant.id)).toBe(17);
    expect((await ops(server, '/api/ops/advance-order', { orderGid: order.orders[0].gid, to: 'RECEIVED' })).status).toBe(200);
    const limits = await owner.browser.get('/api/organization/spending-limits');
    expect(limits.body.data.roles[0].spentThisMonth).toBe(order.totalPrice);
    expect(await auditKinds(organizationId)).toEqual(['limits_changed', 'order_held', 'order_approved']);
    const told = await server.db.query(`SELECT 1 FROM outbox_messages WHERE recipient = $1 AND kind = 'order-approval-decision'`, [member.email]);
    expect(told.rows).toHaveLength(1);
  });

  it('never lets the requester approve their own held order, holds only invoice orders, and keeps an organisation order as placed', async () => {
    const organizationId = await invoiceOrganization(server);
    const owner = await orgUser(server, organizationId, 1);
    const admin = await orgUser(server, organizationId, 4);
    const member = await orgUser(server, organizationId, 2);
    const set = await owner.browser.put('/api/organization/spending-limits', {
      roles: [
        { accountLevel: 2, orderLimit: 100_000, monthlyBudget: null },
        { accountLevel: 4, orderLimit: 100_000, monthlyBudget: null },
      ],
      users: [],
    });
    expect(set.status).toBe(200);
    const variant = pool.take(standardVariant);
    await pool.set(variant.id, { available_count: 20, price: 60_000 });

    // The admin's own order over the admin's limit waits for someone else.
    const held = await place(admin, variant, 3);
    expect(held.body.data.order.status).toBe('pending_approval');
    const gid = held.body.data.order.gid;
    const self = await admin.browser.post(`/api/organization/approvals/${gid}/approve`, {}, { headers: { 'idempotency-key': newId('k') } });
    expect(self.status).toBe(400);
    expect(self.body.error.code).toBe('SELF_APPROVAL');
    const byOwner = await owner.browser.post(`/api/organization/approvals/${gid}/approve`, {}, { headers: { 'idempotency-key': newId('k') } });
    expect(byOwner.status).toBe(200);

    // An approved organisation order does not grow afterwards: more goods are a new order. Its
    // page offers no attach window, and the attach itself is refused.
    const page = await admin.browser.get(`/api/order/${held.body.data.order.orders[0].gid}`);
    expect(page.body.data.order).toMatchObject({ organizationOrder: true, attachOpenUntil: null });
    const attach = await admin.browser.put(`/api/post-order-attach/${held.body.data.order.orders[0].gid}`, {
      postOrderAttachVariants: [{ variantId: variant.id, quantity: 5 }],
    });
    expect(attach.status).toBe(409);
    expect(attach.body.error.code).toBe('ORGANIZATION_ORDER_ATTACH');
    expect(await stockOf(server, variant.id)).toBe(17);

    // A payment that cannot wait for an approver is refused before anything is taken.
    await fillCart(server.services.carts, server.db, member.userId, [{ variantId: variant.id, quantity: 3 }]);
    await completeSteps(server.db, member, { billing_type: 'paymentOnFulfillment' });
    const lapsing = await member.browser.post('/api/checkout/place-order', { payment: {} }, { headers: { 'idempotency-key': newId('k') } });
    expect(lapsing.status).toBe(409);
    expect(lapsing.body.error.code).toBe('APPROVAL_NEEDS_INVOICE');
    expect(await stockOf(server, variant.id)).toBe(17);
  });

  it('gives stock and credit back exactly when an approver rejects, with the reason told to the requester', async () => {
    const { organizationId, admin, member, variant } = await limitedOrganization({ orderLimit: 100_000, monthlyBudget: null });
    const before = await outstanding(organizationId);
    const held = await place(member, variant, 2);
    const gid = held.body.data.order.gid;
    const blank = await admin.browser.post(`/api/organization/approvals/${gid}/reject`, { reason: '   ' });
    expect(blank.status).toBe(400);
    const rejected = await admin.browser.post(`/api/organization/approvals/${gid}/reject`, { reason: 'Vượt ngân sách quý' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.approval).toMatchObject({ status: 'rejected', decisionReason: 'Vượt ngân sách quý' });
    expect(await stockOf(server, variant.id)).toBe(20);
    expect(await outstanding(organizationId)).toBe(before);
    const { rows } = await server.db.query<{ fulfillment_status: number }>('SELECT fulfillment_status FROM orders WHERE placement_id = $1', [held.body.data.order.placementId]);
    expect(rows.map((row) => row.fulfillment_status)).toEqual([9]);
    const mail = await server.db.query<{ body: string }>(`SELECT body FROM outbox_messages WHERE recipient = $1 AND kind = 'order-approval-decision'`, [member.email]);
    expect(mail.rows[0]?.body).toContain('Vượt ngân sách quý');
    expect(await auditKinds(organizationId)).toEqual(['limits_changed', 'order_held', 'order_rejected']);
    const late = await admin.browser.post(`/api/organization/approvals/${gid}/approve`, {}, { headers: { 'idempotency-key': newId('k') } });
    expect(late.body.error.code).toBe('APPROVAL_ALREADY_DECIDED');
  });

  it('expires a held order after the setting’s days like a rejection, decided by nobody', async () => {
    const { organizationId, member, variant } = await limitedOrganization({ orderLimit: 100_000, monthlyBudget: null });
    const held = await place(member, variant, 2);
    const { rows: due } = await server.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM order_approvals WHERE placement_id = $1`,
      [held.body.data.order.placementId],
    );
    expect(due[0]?.days).toBe(7);
    expect(await server.services.approvals.expireDue()).toBe(0);
    await server.db.query(`UPDATE order_approvals SET expires_at = now() - interval '1 minute' WHERE placement_id = $1`, [held.body.data.order.placementId]);
    expect(await server.services.approvals.expireDue()).toBe(1);
    expect(await stockOf(server, variant.id)).toBe(20);
    expect(await outstanding(organizationId)).toBe(0);
    const mine = await member.browser.get('/api/organization/approvals');
    expect(mine.body.data.mine[0]).toMatchObject({ status: 'expired' });
    const { rows } = await server.db.query<{ actor_id: string | null; actor_name: string }>(`SELECT actor_id, actor_name FROM organization_audit_log WHERE organization_id = $1 AND kind = 'order_expired'`, [organizationId]);
    expect(rows).toEqual([{ actor_id: null, actor_name: 'Giỏ' }]);
  });

  it('places orders within the month’s budget, holds the one that passes it, and never holds the owner', async () => {
    const { organizationId, owner, member, variant } = await limitedOrganization({ orderLimit: null, monthlyBudget: 300_000 });
    const first = await place(member, variant, 3);
    expect(first.body.data.order.status).toBe('placed');
    const status = await member.browser.get('/api/organization/spending-status');
    expect(status.body.data.status).toEqual({
      accountLevel: 2,
      limit: { orderLimit: null, monthlyBudget: 300_000 },
      spentThisMonth: first.body.data.order.totalPrice,
      creditHold: { onHold: false, reasons: [] },
    });
    const second = await place(member, variant, 3);
    expect(second.body.data.order.status).toBe('pending_approval');
    const approvals = await member.browser.get('/api/organization/approvals');
    expect(approvals.body.data.mine[0].reasons).toEqual(['monthly_budget']);
    const byOwner = await place(owner, variant, 10);
    expect(byOwner.body.data.order.status).toBe('placed');
    expect(await auditKinds(organizationId)).toEqual(['limits_changed', 'order_placed', 'order_held', 'order_placed']);
  });

  it('gives a cancelled order’s spend back to the month’s budget', async () => {
    const { member, variant } = await limitedOrganization({ orderLimit: null, monthlyBudget: 300_000 });
    const first = await place(member, variant, 3);
    expect(first.body.data.order.status).toBe('placed');
    const spent = async () => (await member.browser.get('/api/organization/spending-status')).body.data.status.spentThisMonth;
    expect(await spent()).toBe(first.body.data.order.totalPrice);
    const cancel = await member.browser.post('/api/cancel-order', { id: first.body.data.order.orders[0].gid, cancellationReason: 'changed_mind' });
    expect(cancel.status).toBe(200);
    expect(await spent()).toBe(0);
    // The same order again fits the budget the cancelled one no longer uses.
    expect((await place(member, variant, 3)).body.data.order.status).toBe('placed');
  });

  it('submits the Cart Editor’s cart for approval whatever its size', async () => {
    const organizationId = await invoiceOrganization(server);
    const owner = await orgUser(server, organizationId, 1);
    const editor = await orgUser(server, organizationId, 3);
    const variant = pool.take(standardVariant);
    await pool.set(variant.id, { available_count: 5, price: 60_000 });
    const res = await place(editor, variant, 2);
    expect(res.status).toBe(201);
    expect(res.body.data.order.status).toBe('pending_approval');
    const page = await owner.browser.get('/api/organization/approvals');
    expect(page.body.data.pending[0]).toMatchObject({ reasons: ['cart_editor'], requester: { userId: editor.userId } });
    const rejected = await owner.browser.post(`/api/organization/approvals/${res.body.data.order.gid}/reject`, { reason: 'Không cần tuần này' });
    expect(rejected.status).toBe(200);
    expect(await stockOf(server, variant.id)).toBe(5);
  });

  it('reads the audit log by person and kind, in pages, and as CSV; members may not', async () => {
    const { organizationId, owner, admin, member, variant } = await limitedOrganization({ orderLimit: 100_000, monthlyBudget: null });
    await admin.browser.put('/api/organization/spending-limits', { roles: [{ accountLevel: 2, orderLimit: 200_000, monthlyBudget: null }], users: [] });
    await place(member, variant, 1);
    const all = await owner.browser.get('/api/organization/audit-log?limit=2');
    expect(all.status).toBe(200);
    expect(all.body.data.entries.map((e: { kind: string }) => e.kind)).toEqual(['order_placed', 'limits_changed']);
    expect(all.body.data.nextCursor).not.toBeNull();
    const next = await owner.browser.get(`/api/organization/audit-log?limit=2&cursor=${all.body.data.nextCursor}`);
    expect(next.body.data.entries.map((e: { kind: string }) => e.kind)).toEqual(['limits_changed']);
    expect(next.body.data.nextCursor).toBeNull();
    const byAdmin = await owner.browser.get(`/api/organization/audit-log?actor=${admin.userId}`);
    expect(byAdmin.body.data.entries).toHaveLength(1);
    expect(byAdmin.body.data.entries[0]).toMatchObject({ kind: 'limits_changed', actor: { userId: admin.userId } });
    expect(byAdmin.body.data.entries[0].before).toEqual([{ accountLevel: 2, userId: null, orderLimit: 100_000, monthlyBudget: null }]);
    const orders = await owner.browser.get('/api/organization/audit-log?kind=order_placed');
    expect(orders.body.data.entries.map((e: { subject: string }) => e.subject)).toHaveLength(1);
    expect(all.body.data.actors.map((a: { userId: string }) => a.userId).sort()).toEqual([owner.userId, admin.userId, member.userId].sort());

    const csv = await owner.browser.get('/api/organization/audit-log.csv?kind=limits_changed');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = csv.body as string;
    expect(text.split('\r\n')[0]).toBe('at,actor,kind,subject,before,after');
    expect(text.split('\r\n').filter((line) => line.includes('limits_changed'))).toHaveLength(2);
    expect((await member.browser.get('/api/organization/audit-log')).body.error.code).toBe('PERMISSION_DENIED');
    expect(organizationId).toBeTruthy();
  });

  it('records organisation actions in the same transaction: invites, roles, removals, profile, addresses, a withdrawn held order', async () => {
    const { organizationId, owner, member, variant } = await limitedOrganization({ orderLimit: 100_000, monthlyBudget: null });
    const invited = await owner.browser.post('/api/organization/invites', { email: 'moi.vao@example.vn', accountLevel: 2 });
    expect(invited.status).toBe(200);
    await owner.browser.delete(`/api/organization/invites/${invited.body.data.invite.code}`);
    await owner.browser.put(`/api/organization/users/${member.userId}/role`, { accountLevel: 4 });
    await owner.browser.put(`/api/organization/users/${member.userId}/role`, { accountLevel: 2 });
    await owner.browser.put('/api/organization', { name: 'Bếp Mới' });
    const held = await place(member, variant, 2);
    const cancel = await member.browser.post('/api/cancel-order', { id: held.body.data.order.orders[0].gid, cancellationReason: 'changed_mind' });
    expect(cancel.status).toBe(200);
    const mine = await member.browser.get('/api/organization/approvals');
    expect(mine.body.data.mine[0]).toMatchObject({ status: 'rejected', decisionReason: 'Đơn hàng đã bị huỷ.' });
    expect((await owner.browser.get('/api/organization/approvals')).body.data.pending).toEqual([]);
    await owner.browser.delete(`/api/organization/users/${member.userId}`);

    const { rows } = await server.db.query<{ kind: string; subject: string; before: unknown; after: unknown }>(
      'SELECT kind, subject, before, after FROM organization_audit_log WHERE organization_id = $1 ORDER BY created_at, id',
      [organizationId],
    );
    expect(rows.map((row) => row.kind)).toEqual([
      'limits_changed',
      'invite_sent',
      'invite_revoked',
      'role_changed',
      'role_changed',
      'profile_changed',
      'order_held',
      'order_cancelled',
      'user_removed',
    ]);
    expect(rows[1]).toMatchObject({ subject: 'moi.vao@example.vn', after: { accountLevel: 2 } });
    expect(rows[3]).toMatchObject({ subject: member.email, before: { accountLevel: 2 }, after: { accountLevel: 4 } });
    expect(rows[5]).toMatchObject({ before: { name: expect.any(String) }, after: { name: 'Bếp Mới' } });
  });

  it('states invoice orders with due dates and aging, puts an organisation with an invoice over 90 days on credit hold, and settlement lifts it', async () => {
    const organizationId = await invoiceOrganization(server, 10_000_000, 30);
    const owner = await orgUser(server, organizationId, 1);
    const member = await orgUser(server, organizationId, 2);
    const variant = pool.take(standardVariant);
    statementVariant = variant;
    await pool.set(variant.id, { available_count: 20, price: 60_000 });
    const old = await place(owner, variant, 2);
    const recent = await place(owner, variant, 3);
    // The first invoice dates from 125 days ago: due 95 days ago, over 90.
    await server.db.query(`UPDATE order_placements SET created_at = now() - interval '125 days' WHERE id = $1`, [old.body.data.order.placementId]);

    const statement = await owner.browser.get('/api/organization/statement');
    expect(statement.status).toBe(200);
    const data = statement.body.data;
    expect(data.paymentTermsDays).toBe(30);
    expect(data.invoices.map((i: { gid: string; bucket: string; status: string }) => [i.gid, i.bucket, i.status])).toEqual([
      [recent.body.data.order.gid, 'current', 'open'],
      [old.body.data.order.gid, 'over-90', 'open'],
    ]);
    expect(data.buckets.find((b: { bucket: string }) => b.bucket === 'over-90').amount).toBe(old.body.data.order.totalPrice);
    expect(data.credit.outstanding).toBe(old.body.data.order.totalPrice + recent.body.data.order.totalPrice);
    expect(data.creditHold).toEqual({ onHold: true, reasons: ['overdue_90'] });
    expect((await member.browser.get('/api/organization/statement')).body.error.code).toBe('PERMISSION_DENIED');

    const refused = await place(owner, variant, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CREDIT_HOLD');
    expect(await stockOf(server, variant.id)).toBe(15);

    const partial = await ops(server, '/api/ops/invoice-payments', { organizationId, amount: 100_000, reference: 'UNC 0001' });
    expect(partial.status).toBe(200);
    expect(partial.body.data.allocations).toEqual([{ gid: old.body.data.order.gid, amount: 100_000 }]);
    const rest = old.body.data.order.totalPrice - 100_000 + 50_000;
    const paid = await ops(server, '/api/ops/invoice-payments', { organizationId, amount: rest, reference: 'UNC 0002', orderGids: [old.body.data.order.gid, recent.body.data.order.gid] });
    expect(paid.body.data.allocations).toEqual([
      { gid: old.body.data.order.gid, amount: old.body.data.order.totalPrice - 100_000 },
      { gid: recent.body.data.order.gid, amount: 50_000 },
    ]);
    expect(paid.body.data.outstanding).toBe(recent.body.data.order.totalPrice - 50_000);
    const after = (await owner.browser.get('/api/organization/statement')).body.data;
    expect(after.creditHold.onHold).toBe(false);
    expect(after.invoices.map((i: { status: string; open: number }) => [i.status, i.open])).toEqual([
      ['open', recent.body.data.order.totalPrice - 50_000],
      ['paid', 0],
    ]);
    // The same transfer sent again is answered, not applied again; its reference with another amount is refused.
    const again = await ops(server, '/api/ops/invoice-payments', { organizationId, amount: rest, reference: 'UNC 0002', orderGids: [old.body.data.order.gid, recent.body.data.order.gid] });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ paymentId: paid.body.data.paymentId, replayed: true, outstanding: paid.body.data.outstanding, unapplied: 0 });
    expect(again.body.data.allocations).toEqual(expect.arrayContaining(paid.body.data.allocations));
    const reused = await ops(server, '/api/ops/invoice-payments', { organizationId, amount: 1_000, reference: 'UNC 0002' });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('PAYMENT_REFERENCE_REUSED');
    const elsewhere = await ops(server, '/api/ops/invoice-payments', { organizationId, amount: rest, reference: 'UNC 0002', orderGids: [recent.body.data.order.gid] });
    expect(elsewhere.body.error.code).toBe('PAYMENT_REFERENCE_REUSED');
    expect(await outstanding(organizationId)).toBe(recent.body.data.order.totalPrice - 50_000);

    expect((await place(owner, variant, 1)).status).toBe(201);

    const csv = await owner.browser.get('/api/organization/statement.csv');
    expect((csv.body as string).split('\r\n')[0]).toBe('order,invoice_date,due_date,amount,paid,open,status,aging_bucket,days_past_due');
    const unknown = await ops(server, '/api/ops/invoice-payments', { organizationId, amount: 1, reference: 'x', orderGids: ['999999999'] });
    expect(unknown.body.error.code).toBe('INVOICE_NOT_OPEN');
    expect((await ops(server, '/api/ops/invoice-payments', { organizationId, amount: 1, reference: 'x' }, 'wrong')).status).toBe(401);
  });

  it('gives back on cancellation only the invoice credit still owed: a paid invoice is not released twice', async () => {
    const organizationId = await invoiceOrganization(server, 10_000_000, 30);
    const owner = await orgUser(server, organizationId, 1);
    // The test shop has too few standard variants for a test each: this one reuses the statement test's.
    const variant = statementVariant;
    await pool.set(variant.id, { available_count: 20, price: 60_000 });
    const paidOrder = await place(owner, variant, 2);
    const partOrder = await place(owner, variant, 3);
    const paidTotal = paidOrder.body.data.order.totalPrice;
    const partTotal = partOrder.body.data.order.totalPrice;
    expect(await outstanding(organizationId)).toBe(paidTotal + partTotal);
    await ops(server, '/api/ops/invoice-payments', { organizationId, amount: paidTotal, reference: 'UNC 1', orderGids: [paidOrder.body.data.order.gid] });
    await ops(server, '/api/ops/invoice-payments', { organizationId, amount: 40_000, reference: 'UNC 2', orderGids: [partOrder.body.data.order.gid] });
    expect(await outstanding(organizationId)).toBe(partTotal - 40_000);

    const cancel = (order: typeof paidOrder) => owner.browser.post('/api/cancel-order', { id: order.body.data.order.orders[0].gid, cancellationReason: 'changed_mind' });
    expect((await cancel(paidOrder)).status).toBe(200);
    expect(await outstanding(organizationId)).toBe(partTotal - 40_000);
    expect((await cancel(partOrder)).status).toBe(200);
    expect(await outstanding(organizationId)).toBe(0);
    // Both cancellations gave their stock back too.
    expect(await stockOf(server, variant.id)).toBe(20);
  });
});
