import { FulfillmentStatus as F } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import { newId } from '../security/random';

/**
 * The writes of orders, their lines and placements (placement at checkout, cancel, attach,
 * status moves, settling a hosted payment) and the reads the order calls make besides the order
 * rows of `order-repo.ts`.
 */

/** The next order number (placements and orders take theirs from one sequence). */
export async function nextOrderGid(tx: Queryable): Promise<string> {
  const gidRows = await tx.query<{ gid: string }>(`SELECT nextval('order_gid_seq')::text AS gid`);
  return gidRows.rows[0]?.gid ?? '';
}

/** A placement as checkout writes it (`order_placements`). */
export interface NewPlacement {
  readonly id: string;
  readonly gid: string;
  readonly userId: string;
  readonly guestId: string | null;
  readonly organizationId: string | null;
  readonly paymentMethod: number;
  readonly billingType: string;
  readonly billingInfoId: string | null;
  readonly paymentTransactionId: string;
  readonly paymentStatus: number;
  readonly paymentRedirectUrl: string | null;
  readonly purchaseOrderNumber: string | null;
  readonly promoCodes: readonly string[];
  readonly voucherIds: readonly string[];
  readonly variantsSubtotalPrice: number;
  readonly taxAmount: number;
  readonly promoDiscount: number;
  readonly rewardDeduction: number;
  readonly creditDeduction: number;
  readonly shippingPrice: number;
  readonly expressDeliveryPrice: number;
  readonly bottleDepositAmount: number;
  readonly priceModifiers: unknown;
  readonly totalPrice: number;
  readonly isFirstOrder: boolean;
}

/** Writes the placement row of an order placement. */
export async function insertPlacement(tx: Queryable, p: NewPlacement): Promise<void> {
  await tx.query(
    `INSERT INTO order_placements (id, gid, user_id, guest_id, organization_id, payment_method, billing_type, billing_info_id,
        payment_transaction_id, payment_status, payment_redirect_url, purchase_order_number, promo_codes, voucher_ids,
        variants_subtotal_price, tax_amount, promo_discount, reward_deduction, credit_deduction, shipping_price,
        express_delivery_price, bottle_deposit_amount, price_modifiers, total_price, is_first_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::text[], $14::text[], $15, $16, $17, $18, $19, $20, $21, $22,
        $23::jsonb, $24, $25)`,
    [
      p.id,
      p.gid,
      p.userId,
      p.guestId,
      p.organizationId,
      p.paymentMethod,
      p.billingType,
      p.billingInfoId,
      p.paymentTransactionId,
      p.paymentStatus,
      p.paymentRedirectUrl,
      p.purchaseOrderNumber,
      p.promoCodes,
      p.voucherIds,
      p.variantsSubtotalPrice,
      p.taxAmount,
      p.promoDiscount,
      p.rewardDeduction,
      p.creditDeduction,
      p.shippingPrice,
      p.expressDeliveryPrice,
      p.bottleDepositAmount,
      JSON.stringify(p.priceModifiers),
      p.totalPrice,
      p.isFirstOrder,
    ],
  );
}

/** One order of a placement (one per fulfilment group), in the columns of `orders`. */
export interface NewOrderRow {
  readonly id: string;
  readonly group_identifier: string;
  readonly order_type: number;
  readonly fulfiller_type: number;
  readonly fulfillment_method: number;
  readonly fulfiller_id: string | null;
  readonly fulfiller_location_id: string | null;
  readonly warehouse_id: string | null;
  readonly shipping_config_id: string | null;
  readonly variants_subtotal_price: number;
  readonly tax_amount: number;
  readonly promo_discount: number;
  readonly reward_deduction: number;
  readonly credit_deduction: number;
  readonly shipping_price: number;
  readonly express_delivery_price: number;
  readonly bottle_deposit_amount: number;
  readonly price_modifiers: unknown;
  readonly total_price: number;
  readonly shipping_address: Record<string, unknown> | null;
  readonly delivery_instructions: string | null;
  readonly express_slot_template_id: string | null;
  readonly express_slot_date: string | null;
  readonly express_time_display: string | null;
}

