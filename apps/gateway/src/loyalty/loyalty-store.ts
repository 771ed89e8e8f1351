import type { Queryable } from '../db/database';

/**
 * WAON membership: the member row of a user (`loyalty_members`, points never below zero), the
 * voucher offers (`loyalty_voucher_offers`) and the redemptions (`loyalty_redemptions`) with the
 * checkout vouchers they issued.
 */

/** The user's loyalty columns with their member row (all null when not a member). */
export interface MemberRow {
  loyalty_permission: string | null;
  loyalty_reward_cents: string | number;
  member_id: string | null;
  points: string | number | null;
  registered_at: Date | string | null;
  expired_banner_dismissed_at: Date | string | null;
}

export interface OfferRow {
  id: string;
  title: string;
  description: string;
  points_cost: string | number;
  discount_amount: string | number;
  minimum_purchase: string | number;
  valid_days: number;
  end_date: Date | string;
}

/** A redemption with the voucher it issued. */
export interface RedeemedRow {
  voucher_id: string;
  offer_id: string;
  points_spent: string | number;
  redeemed_at: Date | string;
  code: string;
  name: string;
  value: string | number;
  minimum_purchase: string | number;
  status: string;
  valid_until: Date | string;
}

const REDEEMED_COLUMNS = `r.voucher_id, r.offer_id, r.points_spent, r.redeemed_at, v.code, v.name, v.value,
  v.minimum_purchase, v.status, v.valid_until`;

/** The user's loyalty columns and member row; null when the user does not exist. */
export async function memberRow(q: Queryable, userId: string): Promise<MemberRow | null> {
  const { rows } = await q.query<MemberRow>(
    `SELECT u.loyalty_permission, u.loyalty_reward_cents, m.member_id, m.points, m.registered_at,
          m.expired_banner_dismissed_at
         FROM users u LEFT JOIN loyalty_members m ON m.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Whether the user has a member row. */
export async function isLoyaltyMember(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM loyalty_members WHERE user_id = $1', [userId]);
  return rows.length > 0;
}

/** Records when the member closed the expired banner. */
export async function dismissExpiredBanner(q: Queryable, userId: string, at: Date): Promise<void> {
  await q.query('UPDATE loyalty_members SET expired_banner_dismissed_at = $2 WHERE user_id = $1', [
    userId,
    at,
  ]);
}

/** Locks the user's row until the transaction ends (links of one account queue on it). */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** Whether a WAON card is linked to another user than `userId`. */
export async function memberIdLinkedElsewhere(
  tx: Queryable,
  memberId: string,
  userId: string,
): Promise<boolean> {
  const { rows } = await tx.query<{ user_id: string }>(
    'SELECT user_id FROM loyalty_members WHERE member_id = $1 AND user_id <> $2',
    [memberId, userId],
  );
  return rows.length > 0;
}

/**
 * Links a card to the user: a new member row, or the renewal of an existing one (its points stay
 * when above the card's; the expired banner's dismissal is forgotten).
 */
export async function upsertMember(
  tx: Queryable,
  userId: string,
  memberId: string,
  points: number,
  registeredAt: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO loyalty_members (user_id, member_id, points, registered_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE
           SET member_id = EXCLUDED.member_id, registered_at = EXCLUDED.registered_at,
               points = GREATEST(loyalty_members.points, EXCLUDED.points), expired_banner_dismissed_at = NULL`,
    [userId, memberId, points, registeredAt],
  );
}

/** Adds points to a member (a prize won). */
export async function addPoints(tx: Queryable, userId: string, amount: number): Promise<void> {
  await tx.query('UPDATE loyalty_members SET points = points + $2 WHERE user_id = $1', [
    userId,
    amount,
  ]);
}

/**
 * Takes `cost` points in one conditional update, never below zero; answers the points left, or
 * null when the member had too few.
 */
