import { OrderType, PaymentTransactionStatus as P } from '@gio/domain-enums';
import { CANCELLABLE_FULFILLMENT } from './order-status';

/**
 * Why the shopper may not change a placed order: the codes of the gateway's order error
 * catalogue (`OrderErrorCode` of `@gio/contracts` carries the same strings), so that a screen
 * and the server refuse by the same name.
 */
export const OrderRefusal = {
  /** The hosted payment page is still open: finish or cancel the payment there first. */
  PAYMENT_PENDING: 'PAYMENT_PENDING',
  /** Shopping has started (or the order is closed). */
  ORDER_NOT_CANCELLABLE: 'ORDER_NOT_CANCELLABLE',
  /** Picking notes belong to express orders. */
  ORDER_NOT_EXPRESS: 'ORDER_NOT_EXPRESS',
  /** Shopping has started: the notes can no longer change. */
  PICKING_NOTES_LOCKED: 'PICKING_NOTES_LOCKED',
  /** Shopping has started, the order is closed, or the attach window has passed. */
  ATTACH_WINDOW_CLOSED: 'ATTACH_WINDOW_CLOSED',
  /** The order's payment cannot grow (guest card, wallet, bank transfer, hosted page). */
  ATTACH_PAYMENT_UNSUPPORTED: 'ATTACH_PAYMENT_UNSUPPORTED',
} as const;
export type OrderRefusal = (typeof OrderRefusal)[keyof typeof OrderRefusal];

/** What the cancel rule reads of an order (accounts.md §3 Order, §4 statuses). */
export interface CancellableOrder {
  readonly fulfillmentStatus: number;
  /** The status of the order's payment transaction, when the caller knows it. */
  readonly paymentStatus?: number | null;
}

/**
 * accounts.md §4 "Order-history and cancellation" (the shop's rule, no time limit): an order
 * can be cancelled until shopping starts (NEW, RECEIVED, CONFIRMED), and not while its hosted
 * payment page is still open (PENDING) — that page's own cancel cancels every order of it.
 */
export function cancelOrderRefusal(order: CancellableOrder): OrderRefusal | null {
  if (order.paymentStatus === P.PENDING) return OrderRefusal.PAYMENT_PENDING;
  if (!CANCELLABLE_FULFILLMENT.has(order.fulfillmentStatus))
    return OrderRefusal.ORDER_NOT_CANCELLABLE;
  return null;
}

/** accounts.md §4 "Order-history and cancellation": whether cancel-order would be accepted (see `cancelOrderRefusal`). */
export function canCancelOrder(order: CancellableOrder): boolean {
  return cancelOrderRefusal(order) === null;
}

/** accounts.md §4 "Post-order": how long after placing an open order may still gain lines (the shop's design: 24 hours). */
export const POST_ORDER_ATTACH_WINDOW_MS = 24 * 60 * 60 * 1000;

/** accounts.md §4 "Post-order": payments that can take an attach — an authorisation that can grow, or a payment collected at the door. */
export const ATTACH_PAYMENT_STATUSES: ReadonlySet<number> = new Set([P.AUTHORIZED, P.DEFERRED]);

/** What the attach rule reads of an order (accounts.md §3 Order). */
export interface AttachableOrder {
  readonly fulfillmentStatus: number;
  /** When the order was placed: a Date, an ISO string (as the order answers carry it) or epoch ms. */
  readonly createdAt: Date | string | number;
}

/**
 * accounts.md §4 "Post-order" attach window: until when an order may gain lines — open (shopping
 * not started, not cancelled) and within `POST_ORDER_ATTACH_WINDOW_MS` of placing; null once closed.
 * `now` is epoch ms, passed in.
 */
export function attachOpenUntil(order: AttachableOrder, now: number): Date | null {
  if (!CANCELLABLE_FULFILLMENT.has(order.fulfillmentStatus)) return null;
  const until = new Date(new Date(order.createdAt).getTime() + POST_ORDER_ATTACH_WINDOW_MS);
  return until.getTime() > now ? until : null;
}

/** accounts.md §4 "Post-order": whether an order's payment (its transaction status, null without one) can take more lines. */
export function canAttachPayment(paymentStatus: number | null | undefined): boolean {
  return (
    paymentStatus !== null &&
    paymentStatus !== undefined &&
    ATTACH_PAYMENT_STATUSES.has(paymentStatus)
  );
}

/**
 * accounts.md §4 "Post-order" attach: why an order may not gain lines now — the window first,
 * then the payment — or null when it may (stock is checked per line at the attach itself).
 */
export function attachRefusal(
  order: AttachableOrder & { readonly paymentStatus: number | null | undefined },
  now: number,
): OrderRefusal | null {
  if (attachOpenUntil(order, now) === null) return OrderRefusal.ATTACH_WINDOW_CLOSED;
  if (!canAttachPayment(order.paymentStatus)) return OrderRefusal.ATTACH_PAYMENT_UNSUPPORTED;
  return null;
}

/** accounts.md §4 "Post-order": whether an order may gain lines now (see `attachRefusal`). */
export function canAttachToOrder(
  order: AttachableOrder & { readonly paymentStatus: number | null | undefined },
  now: number,
): boolean {
  return attachRefusal(order, now) === null;
}

/**
 * accounts.md §7 update-express-item: picking notes belong to express orders (EXPRESS and
 * EXPRESS_PICKUP) and lock once shopping starts.
 */
export function pickingNotesRefusal(order: {
  readonly orderType: number;
  readonly fulfillmentStatus: number;
}): OrderRefusal | null {
  if (order.orderType !== OrderType.EXPRESS && order.orderType !== OrderType.EXPRESS_PICKUP)
    return OrderRefusal.ORDER_NOT_EXPRESS;
  if (!CANCELLABLE_FULFILLMENT.has(order.fulfillmentStatus))
    return OrderRefusal.PICKING_NOTES_LOCKED;
  return null;
}
