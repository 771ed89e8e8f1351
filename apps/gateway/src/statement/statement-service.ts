import { AuditKind, OrganizationAction, csvDocument } from '@gio/domain-access';
import {
  AGING_BUCKETS,
  agingBucket,
  agingSummary,
  allocatePayment,
  creditHoldReasons,
  daysPastDue,
  invoiceDueDate,
  openAmount,
  type CreditHoldReason,
  type StatementInvoice,
} from '@gio/domain-orders';
import { OrganizationControlErrorCode, type StatementView } from '@gio/contracts';
import { recordAudit } from '../audit/audit-store';
import { authorize, loadMember } from '../business/member';
import type { Database, Queryable } from '../db/database';
import { AppError, notFound } from '../http/app-error';
import { releaseInvoiceCredit } from '../payments/invoice-store';
import { insertInvoicePayment, invoicePaymentByReference, invoiceOrders, organizationCredit, type InvoiceRow } from './statement-store';

/** The shop's calendar date of an instant. */
export function shopDate(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

const asInvoice = (row: InvoiceRow, termsDays: number): StatementInvoice => ({
  id: row.placement_id,
  invoiceDate: row.invoice_date,
  dueDate: invoiceDueDate(row.invoice_date, termsDays),
  amount: Number(row.amount),
  paid: Math.min(Number(row.paid), Number(row.amount)),
});

export interface StatementDeps {
  readonly db: Database;
  readonly now: () => number;
  readonly timeZone: () => Promise<string>;
}

/**
 * The statement of account (issue #18): the organisation's invoice orders with their due dates
 * (Net N days, the organisation's payment terms), paid or open, the aging buckets, the credit
 * figures, the credit hold; and the operator's settlement, which lowers the outstanding amount.
 */
export class StatementService {
  constructor(private readonly deps: StatementDeps) {}

  /** GET /api/organization/statement: owners and admins. */
  async statement(userId: string): Promise<StatementView> {
    const member = await loadMember(this.deps.db, userId);
    authorize(member, OrganizationAction.READ_STATEMENT);
    return this.build(this.deps.db, member.organization.id);
  }

  /** GET /api/organization/statement.csv: the invoices as the screen lists them. */
  async statementCsv(userId: string): Promise<string> {
    const view = await this.statement(userId);
    return csvDocument(
      ['order', 'invoice_date', 'due_date', 'amount', 'paid', 'open', 'status', 'aging_bucket', 'days_past_due'],
      view.invoices.map((i) => [i.gid, i.invoiceDate, i.dueDate, i.amount, i.paid, i.open, i.status, i.bucket, i.daysPastDue]),
    );
  }

  async build(q: Queryable, organizationId: string): Promise<StatementView> {
    const tz = await this.deps.timeZone();
    const asOf = shopDate(this.deps.now(), tz);
    const org = await organizationCredit(q, organizationId);
    if (!org) throw notFound('Organization');
    const rows = await invoiceOrders(q, organizationId, tz);
    const invoices = rows.map((row) => asInvoice(row, org.payment_terms_days));
    const summary = agingSummary(invoices, asOf);
    const limit = Number(org.invoice_credit_limit);
    const outstanding = Number(org.invoice_current_outstanding);
    const reasons = creditHoldReasons({ creditLimit: limit, outstanding, invoices, asOf });
    return {
      asOf,
      paymentTermsDays: org.payment_terms_days,
      credit: { limit, outstanding, remaining: Math.max(limit - outstanding, 0) },
      buckets: AGING_BUCKETS.map((bucket) => ({ bucket, amount: summary[bucket] })),
      openTotal: invoices.reduce((sum, invoice) => sum + openAmount(invoice), 0),
      invoices: invoices.map((invoice, index) => {
        const open = openAmount(invoice);
        return {
          gid: rows[index]?.gid ?? '',
          invoiceDate: invoice.invoiceDate,
          dueDate: invoice.dueDate,
          amount: invoice.amount,
          paid: invoice.paid,
          open,
          status: open === 0 ? 'paid' : 'open',
          bucket: agingBucket(invoice.dueDate, asOf),
          daysPastDue: open === 0 ? 0 : daysPastDue(invoice.dueDate, asOf),
        };
      }),
      creditHold: { onHold: reasons.length > 0, reasons },
    };
  }

  /** Issue #18 credit hold, read inside the placement's transaction: why invoice orders are refused now. */
  async creditHold(q: Queryable, organizationId: string, timeZone: string): Promise<CreditHoldReason[]> {
    const org = await organizationCredit(q, organizationId);
    if (!org) return [];
    const open = (await invoiceOrders(q, organizationId, timeZone, true)).map((row) => asInvoice(row, org.payment_terms_days));
    return creditHoldReasons({
      creditLimit: Number(org.invoice_credit_limit),
      outstanding: Number(org.invoice_current_outstanding),
      invoices: open,
      asOf: shopDate(this.deps.now(), timeZone),
    });
  }

  /**
   * POST /api/ops/invoice-payments: records a payment against the named invoice orders (else
   * the oldest open ones), part of one when it does not cover it, and lowers the outstanding
   * amount by what was applied. The organisation row is locked so two payments settle in turn;
   * a reference already recorded answers that payment again (same amount) or 409 (another).
   */
  async recordPayment(input: { organizationId: string; amount: number; reference: string; receivedOn?: string; orderGids?: readonly string[] }) {
    const tz = await this.deps.timeZone();
    return this.deps.db.transaction(async (tx) => {
      const org = await organizationCredit(tx, input.organizationId, true);
      if (!org) throw notFound('Organization');
      // The organisation's row is locked: a retry racing its first send waits here and then
      // finds it, so one transfer is applied once (the unique index backs this up).
      const recorded = await invoicePaymentByReference(tx, input.organizationId, input.reference);
      if (recorded) {
        const sameInvoices =
          !input.orderGids ||
          [...new Set(input.orderGids)].sort().join() === [...new Set(recorded.allocations.map((a) => a.gid))].sort().join();
        if (recorded.amount !== input.amount || !sameInvoices)
          throw new AppError(
            409,
            OrganizationControlErrorCode.PAYMENT_REFERENCE_REUSED,
            `Payment ${input.reference} was recorded already with ${recorded.amount} ₫ on orders ${recorded.allocations.map((a) => a.gid).join(', ') || '(none)'}`,
            'reference',
          );
        const applied = recorded.allocations.reduce((sum, a) => sum + a.amount, 0);
        return {
          paymentId: recorded.id,
          allocations: recorded.allocations,
          unapplied: recorded.amount - applied,
          outstanding: Number(org.invoice_current_outstanding),
          replayed: true,
        };
      }
      const rows = await invoiceOrders(tx, input.organizationId, tz, true);
      const invoices = rows.map((row) => asInvoice(row, org.payment_terms_days));
      const byGid = new Map(rows.map((row) => [row.gid, row.placement_id]));
      let only: string[] | undefined;
      if (input.orderGids) {
        const missing = input.orderGids.filter((gid) => !byGid.has(gid));
        if (missing.length > 0)
          throw new AppError(409, OrganizationControlErrorCode.INVOICE_NOT_OPEN, `Not open invoice orders of the organisation: ${missing.join(', ')}`, 'orderGids');
        only = input.orderGids.map((gid) => byGid.get(gid) ?? '');
      }
      const { allocations, unapplied } = allocatePayment(input.amount, invoices, only);
      const applied = allocations.reduce((sum, a) => sum + a.amount, 0);
      const paymentId = await insertInvoicePayment(tx, {
        organizationId: input.organizationId,
        amount: input.amount,
        reference: input.reference,
        receivedOn: input.receivedOn ?? shopDate(this.deps.now(), tz),
        allocations: allocations.map((a) => ({ placementId: a.invoiceId, amount: a.amount })),
      });
      if (applied > 0) await releaseInvoiceCredit(tx, input.organizationId, applied);
      const gidOf = new Map(rows.map((row) => [row.placement_id, row.gid]));
      const parts = allocations.map((a) => ({ gid: gidOf.get(a.invoiceId) ?? '', amount: a.amount }));
      const before = Number(org.invoice_current_outstanding);
      const outstanding = Math.max(before - applied, 0);
      await recordAudit(tx, {
        organizationId: input.organizationId,
        actorId: null,
        kind: AuditKind.PAYMENT_RECORDED,
        subject: input.reference,
        before: { outstanding: before },
        after: { outstanding, amount: input.amount, allocations: parts, unapplied },
      });
      return { paymentId, allocations: parts, unapplied, outstanding, replayed: false };
    });
  }
}