export async function takePoints(
  tx: Queryable,
  userId: string,
  cost: number,
): Promise<string | null> {
  const { rows } = await tx.query<{ points: string }>(
    'UPDATE loyalty_members SET points = points - $2 WHERE user_id = $1 AND points >= $2 RETURNING points',
    [userId, cost],
  );
  return rows[0]?.points ?? null;
}

/** A voucher offer running at `now`; null when there is none. */
export async function runningOffer(
  q: Queryable,
  offerId: string,
  now: Date,
): Promise<OfferRow | null> {
  const { rows } = await q.query<OfferRow>(
    'SELECT * FROM loyalty_voucher_offers WHERE id = $1 AND start_date <= $2 AND end_date > $2',
    [offerId, now],
  );
  return rows[0] ?? null;
}

/** The offers running at `now`, in order, offset-paged. */
export async function runningOffers(
  q: Queryable,
  now: Date,
  limit: number,
  offset: number,
): Promise<OfferRow[]> {
  const { rows } = await q.query<OfferRow>(
    `SELECT * FROM loyalty_voucher_offers WHERE start_date <= $1 AND end_date > $1
        ORDER BY position, id LIMIT $2 OFFSET $3`,
    [now, limit, offset],
  );
  return rows;
}

/** Records a redemption of an offer for the voucher it issued. */
export async function insertRedemption(
  tx: Queryable,
  redemption: {
    id: string;
    userId: string;
    offerId: string;
    voucherId: string;
    pointsSpent: number;
    redeemedAt: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO loyalty_redemptions (id, user_id, offer_id, voucher_id, points_spent, redeemed_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      redemption.id,
      redemption.userId,
      redemption.offerId,
      redemption.voucherId,
      redemption.pointsSpent,
      redemption.redeemedAt,
    ],
  );
}

/** The redemption of a voucher with the voucher; null when there is none. */
export async function redeemedVoucher(
  q: Queryable,
  voucherId: string,
): Promise<RedeemedRow | null> {
  const { rows } = await q.query<RedeemedRow>(
    `SELECT ${REDEEMED_COLUMNS} FROM loyalty_redemptions r JOIN vouchers v ON v.id = r.voucher_id WHERE r.voucher_id = $1`,
    [voucherId],
  );
  return rows[0] ?? null;
}

/** The user's redemptions with their vouchers, newest first, offset-paged. */
export async function redeemedVouchers(
  q: Queryable,
  userId: string,
  limit: number,
  offset: number,
): Promise<RedeemedRow[]> {
  const { rows } = await q.query<RedeemedRow>(
    `SELECT ${REDEEMED_COLUMNS} FROM loyalty_redemptions r JOIN vouchers v ON v.id = r.voucher_id
        WHERE r.user_id = $1 ORDER BY r.redeemed_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows;
}

/** Makes a demo member row (an existing one is left as it is). */
export async function insertDemoMember(
  tx: Queryable,
  userId: string,
  memberId: string,
  points: number,
  registeredAt: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO loyalty_members (user_id, member_id, points, registered_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [userId, memberId, points, registeredAt],
  );
}

/** A demo voucher offer. */
export interface DemoVoucherOffer {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly pointsCost: number;
  readonly discountAmount: number;
  readonly minimumPurchase: number;
  readonly validDays: number;
}

/** Adds a demo voucher offer running from `startDate` to `endDate` (again is a no-op). */
export async function insertDemoVoucherOffer(
  tx: Queryable,
  offer: DemoVoucherOffer,
  startDate: Date,
  endDate: Date,
  position: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO loyalty_voucher_offers (id, title, description, points_cost, discount_amount, minimum_purchase, valid_days, start_date, end_date, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
    [
      offer.id,
      offer.title,
      offer.description,
      offer.pointsCost,
      offer.discountAmount,
      offer.minimumPurchase,
      offer.validDays,
      startDate,
      endDate,
      position,
    ],
  );
}
