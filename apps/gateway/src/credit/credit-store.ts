import type { Queryable } from '../db/database';
import { newId } from '../security/random';

/**
 * The one writer of `user_credit_entries` (README "One writer per table"): store credit is a
 * ledger — the balance is the sum of a user's entries — and every entry is one of these named
 * operations, whichever flow makes it. An order's entries name its placement.
 */

/** An order spends store credit (checkout/place-order.ts). */
export async function spendCredit(tx: Queryable, userId: string, amount: number, placementId: string): Promise<void> {
  await tx.query(
    `INSERT INTO user_credit_entries (id, user_id, amount, reason, order_id) VALUES ($1, $2, $3, 'order', $4)`,
    [newId('crd'), userId, -amount, placementId],
  );
}

/** A cancelled order gives back the store credit it spent (orders/order-lifecycle.ts). */
export async function refundCredit(tx: Queryable, userId: string, amount: number, placementId: string): Promise<void> {
  await tx.query(
    `INSERT INTO user_credit_entries (id, user_id, amount, reason, order_id) VALUES ($1, $2, $3, 'order_cancelled', $4)`,
    [newId('crd'), userId, amount, placementId],
  );
}

/** Credit the shop grants: an invite's referral reward or a game's prize. */
export async function grantCredit(
  tx: Queryable,
  userId: string,
  amount: number,
  reason: 'invite_referral' | 'game_prize',
): Promise<void> {
  await tx.query('INSERT INTO user_credit_entries (id, user_id, amount, reason) VALUES ($1, $2, $3, $4)', [
    newId('crd'),
    userId,
    amount,
    reason,
  ]);
}
