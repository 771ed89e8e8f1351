import type { Queryable } from '../db/database';

/**
 * The one writer of `vouchers` (README "One writer per table"): a voucher is issued when points
 * are redeemed, used by an order, and returned when the order's whole placement is cancelled.
 */

/** A voucher bought with points (loyalty redeem); valid from its redemption. */
export interface NewVoucher {
  readonly id: string;
  readonly userId: string;
  readonly code: string;
  readonly name: string;
  readonly value: number;
  readonly minimumPurchase: number;
  readonly pointsCost: number;
  readonly redeemedAt: Date;
  readonly validUntil: Date;
}

export async function issueVoucher(tx: Queryable, voucher: NewVoucher): Promise<void> {
  await tx.query(
    `INSERT INTO vouchers (id, user_id, code, name, value, minimum_purchase, points_cost, valid_from, valid_until, redeemed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8)`,
    [
      voucher.id,
      voucher.userId,
      voucher.code,
      voucher.name,
      voucher.value,
      voucher.minimumPurchase,
      voucher.pointsCost,
      voucher.redeemedAt,
      voucher.validUntil,
    ],
  );
}

/**
 * An order uses the user's active vouchers; answers how many it took, which is fewer than asked
 * when one was used meanwhile (the caller refuses the order).
 */
export async function useVouchers(
  tx: Queryable,
  userId: string,
  voucherIds: readonly string[],
  placementId: string,
): Promise<number> {
  const { rows } = await tx.query(
    `UPDATE vouchers SET status = 'used', used_order_id = $2, used_at = now()
      WHERE user_id = $1 AND id = ANY($3::text[]) AND status = 'active' RETURNING id`,
    [userId, placementId, voucherIds],
  );
  return rows.length;
}

/** A wholly cancelled placement gives its vouchers back. */
export async function returnVouchersOf(tx: Queryable, placementId: string): Promise<void> {
  await tx.query(
    `UPDATE vouchers SET status = 'active', used_at = NULL, used_order_id = NULL WHERE used_order_id = $1`,
    [placementId],
  );
}
