import { AuditKind, approvalExpiresAt, calendarMonthOf } from '@gio/domain-access';
import { BillingType } from '@gio/domain-checkout';
import { AccountLevel, FulfillerType, FulfillmentStatus as F, OrderToFulfillerStatus as O, OrderType, PaymentTransactionStatus, ShipmentStatus as Sh } from '@gio/domain-enums';
import { DEFAULT_VAT_RATE_PERCENT, includedVat } from '@gio/domain-pricing';
import { recordAudit } from '../audit/audit-store';
import { takeStock } from '../catalogue/stock-store';
import type { Database, Queryable } from '../db/database';
import { demoVariantPicks, insertDemoOrder, insertDemoOrderLine, type VariantPick } from '../orders/demo-orders-store';
import { nextOrderGid } from '../orders/order-store';
import type { PaymentService } from '../payments/payment-service';
import { newId } from '../security/random';
import { insertInvoicePayment } from '../statement/statement-store';
import { DEMO_ORGANIZATION } from '../users/demo-users';
import { insertApproval } from './approval-store';
import {
  hasAuditRows,
  heldOrderPicks,
  insertInvoicePlacement,
  organizationUserIds,
  setOrdersOrganization,
} from './demo-approvals-store';
import { recordSpend, replaceSpendingLimits } from './limits-store';

const DAY = 86_400_000;
const OWNER = 'chu.doanh.nghiep@gio.vn';
const MEMBER = 'nhan.vien@gio.vn';
const EDITOR = 'soan.gio@gio.vn';

/** The member role's limits in the demo (README "Demo users"): 2 000 000 ₫ an order, 10 000 000 ₫ a month. */
export const DEMO_MEMBER_LIMITS = { orderLimit: 2_000_000, monthlyBudget: 10_000_000 } as const;

/**
 * Invoice history of the demo organisation: its open invoices add up to the organisation's
 * outstanding 4 250 000 ₫ of the demo users (so the statement agrees with the credit figures),
 * one in each of three aging buckets with Net 30; and one older invoice paid in full.
 */
const INVOICES: readonly { daysAgo: number; total: number; paid: boolean }[] = [
  { daysAgo: 130, total: 1_500_000, paid: true },
  { daysAgo: 100, total: 1_000_000, paid: false },
  { daysAgo: 50, total: 2_000_000, paid: false },
  { daysAgo: 10, total: 1_250_000, paid: false },
];

/** Held orders waiting for approval: the member's over the order limit, the Cart Editor's submission. */
const HELD: readonly { email: string; hoursAgo: number; quantity: number; reasons: string[]; level: number }[] = [
  // The member's quantity is what just passes the order limit at the variant's price.
  { email: MEMBER, hoursAgo: 20, quantity: 0, reasons: ['order_limit'], level: AccountLevel.BUSINESS_USER },
  { email: EDITOR, hoursAgo: 3, quantity: 4, reasons: ['cart_editor'], level: AccountLevel.BUSINESS_GENERATED_CART_USER },
];

/** The lines of a demo order of about `total` ₫ (the variant's price rounds it). */
function linesFor(pick: VariantPick, quantity: number) {
  const unit = Number(pick.price);
  return [{ variantId: pick.id, position: 0, quantity, unitPrice: unit, total: unit * quantity }];
}

async function writeOrder(
  tx: Queryable,
  input: { placementId: string; gid: string; userId: string; pick: VariantPick; lines: ReturnType<typeof linesFor>; total: number; createdAt: Date; delivered: boolean; paymentId: string | null; paymentStatus: number },
): Promise<void> {
  const subtotal = input.lines.reduce((sum, line) => sum + line.total, 0);
  const tax = includedVat(subtotal, DEFAULT_VAT_RATE_PERCENT);
  const shipping = input.total - subtotal;
  await insertInvoicePlacement(tx, {
    placementId: input.placementId,
    gid: input.gid,
    userId: input.userId,
    organizationId: DEMO_ORGANIZATION.id,
    paymentId: input.paymentId,
    paymentStatus: input.paymentStatus,
    subtotal,
    tax,
    shipping,
    total: input.total,
    createdAt: input.createdAt,
  });
  const orderId = newId('ord');
  await insertDemoOrder(tx, {
    id: orderId,
    placementId: input.placementId,
    userId: input.userId,
    paymentMethod: 4,
    isFirstOrder: false,
    orderType: OrderType.STANDARD,
    groupIdentifier: `${input.pick.fulfiller_type}_${input.pick.fulfillment_method_type}`,
    fulfillerType: input.pick.fulfiller_type,
    fulfillmentMethod: input.pick.fulfillment_method_type,
    fulfillerId: input.pick.fulfiller_id,
    fulfillerLocationId: input.pick.fulfiller_location_id,
    warehouseId: input.pick.warehouse_id,
    subtotal,
    tax,
    shipping,
    total: input.total,
    shippingAddress: null,
    fulfillmentStatus: input.delivered ? F.DELIVERED : F.NEW,
    orderToFulfillerStatus: input.delivered ? O.COMPLETED : O.CREATED,
    shipmentStatus: input.delivered ? Sh.DELIVERED : Sh.CREATED,
    cancellationReason: null,
    cancelledAt: null,
    createdAt: input.createdAt,
  });
  for (const line of input.lines) await insertDemoOrderLine(tx, orderId, line, input.createdAt);
  await setOrdersOrganization(tx, input.placementId, DEMO_ORGANIZATION.id);
}

