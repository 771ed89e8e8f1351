import type { ApprovalView, AuditPage, SpendingLimitsView, StatementView } from '@gio/contracts';
import type { FakeAnswer } from '../../../testing/fake-network';

/** A held order as GET /api/organization/approvals answers it. */
export function approvalFixture(overrides: Partial<ApprovalView> = {}): ApprovalView {
  return {
    gid: '700123',
    status: 'pending',
    reasons: ['order_limit'],
    requester: { userId: 'usr_lan', name: 'Nguyễn Lan', email: 'nhan.vien@gio.vn' },
    totalPrice: 1_830_000,
    billingType: 'invoice',
    createdAt: '2026-11-20T03:00:00.000Z',
    expiresAt: '2026-11-27T03:00:00.000Z',
    decidedAt: null,
    decisionReason: null,
    lines: [
      { variantId: 'v-gao', name: 'Gạo ST25 25kg', quantity: 3, unitPrice: 600_000, totalPrice: 1_800_000 },
    ],
    ...overrides,
  };
}

export const approvalsAnswer = (pending: ApprovalView[], mine: ApprovalView[] = [], canDecide = true): FakeAnswer => ({
  body: { data: { pending, mine, canDecide } },
});

export function limitsFixture(overrides: Partial<SpendingLimitsView> = {}): SpendingLimitsView {
  return {
    month: '2026-11',
    roles: [
      { accountLevel: 2, levelLabel: 'Member', orderLimit: 1_000_000, monthlyBudget: 5_000_000, spentThisMonth: 1_200_000 },
      { accountLevel: 3, levelLabel: 'Cart Editor', orderLimit: null, monthlyBudget: null, spentThisMonth: 0 },
      { accountLevel: 4, levelLabel: 'Admin', orderLimit: null, monthlyBudget: null, spentThisMonth: 0 },
    ],
    users: [{ userId: 'usr_lan', orderLimit: 3_000_000, monthlyBudget: null, spentThisMonth: 450_000 }],
    people: [
      { userId: 'usr_lan', name: 'Nguyễn Lan', email: 'nhan.vien@gio.vn', accountLevel: 2, levelLabel: 'Member' },
      { userId: 'usr_hung', name: 'Lê Hùng', email: 'quan.tri@gio.vn', accountLevel: 4, levelLabel: 'Admin' },
    ],
    ...overrides,
  };
}

export function auditFixture(overrides: Partial<AuditPage> = {}): AuditPage {
  return {
    entries: [
      {
        id: 'aud_2',
        at: '2026-11-21T02:30:00.000Z',
        actor: { userId: 'usr_owner', name: 'Trần Minh <chu.doanh.nghiep@gio.vn>' },
        kind: 'role_changed',
        subject: 'nhan.vien@gio.vn',
        before: { accountLevel: 2 },
        after: { accountLevel: 4 },
      },
      {
        id: 'aud_1',
        at: '2026-11-20T02:30:00.000Z',
        actor: { userId: 'usr_lan', name: 'Nguyễn Lan <nhan.vien@gio.vn>' },
        kind: 'order_held',
        subject: '700123',
        before: null,
        after: { total: 1_830_000 },
      },
    ],
    nextCursor: 'MjAyNi0xMS0yMA',
    actors: [
      { userId: 'usr_owner', name: 'Trần Minh <chu.doanh.nghiep@gio.vn>' },
      { userId: 'usr_lan', name: 'Nguyễn Lan <nhan.vien@gio.vn>' },
    ],
    kinds: ['invite_sent', 'role_changed', 'order_held'],
    ...overrides,
  };
}

export function statementFixture(overrides: Partial<StatementView> = {}): StatementView {
  return {
    asOf: '2026-11-26',
    paymentTermsDays: 30,
    credit: { limit: 50_000_000, outstanding: 4_250_000, remaining: 45_750_000 },
    buckets: [
      { bucket: 'current', amount: 1_250_000 },
      { bucket: '1-30', amount: 0 },
      { bucket: '31-60', amount: 3_000_000 },
      { bucket: '61-90', amount: 0 },
      { bucket: 'over-90', amount: 0 },
    ],
    openTotal: 4_250_000,
    invoices: [
      { gid: '700200', invoiceDate: '2026-11-10', dueDate: '2026-12-10', amount: 1_250_000, paid: 0, open: 1_250_000, status: 'open', bucket: 'current', daysPastDue: 0 },
      { gid: '700150', invoiceDate: '2026-09-01', dueDate: '2026-10-01', amount: 3_000_000, paid: 0, open: 3_000_000, status: 'open', bucket: '31-60', daysPastDue: 56 },
      { gid: '700100', invoiceDate: '2026-08-01', dueDate: '2026-08-31', amount: 2_000_000, paid: 2_000_000, open: 0, status: 'paid', bucket: 'over-90', daysPastDue: 0 },
    ],
    creditHold: { onHold: false, reasons: [] },
    ...overrides,
  };
}
