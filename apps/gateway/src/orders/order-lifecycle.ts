import { FulfillmentStatus as F, PaymentTransactionStatus as P } from '@gio/domain-enums';
import {
  COMPLETED_FULFILLMENT,
  FINAL_FULFILLMENT,
  canMove,
  followerTargets,
  pathTo,
  statusName,
  type StatusTrack,
} from '@gio/domain-orders';
import { returnStock } from '../catalogue/stock-store';
import type { Queryable } from '../db/database';
import type { PaymentService } from '../payments/payment-service';
import type { OrderEvents } from './order-events';
import { type OrderRow, ordersOfPlacement } from './order-read-store';
import {
  deletePromoCodeUsages,
  followerStatuses,
  insertStatusEvent,
  moveStatus,
  orderLineQuantities,
  releaseExpressSlot,
  setPlacementPaymentStatus,
  uncancelledOrderCount,
  withdrawApprovalOfCancelled,
  type StatusColumn,
} from './order-store';
import { returnReward, uncountSuccessfulOrder } from '../users/user-store';
import { returnVouchersOf } from '../loyalty/voucher-store';
import { refundCredit } from '../credit/credit-store';

/** One status change, as the operator command prints it. */
export interface OrderMove {
  readonly track: StatusTrack;
  readonly from: string;
  readonly to: string;
}

/** What an order's closing did to the placement's payment. */
export type PaymentEffect = 'voided' | 'refunded' | 'captured' | 'kept' | 'nothing';

/** A move the tables refuse; the transaction rolls back, nothing changed. */
export class OrderTransitionError extends Error {
  override readonly name = 'OrderTransitionError';
  constructor(
    readonly track: StatusTrack,
    readonly from: number,
    readonly to: number,
  ) {
    super(`${track} cannot move from ${statusName(track, from)} to ${statusName(track, to)}`);
  }
}

const COLUMN: Readonly<Record<StatusTrack, StatusColumn>> = {
  fulfillment: 'fulfillment_status',
  orderToFulfiller: 'order_to_fulfiller_status',
  shipment: 'shipment_status',
};

/**
 * The life of an order after placement (accounts.md §4 statuses; the tables of `@gio/domain-orders`):
 * moves along the tracks and what each final status does.
 *
 * - CANCELLED: stock, express slot, store credit and reward points of the order come back;
 *   when every order of the placement is cancelled, its promo code uses and vouchers too, and
 *   the purchase no longer counts among the user's successful orders (placement counted it).
 * - DELIVERED or PICKED_UP_BY_CUSTOMER: the order-completed listeners run (order-events.ts).
 * - Any final status: once every order of the placement is final, the payment is captured
 *   for the completed orders' total (then settled when the provider says so) or voided if
 *   none completed; a payment that had already settled (hosted-page bank transfers) refunds
 *   each order that does not complete.
 *
 * Everything runs in the caller's transaction, with the order's row locked.
 */
export class OrderLifecycle {

  constructor(
    private readonly payments: PaymentService,
    private readonly events: OrderEvents,
  ) {}

  /**
   * Moves `order` on `track` to `to`: on the fulfilment track along the shortest allowed path
   * (each status on the way is passed, with its followers and effects); on the other tracks
   * by one allowed move.
   */
  async advance(
    tx: Queryable,
    order: OrderRow,
    track: StatusTrack,
    to: number,
    actor: string,
  ): Promise<{ moves: OrderMove[]; payment: PaymentEffect }> {
    const shape = { orderType: order.order_type, fulfillmentMethod: order.fulfillment_method };
    const from = order[COLUMN[track]];
    if (track !== 'fulfillment') {
      if (!canMove(track, shape, from, to)) throw new OrderTransitionError(track, from, to);
      await this.set(tx, order.id, track, from, to, actor);
      return { moves: [{ track, from: statusName(track, from), to: statusName(track, to) }], payment: 'nothing' };
    }
    const path = pathTo(track, shape, from, to);
    if (path === null || path.length === 0) throw new OrderTransitionError(track, from, to);
    const moves: OrderMove[] = [];
    let at = from;
    let payment: PaymentEffect = 'nothing';
    let current = order;
    for (const next of path) {
      await this.set(tx, order.id, 'fulfillment', at, next, actor);
      moves.push({ track, from: statusName(track, at), to: statusName(track, next) });
      moves.push(...(await this.follow(tx, current, next, actor)));
      at = next;
      current = { ...current, fulfillment_status: next };
      if (FINAL_FULFILLMENT.has(next)) payment = await this.closed(tx, current, next);
    }
    return { moves, payment };
  }

