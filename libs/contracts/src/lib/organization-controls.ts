import { AGING_BUCKETS, type AgingBucket } from '@gio/domain-orders';
import { AUDIT_KINDS, type AuditKind } from '@gio/domain-access';
import { z } from 'zod';
import { placedOrderSchema } from './checkout';
import type { RestRoute } from './rest';

/**
 * The B2B organisation's controls (issue #18): spending limits, orders held for approval, the
 * audit log and the statement of account, plus the operator's settlement call. Money is whole
 * đồng (BIGINT on the server; JSON numbers stay exact below 2^53).
 */

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const money = z.number().int();
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const gidParam = z.string().regex(/^[0-9]{1,20}$/, 'must be an order number');
const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id');
const limitedLevel = z.union([z.literal(2), z.literal(3), z.literal(4)]);

/** Error codes of these calls (the spec's catalogue numbers none of them). */
export const OrganizationControlErrorCode = {
  /** 409: the held order was approved, rejected or expired already (someone decided first). */
  APPROVAL_ALREADY_DECIDED: 'APPROVAL_ALREADY_DECIDED',
  /** 409: the order waits for approval; it is not sent to fulfilment (operator advance). */
  ORDER_AWAITING_APPROVAL: 'ORDER_AWAITING_APPROVAL',
  /** 409: the organisation is on credit hold (over its limit or an invoice over 90 days): no invoice orders. */
  CREDIT_HOLD: 'CREDIT_HOLD',
  /** 400: a per-user limit names someone outside the organisation, or the owner. */
  LIMIT_USER_UNKNOWN: 'LIMIT_USER_UNKNOWN',
  /** 409: the payment names an invoice that is not an open invoice order of the organisation. */
  INVOICE_NOT_OPEN: 'INVOICE_NOT_OPEN',
  /** 409: an order that needs approval is paid by the organisation's invoice, which waits; a card or hosted payment would lapse while it waits. */
  APPROVAL_NEEDS_INVOICE: 'APPROVAL_NEEDS_INVOICE',
  /** 400: the person who placed a held order cannot approve it. */
  SELF_APPROVAL: 'SELF_APPROVAL',
  /** 409: every order of the held placement was cancelled; there is nothing left to approve. */
  APPROVAL_ORDER_CANCELLED: 'APPROVAL_ORDER_CANCELLED',
  /** 409: an organisation's order keeps what it was placed (and approved) with; more goods are a new order, under the limits. */
  ORGANIZATION_ORDER_ATTACH: 'ORGANIZATION_ORDER_ATTACH',
  /** 400 (as PERMISSION_DENIED; a 403 means the bot challenge to the clients): an admin cannot change the limit that governs their own orders; the owner sets it. */
  OWN_LIMIT: 'OWN_LIMIT',
  /** 409: a payment with this reference was recorded already with another amount or other invoices. */
  PAYMENT_REFERENCE_REUSED: 'PAYMENT_REFERENCE_REUSED',
} as const;
export type OrganizationControlErrorCode = (typeof OrganizationControlErrorCode)[keyof typeof OrganizationControlErrorCode];

export const roleLimitSchema = z.object({
  accountLevel: limitedLevel,
  orderLimit: amount.nullable(),
  monthlyBudget: amount.nullable(),
});
export const userLimitSchema = z.object({
  userId: id,
  orderLimit: amount.nullable(),
  monthlyBudget: amount.nullable(),
});

export const spendingLimitsSchema = z.object({
  roles: z.array(roleLimitSchema.extend({ levelLabel: z.string(), spentThisMonth: money })),
  users: z.array(userLimitSchema.extend({ spentThisMonth: money })),
  /** The people a per-user limit may name (everyone but the owner). */
  people: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), accountLevel: z.number().int(), levelLabel: z.string() })),
  month: z.string(),
});
export type SpendingLimitsView = z.infer<typeof spendingLimitsSchema>;

export const approvalSchema = z.object({
  gid: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'expired']),
  reasons: z.array(z.enum(['order_limit', 'monthly_budget', 'cart_editor'])),
  requester: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
  totalPrice: money,
  billingType: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  lines: z.array(z.object({ variantId: z.string(), name: z.string(), quantity: z.number().int(), unitPrice: money, totalPrice: money })),
});
export type ApprovalView = z.infer<typeof approvalSchema>;