/**
 * Gives the demo organisation's controls something to show (README "Demo users"): the member
 * role's spending limits, an invoice history in several aging buckets with one invoice paid, two
 * orders held for approval (the member's over the order limit, the Cart Editor's submission; their
 * stock taken and invoice credit charged as a placement does), and the audit rows of all of it.
 * Runs once: not when the organisation's log has rows, nor without its users or the catalogue.
 * Returns the number of orders written.
 */
export async function seedOrganizationControlsDemo(db: Database, payments: PaymentService, timeZone: string, expiryDays: number, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    if (await hasAuditRows(tx, DEMO_ORGANIZATION.id)) return 0;
    const users = await organizationUserIds(tx, DEMO_ORGANIZATION.id);
    const owner = users.get(OWNER);
    if (!owner) return 0;
    const picks = (await demoVariantPicks(tx, FulfillerType.EXPRESS)).filter((pick) => Number(pick.price) > 0);
    if (picks.length < 4) return 0;
    let written = 0;

    const limits = [{ accountLevel: AccountLevel.BUSINESS_USER, userId: null, ...DEMO_MEMBER_LIMITS }];
    await replaceSpendingLimits(tx, DEMO_ORGANIZATION.id, limits, owner);
    await recordAudit(tx, { organizationId: DEMO_ORGANIZATION.id, actorId: owner, kind: AuditKind.LIMITS_CHANGED, subject: 'spending-limits', before: [], after: limits, at: new Date(now - 140 * DAY) });

    for (const [index, invoice] of INVOICES.entries()) {
      const pick = picks[index % picks.length] as VariantPick;
      // The lines stay under the invoice's total; the rest is its delivery.
      const quantity = Math.max(1, Math.floor((invoice.total * 0.9) / Number(pick.price)));
      const lines = linesFor(pick, quantity);
      const total = Math.max(invoice.total, lines[0]?.total ?? 0);
      const placementId = newId('plc');
      const gid = await nextOrderGid(tx);
      const createdAt = new Date(now - invoice.daysAgo * DAY);
      await writeOrder(tx, { placementId, gid, userId: owner, pick, lines, total, createdAt, delivered: true, paymentId: null, paymentStatus: PaymentTransactionStatus.SUBMITTED_FOR_SETTLEMENT });
      await recordSpend(tx, { placementId, organizationId: DEMO_ORGANIZATION.id, userId: owner, accountLevel: AccountLevel.BUSINESS_MANAGER, month: calendarMonthOf(createdAt.getTime(), timeZone), amount: total });
      await recordAudit(tx, { organizationId: DEMO_ORGANIZATION.id, actorId: owner, kind: AuditKind.ORDER_PLACED, subject: gid, after: { total }, at: createdAt });
      if (invoice.paid) {
        await insertInvoicePayment(tx, {
          organizationId: DEMO_ORGANIZATION.id,
          amount: total,
          reference: `UNC-DEMO-${gid}`,
          receivedOn: new Date(createdAt.getTime() + 25 * DAY).toISOString().slice(0, 10),
          allocations: [{ placementId, amount: total }],
        });
      }
      written += 1;
    }

    const heldPicks = await heldOrderPicks(tx, DEMO_MEMBER_LIMITS.orderLimit);
    for (const [index, held] of HELD.entries()) {
      const userId = users.get(held.email);
      const pick = heldPicks[index % Math.max(heldPicks.length, 1)];
      if (!userId || !pick) continue;
      // The member's order just passes the order limit (a unit priced at most the limit keeps it
      // under twice the limit, whatever the catalogue's size); the Cart Editor's is any size.
      const quantity = Math.min(
        pick.available_count,
        held.reasons.includes('order_limit') ? Math.ceil((DEMO_MEMBER_LIMITS.orderLimit + 1) / Number(pick.price)) : held.quantity,
      );
      const lines = linesFor(pick, quantity);
      const total = lines[0]?.total ?? 0;
      // Held orders reserve their stock now, so a rejection gives back exactly what was taken.
      if ((await takeStock(tx, [{ variantId: pick.id, quantity }])).length > 0) continue;
      const placementId = newId('plc');
      const gid = await nextOrderGid(tx);
      const createdAt = new Date(now - held.hoursAgo * 3_600_000);
      const outcome = await payments.authorise(tx, { placementId, placementGid: gid, userId, billingType: BillingType.INVOICE, amount: total, source: { kind: 'none' } });
      if (outcome.status !== 'authorised') throw new Error(`demo held order: the invoice refused ${total} ₫`);
      await writeOrder(tx, { placementId, gid, userId, pick, lines, total, createdAt, delivered: false, paymentId: outcome.payment.id, paymentStatus: outcome.payment.status });
      await insertApproval(tx, {
        placementId,
        organizationId: DEMO_ORGANIZATION.id,
        requestedBy: userId,
        reasons: held.reasons,
        accountLevel: held.level,
        month: calendarMonthOf(createdAt.getTime(), timeZone),
        expiresAt: new Date(approvalExpiresAt(createdAt.getTime(), expiryDays)),
      });
      await recordAudit(tx, { organizationId: DEMO_ORGANIZATION.id, actorId: userId, kind: AuditKind.ORDER_HELD, subject: gid, after: { total, reasons: held.reasons }, at: createdAt });
      written += 1;
    }
    return written;
  });
}