/** Writes every order of a placement in one statement; the placement's facts are the same for each. */
export async function insertPlacementOrders(
  tx: Queryable,
  placement: {
    readonly placementId: string;
    readonly userId: string;
    readonly guestId: string | null;
    readonly organizationId: string | null;
    readonly paymentMethod: number;
    readonly purchaseOrderNumber: string | null;
    readonly isFirstOrder: boolean;
  },
  orderRows: readonly NewOrderRow[],
): Promise<void> {
  await tx.query(
    `INSERT INTO orders (id, placement_id, user_id, guest_id, organization_id, payment_method, purchase_order_number, is_first_order,
        order_type, group_identifier, fulfiller_type, fulfillment_method, fulfiller_id, fulfiller_location_id, warehouse_id,
        shipping_config_id, variants_subtotal_price, tax_amount, promo_discount, reward_deduction, credit_deduction, shipping_price,
        express_delivery_price, bottle_deposit_amount, price_modifiers, total_price, shipping_address, delivery_instructions,
        express_slot_template_id, express_slot_date, express_time_display)
     SELECT o.id, $1, $2, $3, $4, $5, $6, $7,
        o.order_type, o.group_identifier, o.fulfiller_type, o.fulfillment_method, o.fulfiller_id, o.fulfiller_location_id, o.warehouse_id,
        o.shipping_config_id, o.variants_subtotal_price, o.tax_amount, o.promo_discount, o.reward_deduction, o.credit_deduction,
        o.shipping_price, o.express_delivery_price, o.bottle_deposit_amount, o.price_modifiers, o.total_price, o.shipping_address,
        o.delivery_instructions, o.express_slot_template_id, o.express_slot_date, o.express_time_display
       FROM jsonb_to_recordset($8::jsonb) AS o(id text, order_type int, group_identifier text, fulfiller_type int,
        fulfillment_method int, fulfiller_id text, fulfiller_location_id text, warehouse_id text, shipping_config_id text,
        variants_subtotal_price bigint, tax_amount bigint, promo_discount bigint, reward_deduction bigint, credit_deduction bigint,
        shipping_price bigint, express_delivery_price bigint, bottle_deposit_amount bigint, price_modifiers jsonb, total_price bigint,
        shipping_address jsonb, delivery_instructions text, express_slot_template_id text, express_slot_date date,
        express_time_display text)`,
    [
      placement.placementId,
      placement.userId,
      placement.guestId,
      placement.organizationId,
      placement.paymentMethod,
      placement.purchaseOrderNumber,
      placement.isFirstOrder,
      JSON.stringify(orderRows),
    ],
  );
}

/** One line of a placed order, in the columns of `order_lines`. */
export interface NewOrderLineRow {
  readonly order_id: string | undefined;
  readonly variant_id: string;
  readonly position: number;
  readonly quantity: number;
  readonly unit_price: number;
  readonly total_price: number;
  readonly bottle_deposit: number;
  readonly picking_notes: string | null;
}

/** Writes the lines of a placement's orders in one statement; answers the placement's orders' ids and gids. */
export async function insertPlacementLines(
  tx: Queryable,
  placementId: string,
  lineRows: readonly NewOrderLineRow[],
): Promise<{ id: string; gid: string }[]> {
  const { rows } = await tx.query<{ id: string; gid: string }>(
    `WITH lines AS (
       INSERT INTO order_lines (order_id, variant_id, position, quantity, unit_price, total_price, bottle_deposit, picking_notes)
       SELECT l.order_id, l.variant_id, l.position, l.quantity, l.unit_price, l.total_price, l.bottle_deposit, l.picking_notes
         FROM jsonb_to_recordset($1::jsonb) AS l(order_id text, variant_id text, position int, quantity int, unit_price bigint,
              total_price bigint, bottle_deposit bigint, picking_notes text)
       RETURNING 1)
     SELECT id, gid FROM orders WHERE placement_id = $2`,
    [JSON.stringify(lineRows), placementId],
  );
  return rows;
}

/** The cancellation reasons a shopper may choose, in their order. */
export async function activeCancellationReasons(
  q: Queryable,
): Promise<{ id: string; label: string }[]> {
  const { rows } = await q.query<{ id: string; label: string }>(
    'SELECT id, label FROM order_cancellation_reasons WHERE active ORDER BY position',
  );
  return rows;
}

/** An active cancellation reason, or null when there is none with that id. */
export async function activeCancellationReason(
  q: Queryable,
  id: string,
): Promise<{ requires_custom_reason: boolean } | null> {
  const { rows: reasons } = await q.query<{ requires_custom_reason: boolean }>(
    'SELECT requires_custom_reason FROM order_cancellation_reasons WHERE id = $1 AND active',
    [id],
  );
  return reasons[0] ?? null;
}