  /** Walks the other tracks to where a fulfilment status puts them. */
  private async follow(tx: Queryable, order: OrderRow, fulfilment: number, actor: string): Promise<OrderMove[]> {
    const targets = followerTargets(fulfilment, order.shipment_status);
    const moves: OrderMove[] = [];
    const now = await followerStatuses(tx, order.id);
    if (!now) return moves;
    const shape = { orderType: order.order_type, fulfillmentMethod: order.fulfillment_method };
    for (const track of ['orderToFulfiller', 'shipment'] as const) {
      const target = targets[track];
      const from = now[COLUMN[track] as 'order_to_fulfiller_status' | 'shipment_status'];
      if (target === undefined || target === from) continue;
      const path = pathTo(track, shape, from, target);
      if (!path) continue;
      let at = from;
      for (const next of path) {
        await this.set(tx, order.id, track, at, next, actor);
        moves.push({ track, from: statusName(track, at), to: statusName(track, next) });
        at = next;
      }
    }
    return moves;
  }

  /** One move, only from the status it was read at (a racing move makes this one fail), and its history row. */
  private async set(tx: Queryable, orderId: string, track: StatusTrack, from: number, to: number, actor: string): Promise<void> {
    if (!(await moveStatus(tx, orderId, COLUMN[track], from, to))) throw new OrderTransitionError(track, from, to);
    await insertStatusEvent(tx, { orderId, track, from, to, actor });
  }

  /** What a final fulfilment status does (see the class comment). */
  private async closed(tx: Queryable, order: OrderRow, status: number): Promise<PaymentEffect> {
    if (status === F.CANCELLED) {
      await this.giveBack(tx, order);
      // Any cancellation (the shopper's, the operator's, a lapsed payment's) closes a held
      // placement's approval once nothing of it is left.
      await withdrawApprovalOfCancelled(tx, order.placement_id, F.CANCELLED);
    }
    if (COMPLETED_FULFILLMENT.has(status)) {
      await this.events.emitCompleted(tx, {
        id: order.id,
        gid: order.gid,
        userId: order.user_id,
        isFirstOrder: order.is_first_order,
      });
    }
    return this.settlePayment(tx, order, COMPLETED_FULFILLMENT.has(status));
  }

  /** The placement's payment after one of its orders closed. */
  private async settlePayment(tx: Queryable, order: OrderRow, completed: boolean): Promise<PaymentEffect> {
    const paymentId = order.payment_transaction_id;
    if (paymentId === null) return 'nothing';
    const payment = await this.payments.status(tx, paymentId);
    if (!payment) return 'nothing';
    let effect: PaymentEffect = 'kept';
    if (payment.status === P.SETTLED) {
      if (completed || Number(order.total_price) === 0) return 'kept';
      await this.payments.refund(tx, paymentId, Math.min(Number(order.total_price), payment.capturedAmount - payment.refundedAmount));
      effect = 'refunded';
    } else {
      const orders = await ordersOfPlacement(tx, order.placement_id);
      if (!orders.every((o) => FINAL_FULFILLMENT.has(o.fulfillment_status))) return 'kept';
      const completedTotal = orders
        .filter((o) => COMPLETED_FULFILLMENT.has(o.fulfillment_status))
        .reduce((sum, o) => sum + Number(o.total_price), 0);
      if (completedTotal > 0 && (payment.status === P.AUTHORIZED || payment.status === P.DEFERRED)) {
        await this.payments.capture(tx, paymentId, Math.min(completedTotal, payment.amount));
        await this.payments.refresh(tx, paymentId);
        effect = 'captured';
      } else {
        const released = await this.payments.release(tx, paymentId, completedTotal > 0 ? 'order closed' : 'order cancelled');
        effect = released;
      }
    }
    const after = await this.payments.status(tx, paymentId);
    if (after) await setPlacementPaymentStatus(tx, order.placement_id, after.status);
    return effect;
  }

  /**
   * What a cancelled order gives back: its stock (through the stock writer, which keeps the
   * stock state with the count and locks as placement does), its express slot, the store credit
   * and reward points it used; and, once every order of the placement is cancelled, the promo
   * code uses and vouchers of the placement.
   */
  private async giveBack(tx: Queryable, order: OrderRow): Promise<void> {
    const lines = await orderLineQuantities(tx, order.id);
    await returnStock(tx, lines.map((line) => ({ variantId: line.variant_id, quantity: line.quantity })));
    await releaseExpressSlot(tx, order.id);
    if (order.user_id !== null && Number(order.credit_deduction) > 0) {
      await refundCredit(tx, order.user_id, Number(order.credit_deduction), order.placement_id);
    }
    // The reward was spent in whole đồng out of the user's reward cents.
    if (order.user_id !== null && Number(order.reward_deduction) > 0) {
      await returnReward(tx, order.user_id, Number(order.reward_deduction) * 100);
    }
    if (((await uncancelledOrderCount(tx, order.placement_id)) ?? 1) === 0) {
      // Placement counted the purchase as a successful order; a wholly cancelled one does not count.
      if (order.user_id !== null)
        await uncountSuccessfulOrder(tx, order.user_id);
      await deletePromoCodeUsages(tx, order.placement_id);
      await returnVouchersOf(tx, order.placement_id);
    }
  }
}
