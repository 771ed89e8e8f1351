import type { ApprovalStatus } from '@gio/domain-access';
import type { Queryable } from '../db/database';

/** SQL of orders held for approval (issue #18). */

export interface ApprovalRow {
  readonly placement_id: string;
  readonly gid: string;
  readonly organization_id: string;
  readonly requested_by: string;
  readonly requester_name: string;
  readonly requester_email: string;
  readonly reasons: string[];
  readonly account_level: number;
  readonly month: string;
  readonly status: ApprovalStatus;
  readonly expires_at: Date | string;
  readonly decided_by: string | null;
  readonly decided_at: Date | string | null;
  readonly reason: string | null;
  readonly created_at: Date | string;
  readonly total_price: string | number;
  readonly billing_type: string;
}

const SELECT = `SELECT a.placement_id, p.gid, a.organization_id, a.requested_by,
    trim(u.last_name || ' ' || u.first_name) AS requester_name, u.email AS requester_email,
    a.reasons, a.account_level, a.month, a.status, a.expires_at, a.decided_by, a.decided_at, a.reason,
    a.created_at, p.total_price, p.billing_type
  FROM order_approvals a JOIN order_placements p ON p.id = a.placement_id JOIN users u ON u.id = a.requested_by`;

/** Holds a placement for approval. */
export async function insertApproval(
  tx: Queryable,
  row: { placementId: string; organizationId: string; requestedBy: string; reasons: readonly string[]; accountLevel: number; month: string; expiresAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_approvals (placement_id, organization_id, requested_by, reasons, account_level, month, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.placementId, row.organizationId, row.requestedBy, row.reasons, row.accountLevel, row.month, row.expiresAt],
  );
}

/** The organisation's approvals waiting for a decision, oldest first. */
export async function pendingApprovals(q: Queryable, organizationId: string): Promise<ApprovalRow[]> {
  const { rows } = await q.query<ApprovalRow>(`${SELECT} WHERE a.organization_id = $1 AND a.status = 'pending' ORDER BY a.created_at, a.placement_id`, [organizationId]);
  return rows;
}

/** One requester's held orders (waiting or decided in the last 30 days), newest first. */
export async function requesterApprovals(q: Queryable, userId: string): Promise<ApprovalRow[]> {
  const { rows } = await q.query<ApprovalRow>(
    `${SELECT} WHERE a.requested_by = $1 AND (a.status = 'pending' OR a.decided_at > now() - interval '30 days')
      ORDER BY a.created_at DESC, a.placement_id LIMIT 50`,
    [userId],
  );
  return rows;
}

/** One approval by its placement gid within an organisation, its row locked when asked. */
export async function approvalByGid(q: Queryable, organizationId: string, gid: string, forUpdate = false): Promise<ApprovalRow | null> {
  const { rows } = await q.query<ApprovalRow>(
    `${SELECT} WHERE a.organization_id = $1 AND p.gid = $2${forUpdate ? ' FOR UPDATE OF a' : ''}`,
    [organizationId, gid],
  );
  return rows[0] ?? null;
}

/**
 * Pending approvals past their expiry (the expiry job), locked and skipped by a racing sweep;
 * `excluding` names placements this sweep already failed to close, so one bad row cannot stall
 * the rest.
 */
export async function expiredApprovals(tx: Queryable, now: Date, limit: number, excluding: readonly string[] = []): Promise<ApprovalRow[]> {
  const { rows } = await tx.query<ApprovalRow>(
    `${SELECT} WHERE a.status = 'pending' AND a.expires_at <= $1 AND NOT (a.placement_id = ANY($3::text[]))
      ORDER BY a.expires_at LIMIT $2 FOR UPDATE OF a SKIP LOCKED`,
    [now, limit, [...excluding]],
  );
  return rows;
}

/** Decides a pending approval; false when it was no longer pending (someone decided first). */
export async function decideApproval(
  tx: Queryable,
  placementId: string,
  decision: { status: Exclude<ApprovalStatus, 'pending'>; decidedBy: string | null; reason: string | null; at: Date },
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE order_approvals SET status = $2, decided_by = $3, reason = $4, decided_at = $5
      WHERE placement_id = $1 AND status = 'pending' RETURNING placement_id`,
    [placementId, decision.status, decision.decidedBy, decision.reason, decision.at],
  );
  return rows.length > 0;
}

/** The lines of held placements, for the approver's screen. */
export async function approvalLines(
  q: Queryable,
  placementIds: readonly string[],
): Promise<{ placement_id: string; variant_id: string; name: string; quantity: number; unit_price: string | number; total_price: string | number }[]> {
  if (placementIds.length === 0) return [];
  const { rows } = await q.query<{ placement_id: string; variant_id: string; name: string; quantity: number; unit_price: string | number; total_price: string | number }>(
    `SELECT o.placement_id, l.variant_id, COALESCE(v.name, l.variant_id) AS name, l.quantity, l.unit_price, l.total_price
       FROM orders o JOIN order_lines l ON l.order_id = o.id LEFT JOIN variants v ON v.id = l.variant_id
      WHERE o.placement_id = ANY($1::text[]) ORDER BY o.placement_id, o.id, l.position`,
    [placementIds],
  );
  return rows;
}

/** Approvers of an organisation (owner and admins), to notify. */
export async function approverEmails(q: Queryable, organizationId: string): Promise<{ id: string; email: string }[]> {
  const { rows } = await q.query<{ id: string; email: string }>(
    `SELECT id, email FROM users WHERE organization_id = $1 AND account_level IN (1, 4) ORDER BY email`,
    [organizationId],
  );
  return rows;
}

/** What the approve answer repeats of the placement (as place-order answered it). */
export interface PlacementSummaryRow {
  readonly id: string;
  readonly gid: string;
  readonly payment_status: number;
  readonly payment_method: number;
  readonly total_price: string | number;
  readonly is_first_order: boolean;
  readonly orders: { id: string; gid: string; order_type: number; group_identifier: string; total_price: string | number }[];
}

export async function placementSummary(q: Queryable, placementId: string): Promise<PlacementSummaryRow | null> {
  const { rows } = await q.query<PlacementSummaryRow>(
    `SELECT p.id, p.gid, p.payment_status, p.payment_method, p.total_price, p.is_first_order,
            COALESCE((SELECT json_agg(json_build_object('id', o.id, 'gid', o.gid, 'order_type', o.order_type,
                        'group_identifier', o.group_identifier, 'total_price', o.total_price) ORDER BY o.gid)
                        FROM orders o WHERE o.placement_id = p.id), '[]'::json) AS orders
       FROM order_placements p WHERE p.id = $1`,
    [placementId],
  );
  return rows[0] ?? null;
}
