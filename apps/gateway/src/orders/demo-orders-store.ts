import { BillingType } from '@gio/domain-checkout';
import { ProductType, VariantState } from '@gio/domain-enums';
import type { Queryable } from '../db/database';

/** The statements of the demo order history (demo-orders.ts), besides the payments and the order number. */

/** The demo shopper: their id, saved credit card and first address (as an order's shipping address). */
export async function demoShopper(
  tx: Queryable,
  email: string,
): Promise<{
  id: string;
  billing_info_id: string | null;
  address: Record<string, unknown> | null;
} | null> {
  const { rows: users } = await tx.query<{
    id: string;
    billing_info_id: string | null;
    address: Record<string, unknown> | null;
  }>(
    `SELECT u.id, b.id AS billing_info_id,
         (SELECT jsonb_build_object('firstName', a.first_name, 'lastName', a.last_name, 'addressLine1', a.address_line1,
            'ward', a.ward, 'district', a.district, 'city', a.city, 'country', a.country)
          FROM addresses a WHERE a.user_id = u.id ORDER BY a.created_at LIMIT 1) AS address
       FROM users u LEFT JOIN billing_infos b ON b.user_id = u.id AND b.type = 'creditCard'
       WHERE u.email = $1 LIMIT 1`,
    [email],
  );
  return users[0] ?? null;
}

/** Whether the user has any order. */
export async function hasOrders(tx: Queryable, userId: string): Promise<boolean> {
  const { rows: existing } = await tx.query('SELECT 1 FROM orders WHERE user_id = $1 LIMIT 1', [
    userId,
  ]);
  return existing.length > 0;
}

/** A variant the demo history orders, with where it is fulfilled from. */
export interface VariantPick {
  id: string;
  price: number;
  fulfiller_type: number;
  fulfillment_method_type: number;
  fulfiller_id: string;
  fulfiller_location_id: string;
  warehouse_id: string;
}

/** Up to 40 active standard variants not fulfilled by `excludedFulfillerType`, in catalogue order. */
export async function demoVariantPicks(
  tx: Queryable,
  excludedFulfillerType: number,
): Promise<VariantPick[]> {
  const { rows: variants } = await tx.query<VariantPick>(
    `SELECT id, price, fulfiller_type, fulfillment_method_type, fulfiller_id, fulfiller_location_id, warehouse_id
       FROM variants WHERE state = ${VariantState.ACTIVE} AND product_type = ${ProductType.STANDARD} AND fulfiller_type <> $1
       ORDER BY ordinal LIMIT 40`,
    [excludedFulfillerType],
  );
  return variants;
}

/** A past placement of the demo history, paid with the saved card, dated `createdAt`. */
export async function insertDemoPlacement(
  tx: Queryable,
  p: {
    placementId: string;
    gid: string;
    userId: string;
    billingInfoId: string;
    paymentId: string;
    paymentMethod: number;
    paymentStatus: number;
    subtotal: number;
    tax: number;
    shipping: number;
    total: number;
    isFirstOrder: boolean;
    createdAt: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_placements (id, gid, user_id, payment_method, billing_type, billing_info_id, payment_transaction_id,
       payment_status, variants_subtotal_price, tax_amount, promo_discount, reward_deduction, credit_deduction,
       shipping_price, express_delivery_price, bottle_deposit_amount, total_price, is_first_order, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, 0, 0, $11, 0, 0, $12, $13, $14)`,
    [
      p.placementId,
      p.gid,
      p.userId,
      p.paymentMethod,
      BillingType.CREDIT_CARD,
      p.billingInfoId,
      p.paymentId,
      p.paymentStatus,
      p.subtotal,
      p.tax,
      p.shipping,
      p.total,
      p.isFirstOrder,
      p.createdAt,
    ],
  );
}

/** The one standard order of a demo placement, with the statuses it ended in. */
export interface DemoOrder {
  readonly id: string;
  readonly placementId: string;
  readonly userId: string;
  readonly paymentMethod: number;
  readonly isFirstOrder: boolean;
  readonly orderType: number;
  readonly groupIdentifier: string;
  readonly fulfillerType: number;
  readonly fulfillmentMethod: number;
  readonly fulfillerId: string;
  readonly fulfillerLocationId: string;
  readonly warehouseId: string;
  readonly subtotal: number;
  readonly tax: number;
  readonly shipping: number;
  readonly total: number;
  readonly shippingAddress: Record<string, unknown> | null;
  readonly fulfillmentStatus: number;
  readonly orderToFulfillerStatus: number;
  readonly shipmentStatus: number;
  readonly cancellationReason: string | null;
  readonly cancelledAt: Date | null;
  readonly createdAt: Date;
}

/** Writes a demo order, dated `createdAt`. */
export async function insertDemoOrder(tx: Queryable, o: DemoOrder): Promise<void> {
  await tx.query(
    `INSERT INTO orders (id, placement_id, user_id, payment_method, is_first_order, order_type, group_identifier,
           fulfiller_type, fulfillment_method, fulfiller_id, fulfiller_location_id, warehouse_id, variants_subtotal_price,
           tax_amount, promo_discount, reward_deduction, credit_deduction, shipping_price, express_delivery_price,
           bottle_deposit_amount, total_price, shipping_address, fulfillment_status, order_to_fulfiller_status,
           shipment_status, cancellation_reason, cancelled_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 0, 0, 0, $15, 0, 0, $16, $17::jsonb, $18, $19,
           $20, $21, $22, $23, $23)`,
    [
      o.id,
      o.placementId,
      o.userId,
      o.paymentMethod,
      o.isFirstOrder,
      o.orderType,
      o.groupIdentifier,
      o.fulfillerType,
      o.fulfillmentMethod,
      o.fulfillerId,
      o.fulfillerLocationId,
      o.warehouseId,
      o.subtotal,
      o.tax,
      o.shipping,
      o.total,
      JSON.stringify(o.shippingAddress),
      o.fulfillmentStatus,
      o.orderToFulfillerStatus,
      o.shipmentStatus,
      o.cancellationReason,
      o.cancelledAt,
      o.createdAt,
    ],
  );
}

/** Writes one line of a demo order, dated `createdAt`. */
export async function insertDemoOrderLine(
  tx: Queryable,
  orderId: string,
  line: { variantId: string; position: number; quantity: number; unitPrice: number; total: number },
  createdAt: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO order_lines (order_id, variant_id, position, quantity, unit_price, total_price, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [orderId, line.variantId, line.position, line.quantity, line.unitPrice, line.total, createdAt],
  );
}
