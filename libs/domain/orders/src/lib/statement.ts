/**
 * Statement of account of a B2B organisation (issue #18): invoice orders fall due after the
 * organisation's payment terms (Net N days), payments settle them oldest first unless told
 * which, what is open ages into buckets, and an organisation over its limit or with an invoice
 * over 90 days past due is on credit hold. Dates are ISO calendar dates (`YYYY-MM-DD`) in the
 * shop's time zone; money is whole đồng.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The aging buckets, in statement order. */
export const AgingBucket = {
  CURRENT: 'current',
  DAYS_1_30: '1-30',
  DAYS_31_60: '31-60',
  DAYS_61_90: '61-90',
  OVER_90: 'over-90',
} as const;
export type AgingBucket = (typeof AgingBucket)[keyof typeof AgingBucket];
export const AGING_BUCKETS: readonly AgingBucket[] = Object.values(AgingBucket);

const dayNumber = (isoDate: string): number => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/** Issue #18 payment terms: an invoice is due Net N days after its invoice date. */
export function invoiceDueDate(invoiceDate: string, termsDays: number): string {
  return new Date((dayNumber(invoiceDate) + termsDays) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days an invoice is past its due date on `asOf` (0 when not yet past due). */
export function daysPastDue(dueDate: string, asOf: string): number {
  return Math.max(dayNumber(asOf) - dayNumber(dueDate), 0);
}

/** Issue #18 aging: current (not past due), 1–30, 31–60, 61–90 or over 90 days past due. */
export function agingBucket(dueDate: string, asOf: string): AgingBucket {
  const days = daysPastDue(dueDate, asOf);
  if (days === 0) return AgingBucket.CURRENT;
  if (days <= 30) return AgingBucket.DAYS_1_30;
  if (days <= 60) return AgingBucket.DAYS_31_60;
  if (days <= 90) return AgingBucket.DAYS_61_90;
  return AgingBucket.OVER_90;
}

/** One invoice of the statement: its amount and what payments settled of it. */
export interface StatementInvoice {
  readonly id: string;
  readonly invoiceDate: string;
  readonly dueDate: string;
  readonly amount: number;
  readonly paid: number;
}

/** What is still owed on an invoice. */
export function openAmount(invoice: Pick<StatementInvoice, 'amount' | 'paid'>): number {
  return Math.max(invoice.amount - invoice.paid, 0);
}

/** Issue #18 aging buckets: each bucket's open amount on `asOf` (paid invoices count nowhere). */
export function agingSummary(invoices: readonly StatementInvoice[], asOf: string): Record<AgingBucket, number> {
  const summary = Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgingBucket, number>;
  for (const invoice of invoices) {
    const open = openAmount(invoice);
    if (open > 0) summary[agingBucket(invoice.dueDate, asOf)] += open;
  }
  return summary;
}

/** One part of a payment applied to one invoice. */
export interface PaymentAllocation {
  readonly invoiceId: string;
  readonly amount: number;
}

/**
 * Issue #18 settlement: a payment settles the invoices it names (else every open invoice),
 * oldest due first, each up to what it still owes; what no invoice owes is left over.
 */
export function allocatePayment(
  amount: number,
  invoices: readonly StatementInvoice[],
  only?: readonly string[],
): { allocations: PaymentAllocation[]; unapplied: number } {
  const candidates = invoices
    .filter((invoice) => openAmount(invoice) > 0 && (only === undefined || only.includes(invoice.id)))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.invoiceDate.localeCompare(b.invoiceDate) || a.id.localeCompare(b.id));
  const allocations: PaymentAllocation[] = [];
  let left = amount;
  for (const invoice of candidates) {
    if (left <= 0) break;
    const part = Math.min(left, openAmount(invoice));
    allocations.push({ invoiceId: invoice.id, amount: part });
    left -= part;
  }
  return { allocations, unapplied: left };
}

/** Why an organisation is on credit hold. */
export type CreditHoldReason = 'over_limit' | 'overdue_90';

/**
 * Issue #18 credit hold: an organisation whose outstanding amount passes its credit limit, or
 * with an open invoice more than 90 days past due, may not order on invoice until it pays.
 */
export function creditHoldReasons(input: {
  readonly creditLimit: number;
  readonly outstanding: number;
  readonly invoices: readonly StatementInvoice[];
  readonly asOf: string;
}): CreditHoldReason[] {
  const reasons: CreditHoldReason[] = [];
  if (input.outstanding > input.creditLimit) reasons.push('over_limit');
  if (input.invoices.some((invoice) => openAmount(invoice) > 0 && agingBucket(invoice.dueDate, input.asOf) === AgingBucket.OVER_90))
    reasons.push('overdue_90');
  return reasons;
}
