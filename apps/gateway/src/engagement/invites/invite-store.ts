import { PromoType } from '@gio/domain-enums';
import type { Queryable } from '../../db/database';

/**
 * Invite codes (promo codes of type 1 naming their inviter in `details`) and the referrals they
 * made (`referrals`, one per invitee).
 */

export interface InviteCodeRow {
  id: string;
  code: string;
  value: string | number;
  minimum_purchase: string | number;
  start_date: Date | string;
  end_date: Date | string;
  details: { inviterUserId?: string; inviterCredit?: number };
  inviter_first_name: string | null;
}

const INVITE_CODE_SELECT = `SELECT p.id, p.code, p.value, p.minimum_purchase, p.start_date, p.end_date, p.details,
    u.first_name AS inviter_first_name
  FROM promo_codes p LEFT JOIN users u ON u.id = p.details->>'inviterUserId'`;

/** The invite code of a spelling (case-insensitive) with its inviter's first name; null when there is none. */
export async function inviteCodeByCode(q: Queryable, code: string): Promise<InviteCodeRow | null> {
  const { rows } = await q.query<InviteCodeRow>(
    `${INVITE_CODE_SELECT} WHERE upper(p.code) = $1 AND p.promo_type = $2`,
    [code.toUpperCase(), PromoType.INVITE_CODE],
  );
  return rows[0] ?? null;
}

/** The user's own invite code; null before it is made. */
export async function inviteCodeOf(q: Queryable, userId: string): Promise<InviteCodeRow | null> {
  const { rows } = await q.query<InviteCodeRow>(
    `${INVITE_CODE_SELECT} WHERE p.promo_type = $2 AND p.details->>'inviterUserId' = $1`,
    [userId, PromoType.INVITE_CODE],
  );
  return rows[0] ?? null;
}

