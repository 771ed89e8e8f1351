import { PaymentTransactionStatus as S } from '@gio/domain-enums';
import type { PaymentTransactionStatus } from '@gio/domain-enums';
import {
  PAYMENT_STATUS_NAMES,
  PAYMENT_TRANSITIONS,
  PAYMENT_VOIDABLE,
  canMovePayment,
  isFinalPaymentStatus,
} from './payment-status';

const ALL = Object.values(S) as PaymentTransactionStatus[];

describe('payment transaction transitions', () => {
  it('covers every status of accounts.md §4 and nothing else', () => {
    expect(
      Object.keys(PAYMENT_TRANSITIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ALL);
    for (const targets of Object.values(PAYMENT_TRANSITIONS))
      for (const to of targets) expect(ALL).toContain(to);
  });

  it('reaches every status from CREATED, and nothing leads back to CREATED', () => {
    const reached = new Set<PaymentTransactionStatus>([S.CREATED]);
    const queue: PaymentTransactionStatus[] = [S.CREATED];
    while (queue.length > 0) {
      const at = queue.shift() as PaymentTransactionStatus;
      for (const next of PAYMENT_TRANSITIONS[at]) {
        expect(next).not.toBe(S.CREATED);
        if (!reached.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    expect([...reached].sort((a, b) => a - b)).toEqual(ALL);
  });

  it('makes settled, voided and failed payments final', () => {
    for (const status of [
      S.SETTLED,
      S.VOIDED,
      S.ERROR,
      S.AUTHORIZATION_EXPIRED,
      S.NO_TRANSACTION,
      S.SETTLEMENT_DECLINED,
      S.AUTHORIZATION_UNSUCCESSFUL,
    ]) {
      expect(isFinalPaymentStatus(status)).toBe(true);
      for (const to of ALL) expect(canMovePayment(status, to)).toBe(false);
    }
  });

  it.each([
    [S.CREATED, S.AUTHORIZED, true],
    [S.CREATED, S.PENDING, true],
    [S.PENDING, S.AUTHORIZED, true],
    [S.PENDING, S.VOIDED, true],
    [S.AUTHORIZED, S.SUBMITTED_FOR_SETTLEMENT, true],
    [S.DEFERRED, S.SUBMITTED_FOR_SETTLEMENT, true],
    [S.SUBMITTED_FOR_SETTLEMENT, S.SETTLED, true],
    [S.CREATED, S.SETTLED, false],
    [S.AUTHORIZED, S.SETTLED, false],
    [S.PENDING, S.SUBMITTED_FOR_SETTLEMENT, false],
    [S.DEFERRED, S.AUTHORIZED, false],
    [S.AUTHORIZED, S.PENDING, false],
  ])('%i → %i allowed: %s', (from, to, allowed) => {
    expect(canMovePayment(from, to)).toBe(allowed);
  });

  it('voids exactly the statuses the table lets move to VOIDED', () => {
    expect([...PAYMENT_VOIDABLE].sort((a, b) => a - b)).toEqual(
      ALL.filter((from) => canMovePayment(from, S.VOIDED)),
    );
  });

  it('names each status as accounts.md §4 spells it', () => {
    expect(PAYMENT_STATUS_NAMES[S.SUBMITTED_FOR_SETTLEMENT]).toBe('SUBMITTED_FOR_SETTLEMENT');
    expect(Object.keys(PAYMENT_STATUS_NAMES)).toHaveLength(ALL.length);
  });
});