/** Records the shopper's reason on an order they cancel. */
export async function recordCancellation(
  tx: Queryable,
  orderId: string,
  reason: string,
  customReason: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET cancellation_reason = $2, custom_cancellation_reason = $3, cancelled_at = now() WHERE id = $1`,
    [orderId, reason, customReason],
  );
}

/** Records why the payment cancels an order (declined or abandoned on the hosted page). */
export async function recordPaymentCancellation(
  tx: Queryable,
  orderId: string,
  reason: string,
): Promise<void> {
  await tx.query(`UPDATE orders SET cancellation_reason = $2, cancelled_at = now() WHERE id = $1`, [
    orderId,
    reason,
  ]);
}

/** Sets the picking notes of one line of an order; false when the order has no such line. */
export async function setPickingNotes(
  tx: Queryable,
  orderId: string,
  variantId: string,
  pickingNotes: string | null,
): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE order_lines SET picking_notes = $3 WHERE order_id = $1 AND variant_id = $2 RETURNING variant_id',
    [orderId, variantId, pickingNotes],
  );
  return rows.length > 0;
}

/** What an attach reads of a variant: its price, stock and first image. */
export interface AttachVariantRow {
  id: string;
  gid: string;
  slug: string;
  name: string;
  price: number;
  state: number;
  available_count: number;
  image: string | null;
  image_alt_text: string | null;
}

/** The variants of the given (sorted) ids; `lock` locks them in id order, as placement does. */
export async function attachVariantRows(
  q: Queryable,
  ids: readonly string[],
  lock: boolean,
): Promise<AttachVariantRow[]> {
  const { rows } = await q.query<AttachVariantRow>(
    `SELECT id, gid, slug, name, price, state, available_count,
         details->'images'->0->>'original' AS image, details->>'imageAltText' AS image_alt_text
       FROM variants WHERE id = ANY($1::text[]) ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [ids],
  );
  return rows;
}

/** The position after an order's last line. */
export async function nextLinePosition(tx: Queryable, orderId: string): Promise<number | null> {
  const { rows: positions } = await tx.query<{ next: number }>(
    'SELECT COALESCE(max(position), -1)::int + 1 AS next FROM order_lines WHERE order_id = $1',
    [orderId],
  );
  return positions[0]?.next ?? null;
}

/** Adds a line to an order, or grows the order's line of that variant. */
export async function addOrderLine(
  tx: Queryable,
  orderId: string,
  line: {
    variantId: string;
    position: number;
    quantity: number;
    unitPrice: number;
    totalPrice: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_lines (order_id, variant_id, position, quantity, unit_price, total_price)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (order_id, variant_id) DO UPDATE
             SET quantity = order_lines.quantity + EXCLUDED.quantity,
                 total_price = order_lines.total_price + EXCLUDED.total_price`,
    [orderId, line.variantId, line.position, line.quantity, line.unitPrice, line.totalPrice],
  );
}

/** Grows an order's subtotal, VAT and total. */
export async function growOrderTotals(
  tx: Queryable,
  orderId: string,
  added: number,
  tax: number,
): Promise<void> {
  await tx.query(
    `UPDATE orders SET variants_subtotal_price = variants_subtotal_price + $2, tax_amount = tax_amount + $3,
           total_price = total_price + $2, updated_at = now() WHERE id = $1`,
    [orderId, added, tax],
  );
}

/** Grows a placement's subtotal, VAT and total. */
export async function growPlacementTotals(
  tx: Queryable,
  placementId: string,
  added: number,
  tax: number,
): Promise<void> {
  await tx.query(
    `UPDATE order_placements SET variants_subtotal_price = variants_subtotal_price + $2, tax_amount = tax_amount + $3,
           total_price = total_price + $2 WHERE id = $1`,
    [placementId, added, tax],
  );
}

/** The lines (variant and quantity) of a user's order by gid or id, in position order. */
export async function reorderLines(
  q: Queryable,
  orderRef: string,
  userId: string,
): Promise<{ variant_id: string; quantity: number }[]> {
  const { rows } = await q.query<{ variant_id: string; quantity: number }>(
    `SELECT l.variant_id, l.quantity FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE (o.gid = $1 OR o.id = $1) AND o.user_id = $2 ORDER BY l.position`,
    [orderRef, userId],
  );
  return rows;
}

/** Whether the user has an order of that gid or id. */
export async function userHasOrder(
  q: Queryable,
  orderRef: string,
  userId: string,
): Promise<boolean> {
  const { rows: exists } = await q.query(
    'SELECT 1 FROM orders WHERE (gid = $1 OR id = $1) AND user_id = $2',
    [orderRef, userId],
  );
  return exists.length > 0;
}

/** The status columns of an order, one per track. */
export type StatusColumn = 'fulfillment_status' | 'order_to_fulfiller_status' | 'shipment_status';

/** The statuses of an order's follower tracks as they are now, or null when the order is gone. */
export async function followerStatuses(
  tx: Queryable,
  orderId: string,
): Promise<{ order_to_fulfiller_status: number; shipment_status: number } | null> {
  const { rows } = await tx.query<{ order_to_fulfiller_status: number; shipment_status: number }>(
    'SELECT order_to_fulfiller_status, shipment_status FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0] ?? null;
}

/** Moves one status of an order, only from the status it was read at; false when it has moved since. */
export async function moveStatus(
  tx: Queryable,
  orderId: string,
  column: StatusColumn,
  from: number,
  to: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE orders SET ${column} = $3, updated_at = now() WHERE id = $1 AND ${column} = $2 RETURNING id`,
    [orderId, from, to],
  );
  return rows.length > 0;
}

