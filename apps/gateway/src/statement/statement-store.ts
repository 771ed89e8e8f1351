import type { Queryable } from '../db/database';
import { newId } from '../security/random';

/** SQL of the statement of account and its settlement (issue #18). */

export interface InvoiceRow {
  readonly placement_id: string;
  readonly gid: string;
  /** The shop-time date the order became an invoice (placed, or approved when it was held). */
  readonly invoice_date: string;
  readonly amount: string | number;
  readonly paid: string | number;
}

export interface OrganizationCreditRow {
  readonly id: string;
  readonly name: string;
  readonly invoice_credit_limit: string | number;
  readonly invoice_current_outstanding: string | number;
  readonly payment_terms_days: number;
}

/** The organisation's credit figures and payment terms, its row locked when asked. */
export async function organizationCredit(q: Queryable, organizationId: string, forUpdate = false): Promise<OrganizationCreditRow | null> {
  const { rows } = await q.query<OrganizationCreditRow>(
    `SELECT id, name, invoice_credit_limit, invoice_current_outstanding, payment_terms_days FROM organizations WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [organizationId],
  );
  return rows[0] ?? null;
}

/**
 * The organisation's invoice orders: placements paid by invoice that are not (or no longer)
 * waiting for approval, each with its amount (orders not cancelled) and what payments settled.
 * `openOnly` keeps those still owing.
 */
export async function invoiceOrders(q: Queryable, organizationId: string, timeZone: string, openOnly = false): Promise<InvoiceRow[]> {
  const { rows } = await q.query<InvoiceRow>(
    `SELECT * FROM (
       SELECT p.id AS placement_id, p.gid,
              to_char((COALESCE(a.decided_at, p.created_at) AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS invoice_date,
              COALESCE((SELECT SUM(o.total_price) FROM orders o WHERE o.placement_id = p.id AND o.fulfillment_status <> 9), 0) AS amount,
              COALESCE((SELECT SUM(x.amount) FROM invoice_payment_allocations x WHERE x.placement_id = p.id), 0) AS paid
         FROM order_placements p
         LEFT JOIN order_approvals a ON a.placement_id = p.id
        WHERE p.organization_id = $1 AND p.billing_type = 'invoice' AND (a.status IS NULL OR a.status = 'approved')
     ) invoices
     WHERE amount > 0 AND ($3::boolean IS FALSE OR paid < amount)
     ORDER BY invoice_date DESC, gid DESC`,
    [organizationId, timeZone, openOnly],
  );
  return rows;
}

/** Records a payment and its parts, one row each. */
export async function insertInvoicePayment(
  tx: Queryable,
  payment: { organizationId: string; amount: number; reference: string; receivedOn: string; allocations: readonly { placementId: string; amount: number }[] },
): Promise<string> {
  const id = newId('ipm');
  await tx.query(
    `INSERT INTO invoice_payments (id, organization_id, amount, reference, received_on) VALUES ($1, $2, $3, $4, $5)`,
    [id, payment.organizationId, payment.amount, payment.reference, payment.receivedOn],
  );
  if (payment.allocations.length > 0) {
    await tx.query(
      `INSERT INTO invoice_payment_allocations (payment_id, placement_id, amount)
       SELECT $1, unnest($2::text[]), unnest($3::bigint[])`,
      [id, payment.allocations.map((a) => a.placementId), payment.allocations.map((a) => a.amount)],
    );
  }
  return id;
}

/** The payment recorded under a reference, with its parts by order number; null when there is none. */
export async function invoicePaymentByReference(
  q: Queryable,
  organizationId: string,
  reference: string,
): Promise<{ id: string; amount: number; allocations: { gid: string; amount: number }[] } | null> {
  const { rows } = await q.query<{ id: string; amount: string | number; gid: string | null; part: string | number | null }>(
    `SELECT p.id, p.amount, o.gid, x.amount AS part FROM invoice_payments p
       LEFT JOIN invoice_payment_allocations x ON x.payment_id = p.id
       LEFT JOIN order_placements o ON o.id = x.placement_id
      WHERE p.organization_id = $1 AND p.reference = $2
      ORDER BY o.gid`,
    [organizationId, reference],
  );
  const first = rows[0];
  if (!first) return null;
  return {
    id: first.id,
    amount: Number(first.amount),
    allocations: rows.filter((row) => row.gid !== null).map((row) => ({ gid: row.gid ?? '', amount: Number(row.part) })),
  };
}
