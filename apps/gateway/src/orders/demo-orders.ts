import { BillingType } from '@gio/domain-checkout';
import {
  FulfillerType,
  FulfillmentStatus as F,
  OrderToFulfillerStatus as O,
  OrderType,
  ShipmentStatus as Sh,
} from '@gio/domain-enums';
import { DEFAULT_VAT_RATE_PERCENT, includedVat } from '@gio/domain-pricing';
import type { Database } from '../db/database';
import type { PaymentService } from '../payments/payment-service';
import { newId } from '../security/random';
import {
  demoShopper,
  demoVariantPicks,
  hasOrders,
  insertDemoOrder,
  insertDemoOrderLine,
  insertDemoPlacement,
  type VariantPick,
} from './demo-orders-store';
import { nextOrderGid } from './order-store';

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
    const user = await demoShopper(tx, DEMO_ORDER_HISTORY_EMAIL);
    if (!user || user.billing_info_id === null) return 0;
    if (await hasOrders(tx, user.id)) return 0;
    const variants = await demoVariantPicks(tx, FulfillerType.EXPRESS);
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
      const gid = await nextOrderGid(tx);
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
      await insertDemoPlacement(tx, {
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
      await insertDemoOrder(tx, {
        id: orderId,
        placementId,
        userId: user.id,
        paymentMethod: payment.paymentMethod,
        isFirstOrder: index === 0,
        orderType: OrderType.STANDARD,
        groupIdentifier: `${first.fulfiller_type}_${first.fulfillment_method_type}`,
        fulfillerType: first.fulfiller_type,
        fulfillmentMethod: first.fulfillment_method_type,
        fulfillerId: first.fulfiller_id,
        fulfillerLocationId: first.fulfiller_location_id,
        warehouseId: first.warehouse_id,
        subtotal,
        tax,
        shipping,
        total,
        shippingAddress: user.address,
        fulfillmentStatus: status.fulfillment,
        orderToFulfillerStatus: status.toFulfiller,
        shipmentStatus: status.shipment,
        cancellationReason: entry.end === 'cancelled' ? 'changed_mind' : null,
        cancelledAt: entry.end === 'cancelled' ? new Date(createdAt.getTime() + 20 * 60_000) : null,
        createdAt,
      });
      for (const line of lines) await insertDemoOrderLine(tx, orderId, line, createdAt);
      written += 1;
    }
    return written;
  });
}