export const approvalsPageSchema = z.object({
  /** Owner and admin: what waits for a decision. Empty for everyone else. */
  pending: z.array(approvalSchema),
  /** The signed-in user's own held orders (waiting, or decided in the last 30 days). */
  mine: z.array(approvalSchema),
  canDecide: z.boolean(),
});
export type ApprovalsPage = z.infer<typeof approvalsPageSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ userId: z.string().nullable(), name: z.string() }),
  kind: z.enum(AUDIT_KINDS as [AuditKind, ...AuditKind[]]),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  actor: id.optional(),
  kind: z.enum(AUDIT_KINDS as [AuditKind, ...AuditKind[]]).optional(),
  /** The previous page's nextCursor. */
  cursor: z.string().max(200).regex(/^[A-Za-z0-9_-]+$/).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
  actors: z.array(z.object({ userId: z.string(), name: z.string() })),
  kinds: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const statementInvoiceSchema = z.object({
  gid: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  amount: money,
  paid: money,
  open: money,
  status: z.enum(['paid', 'open']),
  bucket: z.enum(AGING_BUCKETS as [AgingBucket, ...AgingBucket[]]),
  daysPastDue: z.number().int(),
});
export const statementSchema = z.object({
  asOf: z.string(),
  paymentTermsDays: z.number().int(),
  credit: z.object({ limit: money, outstanding: money, remaining: money }),
  buckets: z.array(z.object({ bucket: z.enum(AGING_BUCKETS as [AgingBucket, ...AgingBucket[]]), amount: money })),
  openTotal: money,
  invoices: z.array(statementInvoiceSchema),
  creditHold: z.object({ onHold: z.boolean(), reasons: z.array(z.enum(['over_limit', 'overdue_90'])) }),
});
export type StatementView = z.infer<typeof statementSchema>;

/**
 * What checkout needs to tell a member before placing (issue #18): the limit that applies and
 * the month's spend, for domain-access `approvalNeed` over the order total; and the credit hold.
 * Null outside an organisation's cart.
 */
export const spendingStatusSchema = z
  .object({
    accountLevel: z.number().int(),
    limit: z.object({ orderLimit: money.nullable(), monthlyBudget: money.nullable() }).nullable(),
    spentThisMonth: money,
    creditHold: z.object({ onHold: z.boolean(), reasons: z.array(z.enum(['over_limit', 'overdue_90'])) }),
  })
  .nullable();
export type SpendingStatusView = z.infer<typeof spendingStatusSchema>;

export const organizationControlRoutes = {
  spendingStatus: { method: 'GET', path: '/api/organization/spending-status', response: dataOf(z.object({ status: spendingStatusSchema })) },
  spendingLimits: { method: 'GET', path: '/api/organization/spending-limits', response: dataOf(spendingLimitsSchema) },
  setSpendingLimits: {
    method: 'PUT',
    path: '/api/organization/spending-limits',
    // Each role and each person at most once: the limits are one row each (a repeat was a 500
    // from the table's key, issue #21's fuzzing).
    body: z
      .object({ roles: z.array(roleLimitSchema).max(3), users: z.array(userLimitSchema).max(500) })
      .superRefine((body, ctx) => {
        const repeated = <T>(items: readonly T[], key: (item: T) => unknown, path: string, field: string) => {
          const seen = new Set<unknown>();
          items.forEach((item, index) => {
            if (seen.has(key(item))) ctx.addIssue({ code: 'custom', message: `${field} is given twice`, path: [path, index, field] });
            seen.add(key(item));
          });
        };
        repeated(body.roles, (role) => role.accountLevel, 'roles', 'accountLevel');
        repeated(body.users, (user) => user.userId, 'users', 'userId');
      }),
    response: dataOf(spendingLimitsSchema),
  },
  approvals: { method: 'GET', path: '/api/organization/approvals', response: dataOf(approvalsPageSchema) },
  /** Sends an Idempotency-Key, as place-order does: a retry answers the same order. */
  approve: {
    method: 'POST',
    path: '/api/organization/approvals/:gid/approve',
    params: z.object({ gid: gidParam }),
    response: dataOf(z.object({ approval: approvalSchema, order: placedOrderSchema })),
  },
  reject: {
    method: 'POST',
    path: '/api/organization/approvals/:gid/reject',
    params: z.object({ gid: gidParam }),
    body: z.object({ reason: z.string().trim().min(1).max(500) }),
    response: dataOf(z.object({ approval: approvalSchema })),
  },
  auditLog: { method: 'GET', path: '/api/organization/audit-log', query: auditQuerySchema, response: dataOf(auditPageSchema) },
  statement: { method: 'GET', path: '/api/organization/statement', response: dataOf(statementSchema) },
  /**
   * Operator settlement (Bearer OPS_TOKEN): a payment against named invoice orders, else the
   * oldest open ones. The reference (the bank transfer's) is the payment's key within the
   * organisation: sending it again answers the payment recorded first (`replayed`), once.
   */
  recordInvoicePayment: {
    method: 'POST',
    path: '/api/ops/invoice-payments',
    body: z.object({
      organizationId: id,
      amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
      reference: z.string().trim().min(1).max(120),
      receivedOn: z.iso.date({ error: 'must be a date, YYYY-MM-DD' }).optional(),
      orderGids: z.array(gidParam).min(1).max(200).optional(),
    }),
    response: dataOf(
      z.object({
        paymentId: z.string(),
        allocations: z.array(z.object({ gid: z.string(), amount: money })),
        unapplied: money,
        outstanding: money,
        /** True when the reference was recorded already: nothing was applied again. */
        replayed: z.boolean(),
      }),
    ),
  },
} as const satisfies Record<string, RestRoute>;

/** The CSV downloads (not JSON, so not in the route table): the same filters as their JSON calls. */
export const AUDIT_LOG_CSV_PATH = '/api/organization/audit-log.csv';
export const STATEMENT_CSV_PATH = '/api/organization/statement.csv';
