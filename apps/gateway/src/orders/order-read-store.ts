import type { Queryable } from '../db/database';

/** An orders row joined with its placement, as every order read needs it. */
export interface OrderRow {
  id: string;
  gid: string;
  placement_id: string;
  placement_gid: string;
  user_id: string | null;
  guest_id: string | null;
  order_type: number;
  fulfillment_method: number;
  payment_method: number;
  payment_transaction_id: string | null;
  variants_subtotal_price: number;
  tax_amount: number;
  promo_discount: number;
  reward_deduction: number;
  credit_deduction: number;
  shipping_price: number;
  express_delivery_price: number;
  bottle_deposit_amount: number;
  price_modifiers: { label: string; amount: number }[] | null;
  total_price: number;
  shipping_address: Record<string, unknown> | null;
  delivery_instructions: string | null;
  express_time_display: string | null;
  purchase_order_number: string | null;
  fulfillment_status: number;
  order_to_fulfiller_status: number;
  shipment_status: number;
  is_first_order: boolean;
  cancellation_reason: string | null;
  custom_cancellation_reason: string | null;
  cancelled_at: Date | string | null;
  created_at: Date | string;
  /** created_at as PostgreSQL text: exact to the microsecond, for history cursors. */
  created_key: string;
  promo_codes: string[];
  item_count: number;
  /** The B2B organisation the order was placed for (its audit log records the cancellation). */
  organization_id: string | null;
}

export interface OrderLineRow {
  order_id: string;
  variant_id: string;
  position: number;
  quantity: number;
  unit_price: number;
  total_price: number;
  picking_notes: string | null;
  gid: string;
  slug: string;
  name: string;
  image: string | null;
  image_alt_text: string | null;
}

export const ORDER_COLUMNS = `o.id, o.gid, o.placement_id, p.gid AS placement_gid, o.user_id, o.guest_id, o.order_type,
  o.fulfillment_method, o.payment_method, p.payment_transaction_id, o.variants_subtotal_price, o.tax_amount,
  o.promo_discount, o.reward_deduction, o.credit_deduction, o.shipping_price, o.express_delivery_price,
  o.bottle_deposit_amount, o.price_modifiers, o.total_price, o.shipping_address, o.delivery_instructions,
  o.express_time_display, o.purchase_order_number, o.fulfillment_status, o.order_to_fulfiller_status,
  o.shipment_status, o.is_first_order, o.cancellation_reason, o.custom_cancellation_reason, o.cancelled_at,
  o.created_at, o.created_at::text AS created_key, p.promo_codes, o.organization_id,
  (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS item_count`;

/** SQL reads of orders, lines and placements; every read of a shopper's order is scoped to them. */
const FROM = 'FROM orders o JOIN order_placements p ON p.id = o.placement_id';

/** Who may see an order: its user, or the guest who placed it (guests see their own /confirmation). */
export interface OrderViewer {
  readonly userId: string | null;
  readonly guestId: string | null;
}

/** An order by gid, only if `viewer` owns it; `lock` takes its row lock. */
export async function orderByGid(db: Queryable, gid: string, viewer: OrderViewer | null, lock = false): Promise<OrderRow | null> {
  const params: unknown[] = [gid];
  let owner = '';
  if (viewer) {
    params.push(viewer.userId, viewer.guestId);
    owner = ' AND ((o.user_id IS NOT NULL AND o.user_id = $2) OR (o.user_id IS NULL AND o.guest_id = $3))';
  }
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} ${FROM} WHERE o.gid = $1${owner}${lock ? ' FOR UPDATE OF o' : ''}`,
    params,
  );
  return rows[0] ?? null;
}

/**
 * Locks the placement of order `gid`. Every call that changes an order takes this lock before
 * the order's own (as /order-pending and the abandoned sweep do), so sibling orders closing at
 * once see each other's outcome: the last one releases the payment, promo uses and vouchers.
 */
export async function lockPlacementOf(tx: Queryable, gid: string): Promise<void> {
  await tx.query(
    'SELECT p.id FROM order_placements p JOIN orders o ON o.placement_id = p.id WHERE o.gid = $1 FOR UPDATE OF p',
    [gid],
  );
}

/** Every order of a placement, oldest group first. */
export async function ordersOfPlacement(db: Queryable, placementId: string, lock = false): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} ${FROM} WHERE o.placement_id = $1 ORDER BY o.gid${lock ? ' FOR UPDATE OF o' : ''}`,
    [placementId],
  );
  return rows;
}

/** A page of a user's orders, newest first, after the keyset (created_at, id) if given. */
export async function orderHistoryPage(
  db: Queryable,
  userId: string,
  after: { createdAt: string; id: string } | null,
  limit: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const params: unknown[] = [userId, limit + 1];
  let keyset = '';
  if (after) {
    params.push(after.createdAt, after.id);
    keyset = ' AND (o.created_at, o.id) < ($3::timestamptz, $4)';
  }
  const [{ rows }, count] = await Promise.all([
    db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} ${FROM} WHERE o.user_id = $1${keyset} ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
      params,
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId]),
  ]);
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/** The lines of some orders with what their variants show, in position order. */
export async function orderLines(db: Queryable, orderIds: readonly string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await db.query<OrderLineRow>(
    // Orders outlive the catalogue (no foreign key into it): a line whose variant is gone still shows.
    `SELECT l.order_id, l.variant_id, l.position, l.quantity, l.unit_price, l.total_price, l.picking_notes,
       COALESCE(v.gid, l.variant_id) AS gid, COALESCE(v.slug, '') AS slug, COALESCE(v.name, l.variant_id) AS name,
       v.details->'images'->0->>'original' AS image, v.details->>'imageAltText' AS image_alt_text
     FROM order_lines l LEFT JOIN variants v ON v.id = l.variant_id
     WHERE l.order_id = ANY($1::text[]) ORDER BY l.order_id, l.position`,
    [orderIds],
  );
  return rows;
}

/** Whether a placement waits for its organisation's approval (issue #18): fulfilment refuses it. */
export async function placementAwaitsApproval(q: Queryable, placementId: string): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM order_approvals WHERE placement_id = $1 AND status = 'pending'`, [placementId]);
  return rows.length > 0;
}
