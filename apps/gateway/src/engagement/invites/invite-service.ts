import { AppError } from '../../http/app-error';
import { EngagementErrorCode, type InviteOffer } from '@gio/contracts';
import { PromoType } from '@gio/domain-enums';
import { foldDiacritics } from '@gio/domain-search';

import type { Database, Queryable } from '../../db/database';
import { newId, readableCode } from '../../security/random';
import type { CompletedOrder } from '../../orders/order-events';
import { formatDong } from '../format-dong';
import { addPersonalNewsItem } from '../newsfeed/newsfeed-service';

/** What an invite gives: the friend's first-order discount and the inviter's credit, in đồng. */
export interface InviteTerms {
  readonly inviteeDiscount: number;
  readonly minimumPurchase: number;
  readonly inviterCredit: number;
  /** How long a new invite code stays valid. */
  readonly validYears: number;
}

/** Giỏ's referral terms; the spec gives no figures. */
export const DEFAULT_INVITE_TERMS: InviteTerms = {
  inviteeDiscount: 50_000,
  minimumPurchase: 200_000,
  inviterCredit: 50_000,
  validYears: 5,
};

interface InviteCodeRow {
  id: string;
  code: string;
  value: string | number;
  minimum_purchase: string | number;
  start_date: Date | string;
  end_date: Date | string;
  details: { inviterUserId?: string; inviterCredit?: number };
  inviter_first_name: string | null;
}

/** A readable, shareable code: the inviter's folded first name and five random characters. */
export function newInviteCode(firstName: string): string {
  const name =
    foldDiacritics(firstName)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 8) || 'GIO';
  return `${name}-${readableCode(5)}`;
}

const INVITE_CODE_SELECT = `SELECT p.id, p.code, p.value, p.minimum_purchase, p.start_date, p.end_date, p.details,
    u.first_name AS inviter_first_name
  FROM promo_codes p LEFT JOIN users u ON u.id = p.details->>'inviterUserId'`;

const notAccepted = (message: string) =>
  new AppError(400, EngagementErrorCode.INVITE_NOT_ACCEPTED, message, 'promoCode');

/**
 * Invite referral (accounts.md §2 "/invite/:promocode", §4 promo type 1 "invite code"): every
 * user gets one invite code, a promo code of type 1 giving a friend's first order a discount;
 * a friend who accepts it before ordering is referred, and when their first order completes
 * the inviter is credited once, through the store-credit ledger.
 */
