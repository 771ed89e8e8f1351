import { BillingType } from '@gio/domain-checkout';
import {
  FulfillerType,
  FulfillmentStatus as F,
  OrderToFulfillerStatus as O,
  OrderType,
  ProductType,
  ShipmentStatus as Sh,
  VariantState,
} from '@gio/domain-enums';
import { DEFAULT_VAT_RATE_PERCENT, includedVat } from '@gio/domain-pricing';
import type { Database, Queryable } from '../db/database';
import type { PaymentService } from '../payments/payment-service';
import { newId } from '../security/random';

/** The returning shopper of the README whose order history the seed fills. */
export const DEMO_ORDER_HISTORY_EMAIL = 'khach.quen@gio.vn';

/** Past placements of the demo history: days ago, and how each ended. */
const HISTORY: readonly { daysAgo: number; end: 'delivered' | 'cancelled' | 'open' }[] = [
  { daysAgo: 180, end: 'delivered' },
  { daysAgo: 160, end: 'delivered' },
  { daysAgo: 141, end: 'delivered' },
  { daysAgo: 120, end: 'delivered' },
  { daysAgo: 104, end: 'cancelled' },
  { daysAgo: 97, end: 'delivered' },
  { daysAgo: 83, end: 'delivered' },
  { daysAgo: 66, end: 'delivered' },
  { daysAgo: 52, end: 'delivered' },
  { daysAgo: 40, end: 'delivered' },
  { daysAgo: 28, end: 'delivered' },
  { daysAgo: 14, end: 'delivered' },
  { daysAgo: 6, end: 'delivered' },
  // Placed half an hour ago and not yet shopped: it can still be cancelled or gain lines.
  { daysAgo: 0, end: 'open' },
];

const SHIPPING_PRICE = 15_000;

interface VariantPick {
  id: string;
  price: number;
  fulfiller_type: number;
  fulfillment_method_type: number;
  fulfiller_id: string;
  fulfiller_location_id: string;
  warehouse_id: string;
}

const STATUSES = {
  delivered: { fulfillment: F.DELIVERED, toFulfiller: O.COMPLETED, shipment: Sh.DELIVERED },
  cancelled: { fulfillment: F.CANCELLED, toFulfiller: O.CANCELLED, shipment: Sh.CANCELLED },
  open: { fulfillment: F.CONFIRMED, toFulfiller: O.ON_FULFILLMENT_QUEUE, shipment: Sh.CREATED },
} as const;

/**
 * The order history of the demo returning shopper (README "Demo users": order history): past
 * placements paid with the saved sandbox Visa, most delivered and settled, one cancelled with
 * its payment voided, and one open order that can still be cancelled or gain lines. Historical
 * orders do not take today's stock. Runs once: not when the user already has orders, nor
 * without the user or the catalogue. Returns the number of orders written.
 */
