import type { PaymentTransactionStatus } from '@gio/domain-enums';
import { PAYMENT_STATUS_NAMES, canMovePayment } from '@gio/domain-orders';
import type { Queryable } from '../db/database';
import type { PaymentTransaction } from './payment-provider';
import {
  addRefundedAmount,
  findPayment,
  hostedTokenHashOf,
  increasePaymentAmount,
  insertPayment,
  insertPaymentEvent,
  paymentEvents,
  placementPayments,
  updatePaymentStatus,
  type NewPayment,
  type PaymentPatch,
} from './payment-store';

/**
 * A move the transition table (`PAYMENT_TRANSITIONS` of `@gio/domain-orders`) forbids: a bug or
 * a race lost to another request; nothing was written.
 */
export class PaymentTransitionError extends Error {
  override readonly name = 'PaymentTransitionError';
  constructor(
    readonly paymentId: string,
    readonly from: PaymentTransactionStatus,
    readonly to: PaymentTransactionStatus,
  ) {
    super(
      `payment ${paymentId} cannot move from ${PAYMENT_STATUS_NAMES[from]} to ${PAYMENT_STATUS_NAMES[to]}`,
    );
  }
}

/**
 * The payment_transactions table as the payment service uses it. Every status change goes
 * through `move`, which checks the transition table and updates only if the row still has the
 * status it was read with, so two requests racing on one payment cannot both move it; every
 * change is logged as an event. The statements are in `payment-store.ts`.
 */
export class PaymentTransactions {
  async insert(tx: Queryable, payment: NewPayment, status: PaymentTransactionStatus): Promise<PaymentTransaction> {
    const created = await insertPayment(tx, payment, status);
    await insertPaymentEvent(tx, { paymentId: created.id, from: null, to: status, amount: payment.amount, note: payment.kind });
    return created;
  }

  /** One payment; `lock` takes its row lock for the rest of the transaction. */
  find(db: Queryable, id: string, lock = false): Promise<PaymentTransaction | null> {
    return findPayment(db, id, lock);
  }

  /** The hosted-page token's hash of a payment, to check the page's answer against. */
  hostedTokenHash(db: Queryable, id: string): Promise<string | null> {
    return hostedTokenHashOf(db, id);
  }

  /** Every transaction of an order, sales and refunds, oldest first. */
  forPlacement(db: Queryable, placementId: string): Promise<PaymentTransaction[]> {
    return placementPayments(db, placementId);
  }

  /** The status history of a payment, oldest first. */
  history(
    db: Queryable,
    id: string,
  ): Promise<{ from: PaymentTransactionStatus | null; to: PaymentTransactionStatus; note: string | null }[]> {
    return paymentEvents(db, id);
  }

  /** Moves `payment` to `to` if the transition table allows it; throws PaymentTransitionError otherwise. */
  async move(
    tx: Queryable,
    payment: PaymentTransaction,
    to: PaymentTransactionStatus,
    patch: PaymentPatch = {},
    note?: string,
  ): Promise<PaymentTransaction> {
    if (!canMovePayment(payment.status, to)) throw new PaymentTransitionError(payment.id, payment.status, to);
    const moved = await updatePaymentStatus(tx, payment, to, patch);
    if (!moved) {
      const current = await this.find(tx, payment.id);
      throw new PaymentTransitionError(payment.id, current?.status ?? payment.status, to);
    }
    await insertPaymentEvent(tx, {
      paymentId: payment.id,
      from: payment.status,
      to,
      amount: patch.capturedAmount ?? null,
      note: note ?? null,
    });
    return moved;
  }

  /** Grows an open sale's amount (incremental authorisation), keeping its status; logged as an event. */
  async increaseAmount(tx: Queryable, payment: PaymentTransaction, extra: number): Promise<PaymentTransaction> {
    const grown = await increasePaymentAmount(tx, payment, extra);
    if (!grown) throw new PaymentTransitionError(payment.id, payment.status, payment.status);
    await insertPaymentEvent(tx, {
      paymentId: payment.id,
      from: payment.status,
      to: payment.status,
      amount: extra,
      note: 'authorisation increased',
    });
    return grown;
  }

  /** Adds to the refunded amount of a sale; refuses (false) what would pass the captured amount. */
  addRefunded(tx: Queryable, saleId: string, amount: number): Promise<boolean> {
    return addRefundedAmount(tx, saleId, amount);
  }
}
