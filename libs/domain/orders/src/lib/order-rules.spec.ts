import {
  FulfillmentStatus as F,
  OrderType,
  PaymentTransactionStatus as P,
} from '@gio/domain-enums';
import {
  POST_ORDER_ATTACH_WINDOW_MS,
  attachOpenUntil,
  attachRefusal,
  canAttachPayment,
  canAttachToOrder,
  canCancelOrder,
  cancelOrderRefusal,
  pickingNotesRefusal,
} from './order-rules';

const placed = '2026-11-23T08:00:00.000Z';
const placedMs = Date.parse(placed);
const hour = 60 * 60 * 1000;

describe('cancel-order (accounts.md §4 "Order-history and cancellation")', () => {
  it.each([
    [F.NEW, true],
    [F.RECEIVED, true],
    [F.CONFIRMED, true],
    [F.SHOPPING, false],
    [F.COMPLETE_SHOPPING, false],
    [F.IN_TRANSIT, false],
    [F.DELIVERED, false],
    [F.CANCELLED, false],
    [F.FAILED_TO_FULFILL, false],
  ])('fulfilment %i cancellable: %s', (fulfillmentStatus, allowed) => {
    expect(canCancelOrder({ fulfillmentStatus })).toBe(allowed);
    expect(cancelOrderRefusal({ fulfillmentStatus, paymentStatus: P.AUTHORIZED })).toBe(
      allowed ? null : 'ORDER_NOT_CANCELLABLE',
    );
  });

  it('refuses while the hosted payment page is open, before looking at the fulfilment', () => {
    expect(cancelOrderRefusal({ fulfillmentStatus: F.NEW, paymentStatus: P.PENDING })).toBe(
      'PAYMENT_PENDING',
    );
    expect(cancelOrderRefusal({ fulfillmentStatus: F.SHOPPING, paymentStatus: P.PENDING })).toBe(
      'PAYMENT_PENDING',
    );
    expect(canCancelOrder({ fulfillmentStatus: F.NEW, paymentStatus: null })).toBe(true);
  });
});

describe('post-order attach (accounts.md §4 "Post-order")', () => {
  const open = { fulfillmentStatus: F.CONFIRMED, createdAt: placed, paymentStatus: P.AUTHORIZED };

  it('stays open for the window after placing while shopping has not started', () => {
    expect(attachOpenUntil(open, placedMs + hour)).toEqual(
      new Date(placedMs + POST_ORDER_ATTACH_WINDOW_MS),
    );
    expect(attachOpenUntil({ ...open, createdAt: new Date(placed) }, placedMs)).toEqual(
      new Date(placedMs + POST_ORDER_ATTACH_WINDOW_MS),
    );
    expect(
      attachOpenUntil({ ...open, createdAt: placedMs }, placedMs + POST_ORDER_ATTACH_WINDOW_MS - 1),
    ).not.toBeNull();
    expect(attachOpenUntil(open, placedMs + POST_ORDER_ATTACH_WINDOW_MS)).toBeNull();
    expect(attachOpenUntil({ ...open, fulfillmentStatus: F.SHOPPING }, placedMs)).toBeNull();
    expect(attachOpenUntil({ ...open, fulfillmentStatus: F.CANCELLED }, placedMs)).toBeNull();
  });

  it('takes only a payment that can grow: authorised or collected at the door', () => {
    expect(canAttachPayment(P.AUTHORIZED)).toBe(true);
    expect(canAttachPayment(P.DEFERRED)).toBe(true);
    for (const status of [P.PENDING, P.SETTLED, P.NO_TRANSACTION, P.VOIDED])
      expect(canAttachPayment(status)).toBe(false);
    expect(canAttachPayment(null)).toBe(false);
  });

  it('names the window first, then the payment', () => {
    expect(attachRefusal(open, placedMs)).toBeNull();
    expect(canAttachToOrder(open, placedMs)).toBe(true);
    expect(attachRefusal({ ...open, paymentStatus: P.SETTLED }, placedMs)).toBe(
      'ATTACH_PAYMENT_UNSUPPORTED',
    );
    expect(
      attachRefusal({ ...open, paymentStatus: null, fulfillmentStatus: F.SHOPPING }, placedMs),
    ).toBe('ATTACH_WINDOW_CLOSED');
    expect(canAttachToOrder(open, placedMs + 2 * POST_ORDER_ATTACH_WINDOW_MS)).toBe(false);
  });
});

describe('picking notes (accounts.md §7 update-express-item)', () => {
  it('belong to express orders and lock once shopping starts', () => {
    expect(
      pickingNotesRefusal({ orderType: OrderType.EXPRESS, fulfillmentStatus: F.NEW }),
    ).toBeNull();
    expect(
      pickingNotesRefusal({ orderType: OrderType.EXPRESS_PICKUP, fulfillmentStatus: F.CONFIRMED }),
    ).toBeNull();
    expect(pickingNotesRefusal({ orderType: OrderType.STANDARD, fulfillmentStatus: F.NEW })).toBe(
      'ORDER_NOT_EXPRESS',
    );
    expect(
      pickingNotesRefusal({ orderType: OrderType.EXPRESS, fulfillmentStatus: F.SHOPPING }),
    ).toBe('PICKING_NOTES_LOCKED');
  });
});
