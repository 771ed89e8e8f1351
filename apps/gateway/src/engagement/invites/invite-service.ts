import { AppError } from '../../http/app-error';
import { EngagementErrorCode, type InviteOffer } from '@gio/contracts';
import { foldDiacritics } from '@gio/domain-search';

import type { Database, Queryable } from '../../db/database';
import { newId, readableCode } from '../../security/random';
import type { CompletedOrder } from '../../orders/order-events';
import { formatDong } from '../format-dong';
import { addPersonalNewsItem } from '../newsfeed/newsfeed-store';
import {
  acceptedCodeOf,
  countReferrals,
  firstNameOf,
  hasOrdered,
  insertInviteCode,
  insertReferral,
  insertReferralIfNew,
  inviteCodeByCode,
  inviteCodeOf,
  inviteCodeUsedBy,
  lockUser,
  referralStats,
  rewardReferral,
  type InviteCodeRow,
} from './invite-store';
import { grantCredit } from '../../credit/credit-store';

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

/** A readable, shareable code: the inviter's folded first name and five random characters. */
export function newInviteCode(firstName: string): string {
  const name =
    foldDiacritics(firstName)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 8) || 'GIO';
  return `${name}-${readableCode(5)}`;
}

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
    return this.offer(code, await inviteCodeByCode(this.db, code));
  }

  /** The user's invite code, made on first request, with how their invitations went. */
  async myInvite(userId: string) {
    let row = await inviteCodeOf(this.db, userId);
    for (let attempt = 0; row === null && attempt < 5; attempt += 1) {
      const firstName = await firstNameOf(this.db, userId);
      const now = new Date(this.now());
      const end = new Date(now);
      end.setUTCFullYear(end.getUTCFullYear() + this.terms.validYears);
      // A clash on the code or on the owner inserts nothing; the loop reads what is there.
      await insertInviteCode(this.db, {
        id: newId('prm'),
        code: newInviteCode(firstName ?? ''),
        value: this.terms.inviteeDiscount,
        minimumPurchase: this.terms.minimumPurchase,
        startDate: now,
        endDate: end,
        details: {
          description: `Giảm ${formatDong(this.terms.inviteeDiscount)} cho đơn hàng đầu tiên`,
          firstOrderOnly: true,
          usesPerCustomer: 1,
          inviterUserId: userId,
          inviterCredit: this.terms.inviterCredit,
        },
      });
      row = await inviteCodeOf(this.db, userId);
    }
    if (!row) throw new Error('could not make an invite code');
    const stats = await referralStats(this.db, userId);
    return {
      promoCode: row.code,
      path: `/invite/${encodeURIComponent(row.code)}`,
      discountAmount: Number(row.value),
      inviterCredit: Number(row.details.inviterCredit ?? this.terms.inviterCredit),
      invitedCount: stats?.invited ?? 0,
      rewardedCount: stats?.rewarded ?? 0,
      creditEarned: Number(stats?.earned ?? 0),
    };
  }

  /** The user's code and invitation count without making a code (dashboard). */
  async summary(
    db: Queryable,
    userId: string,
  ): Promise<{ promoCode: string | null; invitedCount: number }> {
    const row = await inviteCodeOf(db, userId);
    return { promoCode: row?.code ?? null, invitedCount: await countReferrals(db, userId) };
  }

  /**
   * POST /api/invite/accept: a user who has not ordered yet takes a friend's invite. Accepting
   * the same code again answers the same; another code, one's own code or a user with orders
   * is refused.
   */
  async accept(userId: string, code: string): Promise<InviteOffer> {
    return this.db.transaction(async (tx) => {
      const row = await inviteCodeByCode(tx, code);
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
      await lockUser(tx, userId);
      const accepted = await acceptedCodeOf(tx, userId);
      if (accepted !== null) {
        if (accepted === row.code) return offer;
        throw notAccepted('Tài khoản đã nhận lời mời khác.');
      }
      if (await hasOrdered(tx, userId)) throw notAccepted('Mã mời chỉ dành cho khách chưa từng đặt hàng.');
      await insertReferral(tx, {
        inviteeUserId: userId,
        inviterUserId: inviterId,
        promoCode: row.code,
        creditAmount: Number(row.details.inviterCredit ?? this.terms.inviterCredit),
        acceptedAt: new Date(this.now()),
      });
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
    const referral = await rewardReferral(tx, order.userId, order.id, new Date(this.now()));
    if (!referral) return;
    const amount = Number(referral.credit_amount);
    await grantCredit(tx, referral.inviter_user_id, amount, 'invite_referral');
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
    const used = await inviteCodeUsedBy(tx, orderId);
    if (!used || used.inviter === userId) return;
    await insertReferralIfNew(tx, {
      inviteeUserId: userId,
      inviterUserId: used.inviter,
      promoCode: used.code,
      creditAmount: Number(used.credit ?? this.terms.inviterCredit),
      acceptedAt: new Date(this.now()),
    });
  }
}