export async function seedDemoOrders(db: Database, payments: PaymentService, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows: users } = await tx.query<{ id: string; billing_info_id: string | null; address: Record<string, unknown> | null }>(
      `SELECT u.id, b.id AS billing_info_id,
         (SELECT jsonb_build_object('firstName', a.first_name, 'lastName', a.last_name, 'addressLine1', a.address_line1,
            'ward', a.ward, 'district', a.district, 'city', a.city, 'country', a.country)
          FROM addresses a WHERE a.user_id = u.id ORDER BY a.created_at LIMIT 1) AS address
       FROM users u LEFT JOIN billing_infos b ON b.user_id = u.id AND b.type = 'creditCard'
       WHERE u.email = $1 LIMIT 1`,
      [DEMO_ORDER_HISTORY_EMAIL],
    );
    const user = users[0];
    if (!user || user.billing_info_id === null) return 0;
    const { rows: existing } = await tx.query('SELECT 1 FROM orders WHERE user_id = $1 LIMIT 1', [user.id]);
    if (existing.length > 0) return 0;
    const { rows: variants } = await tx.query<VariantPick>(
      `SELECT id, price, fulfiller_type, fulfillment_method_type, fulfiller_id, fulfiller_location_id, warehouse_id
       FROM variants WHERE state = ${VariantState.ACTIVE} AND product_type = ${ProductType.STANDARD} AND fulfiller_type <> $1
       ORDER BY ordinal LIMIT 40`,
      [FulfillerType.EXPRESS],
    );
    if (variants.length < 4) return 0;
    let written = 0;
    for (const [index, entry] of HISTORY.entries()) {
      const picks = [0, 1, 2, 3]
        .slice(0, 2 + (index % 3))
        .map((k) => variants[(index * 3 + k * 7) % variants.length] as VariantPick)
        .filter((pick, k, all) => all.findIndex((other) => other.id === pick.id) === k);
      const first = picks[0] as VariantPick;
      const lines = picks.map((pick, position) => {
        const quantity = 1 + ((index + position) % 3);
        return { variantId: pick.id, position, quantity, unitPrice: Number(pick.price), total: Number(pick.price) * quantity };
      });
      const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
      const shipping = subtotal >= 300_000 ? 0 : SHIPPING_PRICE;
      const total = subtotal + shipping;
      const tax = includedVat(subtotal, DEFAULT_VAT_RATE_PERCENT);
      const createdAt = new Date(now - (entry.daysAgo === 0 ? 30 * 60_000 : entry.daysAgo * 86_400_000));
      const placementId = newId('plc');
      const gid = (await tx.query<{ gid: string }>(`SELECT nextval('order_gid_seq')::text AS gid`)).rows[0]?.gid ?? '';
      const outcome = await payments.authorise(tx, {
        placementId,
        placementGid: gid,
        userId: user.id,
        billingType: BillingType.CREDIT_CARD,
        amount: total,
        source: { kind: 'savedBillingInfo', billingInfoId: user.billing_info_id },
      });
      if (outcome.status !== 'authorised') return written;
      let payment = outcome.payment;
      if (entry.end === 'delivered') {
        await payments.capture(tx, payment.id);
        payment = await payments.refresh(tx, payment.id);
      } else if (entry.end === 'cancelled') {
        payment = await payments.void(tx, payment.id, 'order cancelled');
      }
      await insertPlacement(tx, {
        placementId,
        gid,
        userId: user.id,
        billingInfoId: user.billing_info_id,
        paymentId: payment.id,
        paymentMethod: payment.paymentMethod,
        paymentStatus: payment.status,
        subtotal,
        tax,
        shipping,
        total,
        isFirstOrder: index === 0,
        createdAt,
      });
      const status = STATUSES[entry.end];
      const orderId = newId('ord');
      await tx.query(
        `INSERT INTO orders (id, placement_id, user_id, payment_method, is_first_order, order_type, group_identifier,
           fulfiller_type, fulfillment_method, fulfiller_id, fulfiller_location_id, warehouse_id, variants_subtotal_price,
           tax_amount, promo_discount, reward_deduction, credit_deduction, shipping_price, express_delivery_price,
           bottle_deposit_amount, total_price, shipping_address, fulfillment_status, order_to_fulfiller_status,
           shipment_status, cancellation_reason, cancelled_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 0, 0, 0, $15, 0, 0, $16, $17::jsonb, $18, $19,
           $20, $21, $22, $23, $23)`,
        [
          orderId,
          placementId,
          user.id,
          payment.paymentMethod,
          index === 0,
          OrderType.STANDARD,
          `${first.fulfiller_type}_${first.fulfillment_method_type}`,
          first.fulfiller_type,
          first.fulfillment_method_type,
          first.fulfiller_id,
          first.fulfiller_location_id,
          first.warehouse_id,
          subtotal,
          tax,
          shipping,
          total,
          JSON.stringify(user.address),
          status.fulfillment,
          status.toFulfiller,
          status.shipment,
          entry.end === 'cancelled' ? 'changed_mind' : null,
          entry.end === 'cancelled' ? new Date(createdAt.getTime() + 20 * 60_000) : null,
          createdAt,
        ],
      );
      for (const line of lines) {
        await tx.query(
          `INSERT INTO order_lines (order_id, variant_id, position, quantity, unit_price, total_price, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [orderId, line.variantId, line.position, line.quantity, line.unitPrice, line.total, createdAt],
        );
      }
      written += 1;
    }
    return written;
  });
}

async function insertPlacement(
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