export class InviteService {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
    private readonly terms: InviteTerms = DEFAULT_INVITE_TERMS,
  ) {}

  private async byCode(db: Queryable, code: string): Promise<InviteCodeRow | null> {
    const { rows } = await db.query<InviteCodeRow>(
      `${INVITE_CODE_SELECT} WHERE upper(p.code) = $1 AND p.promo_type = $2`,
      [code.toUpperCase(), PromoType.INVITE_CODE],
    );
    return rows[0] ?? null;
  }

  private async ownCode(db: Queryable, userId: string): Promise<InviteCodeRow | null> {
    const { rows } = await db.query<InviteCodeRow>(
      `${INVITE_CODE_SELECT} WHERE p.promo_type = $2 AND p.details->>'inviterUserId' = $1`,
      [userId, PromoType.INVITE_CODE],
    );
    return rows[0] ?? null;
  }

  private offer(code: string, row: InviteCodeRow | null): InviteOffer {
    const now = this.now();
    const valid =
      row !== null &&
      row.inviter_first_name !== null &&
      new Date(row.start_date).getTime() <= now &&
      new Date(row.end_date).getTime() > now;
    return {
      promoCode: row?.code ?? code.toUpperCase(),
      valid,
      inviterFirstName: valid ? row.inviter_first_name : null,
      discountAmount: valid ? Number(row.value) : 0,
      minimumPurchase: valid ? Number(row.minimum_purchase) : 0,
      endDate: valid ? new Date(row.end_date).toISOString() : null,
    };
  }

  /** The landing page's offer: an unknown or ended code is shown as not valid. */
  async offerFor(code: string): Promise<InviteOffer> {
    return this.offer(code, await this.byCode(this.db, code));
  }

  /** The user's invite code, made on first request, with how their invitations went. */
  async myInvite(userId: string) {
    let row = await this.ownCode(this.db, userId);
    for (let attempt = 0; row === null && attempt < 5; attempt += 1) {
      const { rows: users } = await this.db.query<{ first_name: string }>(
        'SELECT first_name FROM users WHERE id = $1',
        [userId],
      );
      const now = new Date(this.now());
      const end = new Date(now);
      end.setUTCFullYear(end.getUTCFullYear() + this.terms.validYears);
      // A clash on the code or on the owner inserts nothing; the loop reads what is there.
      await this.db.query(
        `INSERT INTO promo_codes (id, code, promo_type, discount_type, value, max_discount, minimum_purchase, start_date, end_date, details)
         VALUES ($1, $2, $3, 'AMOUNT', $4, NULL, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [
          newId('prm'),
          newInviteCode(users[0]?.first_name ?? ''),
          PromoType.INVITE_CODE,
          this.terms.inviteeDiscount,
          this.terms.minimumPurchase,
          now,
          end,
          JSON.stringify({
            description: `Giảm ${formatDong(this.terms.inviteeDiscount)} cho đơn hàng đầu tiên`,
            firstOrderOnly: true,
            usesPerCustomer: 1,
            inviterUserId: userId,
            inviterCredit: this.terms.inviterCredit,
          }),
        ],
      );
      row = await this.ownCode(this.db, userId);
    }
    if (!row) throw new Error('could not make an invite code');
    const { rows: stats } = await this.db.query<{
      invited: number;
      rewarded: number;
      earned: string | number | null;
    }>(
      `SELECT count(*)::int AS invited, count(rewarded_at)::int AS rewarded,
              coalesce(sum(credit_amount) FILTER (WHERE rewarded_at IS NOT NULL), 0) AS earned
         FROM referrals WHERE inviter_user_id = $1`,
      [userId],
    );
    return {
      promoCode: row.code,
      path: `/invite/${encodeURIComponent(row.code)}`,
      discountAmount: Number(row.value),
      inviterCredit: Number(row.details.inviterCredit ?? this.terms.inviterCredit),
      invitedCount: stats[0]?.invited ?? 0,
      rewardedCount: stats[0]?.rewarded ?? 0,
      creditEarned: Number(stats[0]?.earned ?? 0),
    };
  }

  /** The user's code and invitation count without making a code (dashboard). */
  async summary(
    db: Queryable,
    userId: string,
  ): Promise<{ promoCode: string | null; invitedCount: number }> {
    const row = await this.ownCode(db, userId);
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM referrals WHERE inviter_user_id = $1',
      [userId],
    );
    return { promoCode: row?.code ?? null, invitedCount: rows[0]?.n ?? 0 };
  }

  /**
   * POST /api/invite/accept: a user who has not ordered yet takes a friend's invite. Accepting
   * the same code again answers the same; another code, one's own code or a user with orders
   * is refused.
   */
  async accept(userId: string, code: string): Promise<InviteOffer> {
    return this.db.transaction(async (tx) => {
      const row = await this.byCode(tx, code);
      const offer = this.offer(code, row);
      const inviterId = row?.details.inviterUserId;
      if (!row || !offer.valid || !inviterId) {
        throw new AppError(
          404,
          EngagementErrorCode.INVITE_CODE_UNKNOWN,
          'Mã mời không tồn tại hoặc đã hết hạn.',
          'promoCode',
        );
      }
      if (inviterId === userId) throw notAccepted('Bạn không thể dùng mã mời của chính mình.');
      // Accepts of one user queue on their row, so a second one reads the first one's referral.
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const { rows: existing } = await tx.query<{ promo_code: string }>(
        'SELECT promo_code FROM referrals WHERE invitee_user_id = $1',
        [userId],
      );
      if (existing[0]) {
        if (existing[0].promo_code === row.code) return offer;
        throw notAccepted('Tài khoản đã nhận lời mời khác.');
      }
      const { rows: ordered } = await tx.query(
        `SELECT 1 FROM users WHERE id = $1 AND num_successful_orders > 0
         UNION ALL SELECT 1 FROM order_placements WHERE user_id = $1 LIMIT 1`,
        [userId],
      );
      if (ordered.length > 0) throw notAccepted('Mã mời chỉ dành cho khách chưa từng đặt hàng.');
      await tx.query(
        `INSERT INTO referrals (invitee_user_id, inviter_user_id, promo_code, credit_amount, accepted_at) VALUES ($1, $2, $3, $4, $5)`,
        [
          userId,
          inviterId,
          row.code,
          Number(row.details.inviterCredit ?? this.terms.inviterCredit),
          new Date(this.now()),
        ],
      );
      return offer;
    });
  }

  /**
   * The order-completed listener: the invitee's first completed order credits the inviter once.
   * A first order that used an invite code at checkout counts as accepting it.
   */
  async onOrderCompleted(tx: Queryable, order: CompletedOrder): Promise<void> {
    if (!order.userId) return;
    if (order.isFirstOrder) await this.referFromPromoCode(tx, order.userId, order.id);
    const { rows } = await tx.query<{
      inviter_user_id: string;
      credit_amount: string | number;
      first_name: string;
    }>(
      `UPDATE referrals r SET rewarded_order_id = $2, rewarded_at = $3
         FROM users u
        WHERE r.invitee_user_id = $1 AND r.rewarded_at IS NULL AND u.id = r.invitee_user_id
        RETURNING r.inviter_user_id, r.credit_amount, u.first_name`,
      [order.userId, order.id, new Date(this.now())],
    );
    const referral = rows[0];
    if (!referral) return;
    const amount = Number(referral.credit_amount);
    await tx.query(
      `INSERT INTO user_credit_entries (id, user_id, amount, reason) VALUES ($1, $2, $3, 'invite_referral')`,
      [newId('crd'), referral.inviter_user_id, amount],
    );
    await addPersonalNewsItem(tx, {
      userId: referral.inviter_user_id,
      kind: 'referral',
      title: `Bạn nhận được ${formatDong(amount)} tín dụng`,
      body: `${referral.first_name || 'Bạn của bạn'} đã nhận đơn hàng đầu tiên nhờ lời mời của bạn.`,
      url: '/account/invite',
      publishedAt: new Date(this.now()),
    });
  }

  private async referFromPromoCode(tx: Queryable, userId: string, orderId: string): Promise<void> {
    const { rows } = await tx.query<{ code: string; inviter: string; credit: string | null }>(
      `SELECT p.code, p.details->>'inviterUserId' AS inviter, p.details->>'inviterCredit' AS credit
         FROM orders o JOIN order_placements pl ON pl.id = o.placement_id
         JOIN promo_codes p ON upper(p.code) = ANY(SELECT upper(c) FROM unnest(pl.promo_codes) AS c)
        WHERE o.id = $1 AND p.promo_type = $2 AND p.details ? 'inviterUserId'
        LIMIT 1`,
      [orderId, PromoType.INVITE_CODE],
    );
    const used = rows[0];
    if (!used || used.inviter === userId) return;
    await tx.query(
      `INSERT INTO referrals (invitee_user_id, inviter_user_id, promo_code, credit_amount, accepted_at)
       SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM users WHERE id = $2)
       ON CONFLICT (invitee_user_id) DO NOTHING`,
      [
        userId,
        used.inviter,
        used.code,
        Number(used.credit ?? this.terms.inviterCredit),
        new Date(this.now()),
      ],
    );
  }
}
