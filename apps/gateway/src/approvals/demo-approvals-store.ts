import { FulfillerType, ProductType, VariantState } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import type { VariantPick } from '../orders/demo-orders-store';

/** The statements of the demo organisation's controls (demo-approvals.ts) besides the stores they reuse. */

/** Whether the organisation's controls were seeded already (its log has rows). */
export async function hasAuditRows(tx: Queryable, organizationId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM organization_audit_log WHERE organization_id = $1 LIMIT 1', [organizationId]);
  return rows.length > 0;
}

/** The demo organisation's users by e-mail. */
export async function organizationUserIds(tx: Queryable, organizationId: string): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE organization_id = $1', [organizationId]);
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** An invoice placement of the organisation, dated `createdAt` (payment method 4, business invoice). */
export async function insertInvoicePlacement(
  tx: Queryable,
  p: { placementId: string; gid: string; userId: string; organizationId: string; paymentId: string | null; paymentStatus: number; subtotal: number; tax: number; shipping: number; total: number; createdAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_placements (id, gid, user_id, organization_id, payment_method, billing_type, payment_transaction_id,
       payment_status, variants_subtotal_price, tax_amount, promo_discount, reward_deduction, credit_deduction,
       shipping_price, express_delivery_price, bottle_deposit_amount, total_price, is_first_order, created_at)
     VALUES ($1, $2, $3, $4, 4, 'invoice', $5, $6, $7, $8, 0, 0, 0, $9, 0, 0, $10, false, $11)`,
    [p.placementId, p.gid, p.userId, p.organizationId, p.paymentId, p.paymentStatus, p.subtotal, p.tax, p.shipping, p.total, p.createdAt],
  );
}

/** The placement's orders belong to the organisation (demo orders are written without one). */
export async function setOrdersOrganization(tx: Queryable, placementId: string, organizationId: string): Promise<void> {
  await tx.query('UPDATE orders SET organization_id = $2 WHERE placement_id = $1', [placementId, organizationId]);
}

/**
 * Variants a demo held order can take from stock: standard, active, not express, priced at most
 * `amount` ₫ with enough in stock to pass it; the dearest of those first, so the quantities stay
 * small and the order stays within the demo organisation's invoice credit in any catalogue.
 */
export async function heldOrderPicks(tx: Queryable, amount: number): Promise<(VariantPick & { available_count: number })[]> {
  const { rows } = await tx.query<VariantPick & { available_count: number }>(
    `SELECT id, price, fulfiller_type, fulfillment_method_type, fulfiller_id, fulfiller_location_id, warehouse_id, available_count
       FROM variants
      WHERE state = ${VariantState.ACTIVE} AND product_type = ${ProductType.STANDARD} AND fulfiller_type <> ${FulfillerType.EXPRESS}
        AND price > 0 AND price <= $1 AND price * available_count > $1
      ORDER BY price DESC, id LIMIT 5`,
    [amount],
  );
  return rows;
}
