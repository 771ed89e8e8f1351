import type { Queryable } from '../db/database';

/**
 * The invoice credit of business accounts (accounts.md §3 "Business account": creditLimit,
 * currentOutstanding), as the business invoice provider moves it. Every growth is one
 * conditional UPDATE, so two orders racing for the last of the credit cannot both pass.
 */

/**
 * What remains of the invoice credit of the user's organisation (creditLimit less
 * currentOutstanding, accounts.md §3 "Business account"), or null without one.
 */
export async function remainingInvoiceCredit(q: Queryable, userId: string): Promise<number | null> {
  const { rows } = await q.query<{ remaining: string | number }>(
    `SELECT GREATEST(o.invoice_credit_limit - o.invoice_current_outstanding, 0) AS remaining
     FROM users u JOIN organizations o ON o.id = u.organization_id WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ? Number(rows[0].remaining) : null;
}

/** The user's organisation when it is enabled and pays by invoice, else null. */
export async function invoicingOrganizationOf(
  q: Queryable,
  userId: string,
): Promise<string | null> {
  const { rows: members } = await q.query<{ organization_id: string | null }>(
    `SELECT u.organization_id FROM users u JOIN organizations o ON o.id = u.organization_id
       WHERE u.id = $1 AND o.is_enabled AND o.invoice_enabled`,
    [userId],
  );
  return members[0]?.organization_id ?? null;
}

/** Grows the organisation's outstanding amount unless it would pass the credit limit; false when it would. */
export async function chargeInvoiceCredit(
  tx: Queryable,
  organizationId: string,
  amount: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE organizations
       SET invoice_current_outstanding = invoice_current_outstanding + $2
       WHERE id = $1 AND invoice_current_outstanding + $2 <= invoice_credit_limit
       RETURNING id`,
    [organizationId, amount],
  );
  return rows.length > 0;
}

/**
 * Grows the outstanding amount of an organisation that still pays by invoice unless it would
 * pass the credit limit; false when it would (or invoicing is off).
 */
export async function chargeMoreInvoiceCredit(
  tx: Queryable,
  organizationId: string,
  amount: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE organizations
       SET invoice_current_outstanding = invoice_current_outstanding + $2
       WHERE id = $1 AND invoice_enabled AND invoice_current_outstanding + $2 <= invoice_credit_limit
       RETURNING id`,
    [organizationId, amount],
  );
  return rows.length > 0;
}

/** Gives credit back to the organisation (its outstanding amount never below zero). */
export async function releaseInvoiceCredit(
  tx: Queryable,
  organizationId: string,
  amount: number,
): Promise<void> {
  await tx.query(
    `UPDATE organizations SET invoice_current_outstanding = GREATEST(invoice_current_outstanding - $2, 0)
       WHERE id = $1`,
    [organizationId, amount],
  );
}

/** What the operator's recorded payments settled of one placement's invoice (statement/). */
export async function paidOnInvoice(q: Queryable, placementId: string): Promise<number> {
  const { rows } = await q.query<{ paid: string | number }>(
    `SELECT COALESCE(SUM(amount), 0) AS paid FROM invoice_payment_allocations WHERE placement_id = $1`,
    [placementId],
  );
  return Number(rows[0]?.paid ?? 0);
}