/** The user's first name (an invite code starts with it); undefined when the user does not exist. */
export async function firstNameOf(q: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await q.query<{ first_name: string }>(
    'SELECT first_name FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.first_name;
}

/** A new invite code: an amount off a first order, its rules and inviter in `details`. */
export interface NewInviteCode {
  readonly id: string;
  readonly code: string;
  readonly value: number;
  readonly minimumPurchase: number;
  readonly startDate: Date;
  readonly endDate: Date;
  readonly details: object;
}

/** Stores an invite code; a clash on the code or on the owner inserts nothing. */
export async function insertInviteCode(q: Queryable, invite: NewInviteCode): Promise<void> {
  await q.query(
    `INSERT INTO promo_codes (id, code, promo_type, discount_type, value, max_discount, minimum_purchase, start_date, end_date, details)
         VALUES ($1, $2, $3, 'AMOUNT', $4, NULL, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
    [
      invite.id,
      invite.code,
      PromoType.INVITE_CODE,
      invite.value,
      invite.minimumPurchase,
      invite.startDate,
      invite.endDate,
      JSON.stringify(invite.details),
    ],
  );
}

/** How an inviter's invitations went: accepted, rewarded, and the credit earned. */
export async function referralStats(
  q: Queryable,
  inviterUserId: string,
): Promise<{ invited: number; rewarded: number; earned: string | number | null } | undefined> {
  const { rows } = await q.query<{
    invited: number;
    rewarded: number;
    earned: string | number | null;
  }>(
    `SELECT count(*)::int AS invited, count(rewarded_at)::int AS rewarded,
              coalesce(sum(credit_amount) FILTER (WHERE rewarded_at IS NOT NULL), 0) AS earned
         FROM referrals WHERE inviter_user_id = $1`,
    [inviterUserId],
  );
  return rows[0];
}

/** How many friends accepted an inviter's invitations. */
export async function countReferrals(q: Queryable, inviterUserId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM referrals WHERE inviter_user_id = $1',
    [inviterUserId],
  );
  return rows[0]?.n ?? 0;
}

/** Locks the user's row until the transaction ends (accepts of one user queue on it). */
export async function lockUser(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** The invite code an invitee accepted; null when none. */
export async function acceptedCodeOf(q: Queryable, inviteeUserId: string): Promise<string | null> {
  const { rows } = await q.query<{ promo_code: string }>(
    'SELECT promo_code FROM referrals WHERE invitee_user_id = $1',
    [inviteeUserId],
  );
  return rows[0]?.promo_code ?? null;
}

/** Whether the user ever ordered: a successful order counted, or any placement. */
export async function hasOrdered(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM users WHERE id = $1 AND num_successful_orders > 0
         UNION ALL SELECT 1 FROM order_placements WHERE user_id = $1 LIMIT 1`,
    [userId],
  );
  return rows.length > 0;
}

/** A referral: who invited whom with which code, and the inviter's credit once rewarded. */
export interface NewReferral {
  readonly inviteeUserId: string;
  readonly inviterUserId: string;
  readonly promoCode: string;
  readonly creditAmount: number;
  readonly acceptedAt: Date;
}

/** Stores a referral. */
export async function insertReferral(tx: Queryable, referral: NewReferral): Promise<void> {
  await tx.query(
    `INSERT INTO referrals (invitee_user_id, inviter_user_id, promo_code, credit_amount, accepted_at) VALUES ($1, $2, $3, $4, $5)`,
    [
      referral.inviteeUserId,
      referral.inviterUserId,
      referral.promoCode,
      referral.creditAmount,
      referral.acceptedAt,
    ],
  );
}

/**
 * Stores a referral when the inviter still exists and the invitee has none yet (a first order
 * that used an invite code at checkout).
 */
export async function insertReferralIfNew(tx: Queryable, referral: NewReferral): Promise<void> {
  await tx.query(
    `INSERT INTO referrals (invitee_user_id, inviter_user_id, promo_code, credit_amount, accepted_at)
       SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM users WHERE id = $2)
       ON CONFLICT (invitee_user_id) DO NOTHING`,
    [
      referral.inviteeUserId,
      referral.inviterUserId,
      referral.promoCode,
      referral.creditAmount,
      referral.acceptedAt,
    ],
  );
}

/**
 * Marks the invitee's referral rewarded by an order, once; answers the inviter, the credit and
 * the invitee's first name, or undefined when there was nothing to reward.
 */
export async function rewardReferral(
  tx: Queryable,
  inviteeUserId: string,
  orderId: string,
  rewardedAt: Date,
): Promise<
  { inviter_user_id: string; credit_amount: string | number; first_name: string } | undefined
> {
  const { rows } = await tx.query<{
    inviter_user_id: string;
    credit_amount: string | number;
    first_name: string;
  }>(
    `UPDATE referrals r SET rewarded_order_id = $2, rewarded_at = $3
         FROM users u
        WHERE r.invitee_user_id = $1 AND r.rewarded_at IS NULL AND u.id = r.invitee_user_id
        RETURNING r.inviter_user_id, r.credit_amount, u.first_name`,
    [inviteeUserId, orderId, rewardedAt],
  );
  return rows[0];
}

/** The invite code an order used at checkout, with its inviter and credit; undefined when none. */
export async function inviteCodeUsedBy(
  tx: Queryable,
  orderId: string,
): Promise<{ code: string; inviter: string; credit: string | null } | undefined> {
  const { rows } = await tx.query<{ code: string; inviter: string; credit: string | null }>(
    `SELECT p.code, p.details->>'inviterUserId' AS inviter, p.details->>'inviterCredit' AS credit
         FROM orders o JOIN order_placements pl ON pl.id = o.placement_id
         JOIN promo_codes p ON upper(p.code) = ANY(SELECT upper(c) FROM unnest(pl.promo_codes) AS c)
        WHERE o.id = $1 AND p.promo_type = $2 AND p.details ? 'inviterUserId'
        LIMIT 1`,
    [orderId, PromoType.INVITE_CODE],
  );
  return rows[0];
}
