import { PaymentTransactionStatus as S } from '@gio/domain-enums';
import type { PaymentTransactionStatus } from '@gio/domain-enums';

/**
 * The allowed moves of a payment transaction (accounts.md §4 lists the statuses and leaves the
 * transitions "not shown"; this table is the shop's design, also in the gateway README):
 *
 * | from | to | when |
 * | --- | --- | --- |
 * | CREATED 0 | AUTHORIZED 1 | the provider approved at placement (card, wallet, bank account, invoice credit) |
 * | CREATED 0 | PENDING 9 | the shopper must finish on a hosted page or a card challenge |
 * | CREATED 0 | DEFERRED 11 | payment on fulfilment: collected at the door |
 * | CREATED 0 | NO_TRANSACTION 7 | nothing to pay (credits and promotions cover the total) |
 * | CREATED 0 | AUTHORIZATION_UNSUCCESSFUL 10 | the provider declined |
 * | CREATED 0 | ERROR 5 | the provider failed |
 * | CREATED 0 | SUBMITTED_FOR_SETTLEMENT 2 | a refund, handed to the provider |
 * | PENDING 9 | AUTHORIZED 1 | approved on the hosted page or challenge |
 * | PENDING 9 | AUTHORIZATION_UNSUCCESSFUL 10 | declined there |
 * | PENDING 9 | VOIDED 4 | abandoned, or the order was cancelled first |
 * | PENDING 9 | ERROR 5 | the provider failed |
 * | AUTHORIZED 1 | SUBMITTED_FOR_SETTLEMENT 2 | captured when the order is delivered or picked up |
 * | AUTHORIZED 1 | VOIDED 4 | the order was cancelled before capture |
 * | AUTHORIZED 1 | AUTHORIZATION_EXPIRED 6 | the hold lapsed before capture |
 * | DEFERRED 11 | SUBMITTED_FOR_SETTLEMENT 2 | collected at delivery |
 * | DEFERRED 11 | VOIDED 4 | the order was cancelled |
 * | SUBMITTED_FOR_SETTLEMENT 2 | SETTLED 3 | the money arrived |
 * | SUBMITTED_FOR_SETTLEMENT 2 | SETTLEMENT_DECLINED 8 | the bank refused settlement |
 * | SUBMITTED_FOR_SETTLEMENT 2 | VOIDED 4 | cancelled before the settlement batch ran |
 *
 * VOIDED, SETTLED, ERROR, AUTHORIZATION_EXPIRED, NO_TRANSACTION, SETTLEMENT_DECLINED and
 * AUTHORIZATION_UNSUCCESSFUL are final. Money that has settled comes back by a refund: a new
 * transaction of kind 'refund' (CREATED → SUBMITTED_FOR_SETTLEMENT → SETTLED) that points at
 * its sale, whose refunded amount grows; the sale itself stays SETTLED.
 */
export const PAYMENT_TRANSITIONS: Readonly<
  Record<PaymentTransactionStatus, readonly PaymentTransactionStatus[]>
> = {
  [S.CREATED]: [
    S.AUTHORIZED,
    S.PENDING,
    S.DEFERRED,
    S.NO_TRANSACTION,
    S.AUTHORIZATION_UNSUCCESSFUL,
    S.ERROR,
    S.SUBMITTED_FOR_SETTLEMENT,
  ],
  [S.PENDING]: [S.AUTHORIZED, S.AUTHORIZATION_UNSUCCESSFUL, S.VOIDED, S.ERROR],
  [S.AUTHORIZED]: [S.SUBMITTED_FOR_SETTLEMENT, S.VOIDED, S.AUTHORIZATION_EXPIRED],
  [S.DEFERRED]: [S.SUBMITTED_FOR_SETTLEMENT, S.VOIDED],
  [S.SUBMITTED_FOR_SETTLEMENT]: [S.SETTLED, S.SETTLEMENT_DECLINED, S.VOIDED],
  [S.SETTLED]: [],
  [S.VOIDED]: [],
  [S.ERROR]: [],
  [S.AUTHORIZATION_EXPIRED]: [],
  [S.NO_TRANSACTION]: [],
  [S.SETTLEMENT_DECLINED]: [],
  [S.AUTHORIZATION_UNSUCCESSFUL]: [],
};

/** Payment transaction status names by number, as accounts.md §4 spells them (for messages and the README). */
export const PAYMENT_STATUS_NAMES: Readonly<Record<PaymentTransactionStatus, string>> =
  Object.fromEntries(Object.entries(S).map(([name, value]) => [value, name])) as Record<
    PaymentTransactionStatus,
    string
  >;

/** Whether a payment transaction may move from `from` to `to` (accounts.md §4 payment transaction status; the table above). */
export function canMovePayment(
  from: PaymentTransactionStatus,
  to: PaymentTransactionStatus,
): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** Payment transaction statuses a payment never leaves (accounts.md §4; no move out in the table above). */
export function isFinalPaymentStatus(status: PaymentTransactionStatus): boolean {
  return PAYMENT_TRANSITIONS[status].length === 0;
}

/** Payment transaction statuses from which a payment may still be voided (accounts.md §4; the moves to VOIDED in the table above). */
export const PAYMENT_VOIDABLE: ReadonlySet<PaymentTransactionStatus> = new Set([
  S.PENDING,
  S.AUTHORIZED,
  S.DEFERRED,
  S.SUBMITTED_FOR_SETTLEMENT,
]);