/** The history row of one status move. */
export async function insertStatusEvent(
  tx: Queryable,
  event: { orderId: string; track: string; from: number; to: number; actor: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_status_events (id, order_id, track, from_status, to_status, actor) VALUES ($1, $2, $3, $4, $5, $6)`,
    [newId('ose'), event.orderId, event.track, event.from, event.to, event.actor],
  );
}

/** Copies the payment's status onto its placement. */
export async function setPlacementPaymentStatus(
  tx: Queryable,
  placementId: string,
  status: number,
): Promise<void> {
  await tx.query('UPDATE order_placements SET payment_status = $2 WHERE id = $1', [
    placementId,
    status,
  ]);
}

/** The variants and quantities of an order's lines. */
export async function orderLineQuantities(
  tx: Queryable,
  orderId: string,
): Promise<{ variant_id: string; quantity: number }[]> {
  const { rows: lines } = await tx.query<{ variant_id: string; quantity: number }>(
    'SELECT variant_id, quantity FROM order_lines WHERE order_id = $1',
    [orderId],
  );
  return lines;
}

/** Gives back the express slot place an order booked (never below zero). */
export async function releaseExpressSlot(tx: Queryable, orderId: string): Promise<void> {
  await tx.query(
    `UPDATE express_slot_bookings b SET booked = GREATEST(b.booked - 1, 0)
       FROM orders o WHERE o.id = $1 AND b.template_id = o.express_slot_template_id AND b.slot_date = o.express_slot_date`,
    [orderId],
  );
}

/** How many orders of a placement are not cancelled. */
export async function uncancelledOrderCount(
  tx: Queryable,
  placementId: string,
): Promise<number | null> {
  const { rows } = await tx.query<{ open: number }>(
    `SELECT count(*)::int AS open FROM orders WHERE placement_id = $1 AND fulfillment_status <> $2`,
    [placementId, F.CANCELLED],
  );
  return rows[0]?.open ?? null;
}

/** Deletes the promo code uses of a placement. */
export async function deletePromoCodeUsages(tx: Queryable, placementId: string): Promise<void> {
  await tx.query('DELETE FROM promo_code_usages WHERE placement_id = $1', [placementId]);
}

/** A placement as the order pages read it. */
export interface PlacementRow {
  id: string;
  gid: string;
  user_id: string | null;
  guest_id: string | null;
  payment_transaction_id: string | null;
  total_price: number;
  is_first_order: boolean;
}

/** The placement `gid` if that user (or, for a guest's placement, that guest) placed it; `lock` takes its row lock. */
export async function viewerPlacement(
  q: Queryable,
  gid: string,
  viewer: { userId: string | null; guestId: string | null },
  lock: boolean,
): Promise<PlacementRow | null> {
  const { rows } = await q.query<PlacementRow>(
    `SELECT id, gid, user_id, guest_id, payment_transaction_id, total_price, is_first_order FROM order_placements
       WHERE gid = $1 AND ((user_id IS NOT NULL AND user_id = $2) OR (user_id IS NULL AND guest_id = $3))${lock ? ' FOR UPDATE' : ''}`,
    [gid, viewer.userId, viewer.guestId],
  );
  return rows[0] ?? null;
}

/** A placement by id, locked until the transaction ends; null when there is none. */
export async function lockPlacement(
  tx: Queryable,
  placementId: string,
): Promise<PlacementRow | null> {
  const { rows: found } = await tx.query<PlacementRow>(
    `SELECT id, gid, user_id, guest_id, payment_transaction_id, total_price, is_first_order FROM order_placements
           WHERE id = $1 FOR UPDATE`,
    [placementId],
  );
  return found[0] ?? null;
}

/**
 * Every order of a placement still waiting for approval was cancelled (issue #18), by whoever
 * cancelled it: the approval closes as rejected, so approvers no longer see it, the expiry job
 * passes it by, and nobody can approve what no longer exists. While one order of the placement
 * is live the approval stays: approving it is what lets that order go on.
 */
export async function withdrawApprovalOfCancelled(tx: Queryable, placementId: string, cancelled: number): Promise<void> {
  await tx.query(
    `UPDATE order_approvals SET status = 'rejected', decided_at = now(), reason = 'Đơn hàng đã bị huỷ.'
      WHERE placement_id = $1 AND status = 'pending'
        AND NOT EXISTS (SELECT 1 FROM orders WHERE placement_id = $1 AND fulfillment_status <> $2)`,
    [placementId, cancelled],
  );
}
