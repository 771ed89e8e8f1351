import { AppError } from '../http/app-error';
import {
  LoyaltyErrorCode,
  VOUCHER_PAGE_SIZE,
  type MemberInfo,
  type MembershipInfo,
  type RedeemableVoucher,
  type RedeemedVoucher,
} from '@gio/contracts';
import { LoyaltyPermission } from '@gio/domain-enums';
import {
  LoyaltyStatus,
  canRedeemVouchers,
  loyaltyStatus,
  memberState,
  shouldShowExpiredBanner,
} from '@gio/domain-loyalty';

import type { Database, Queryable } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { newId, readableCode } from '../security/random';
import type { LoyaltyProvider } from './loyalty-provider';
import {
  dismissExpiredBanner,
  insertRedemption,
  lockUser,
  memberIdLinkedElsewhere,
  memberRow,
  redeemedVoucher,
  redeemedVouchers,
  runningOffer,
  runningOffers,
  takePoints,
  upsertMember,
  type MemberRow,
  type RedeemedRow,
} from './loyalty-store';
import { issueVoucher } from './voucher-store';
import { setLoyaltyPermission } from '../users/user-store';

export interface VoucherPage<V> {
  readonly vouchers: V[];
  readonly page: number;
  readonly hasMore: boolean;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

const loyaltyError = (status: number, code: LoyaltyErrorCode, message: string, field?: string) =>
  new AppError(status, code, message, field);

/** A voucher code checkout applies: short, unambiguous, unguessable (12 characters, about 59 bits). */
function voucherCode(): string {
  return `WAON-${readableCode(12)}`;
}

function membershipInfo(row: MemberRow): MembershipInfo | null {
  if (row.member_id === null || row.registered_at === null) return null;
  const permission = (Object.values(LoyaltyPermission) as string[]).includes(
    row.loyalty_permission ?? '',
  )
    ? (row.loyalty_permission as LoyaltyPermission)
    : null;
  return {
    memberId: row.member_id,
    permission,
    points: Number(row.points ?? 0),
    registeredAt: iso(row.registered_at),
  };
}

/** An active or processing membership may not be linked again; an expired one may be renewed. */
function assertMayLink(row: MemberRow): void {
  const status = row.member_id
    ? loyaltyStatus(row.loyalty_permission)
    : LoyaltyStatus.NOT_CONNECTED;
  if (status === LoyaltyStatus.ACTIVE || status === LoyaltyStatus.PROCESSING) {
    throw loyaltyError(409, LoyaltyErrorCode.ALREADY_A_MEMBER, 'Tài khoản đã liên kết thẻ WAON.');
  }
}

/** The redeemed voucher as the member sees it: used, expired (by status or date) or usable. */
function redeemedView(row: RedeemedRow, now: number): RedeemedVoucher {
  const expired = row.status === 'expired' || new Date(row.valid_until).getTime() <= now;
  return {
    id: row.voucher_id,
    offerId: row.offer_id,
    code: row.code,
    title: row.name,
    discountAmount: Number(row.value),
    minimumPurchase: Number(row.minimum_purchase),
    pointsSpent: Number(row.points_spent),
    redeemedAt: iso(row.redeemed_at),
    expiresAt: iso(row.valid_until),
    status: row.status === 'used' ? 'used' : expired ? 'expired' : 'usable',
  };
}

/**
 * WAON membership and vouchers (storefront.md §3 "Loyalty", §4 "Loyalty status", §7; accounts.md
 * §4). The status comes from `users.loyalty_permission` through domain-loyalty; points live on
 * the member row and are only ever taken with a conditional update, so they never go below zero.
 * A redeemed voucher is a row of the checkout's `vouchers` table, usable at checkout at once.
 */
export class LoyaltyService {
  constructor(
    private readonly db: Database,
    private readonly provider: LoyaltyProvider,
    private readonly now: () => number,
  ) {}

  private async member(db: Queryable, userId: string): Promise<MemberRow> {
    const row = await memberRow(db, userId);
    if (!row) throw loyaltyError(404, LoyaltyErrorCode.NOT_A_MEMBER, 'Không tìm thấy tài khoản.');
    return row;
  }

  /** GET /api/waon/member-info: membershipInfo, memberState and the expired banner (storefront.md §3, §4). */
  async memberInfo(userId: string, bannerDismissedByCookie: boolean): Promise<MemberInfo> {
    return this.view(await this.member(this.db, userId), bannerDismissedByCookie);
  }

  private view(row: MemberRow, bannerDismissedByCookie: boolean): MemberInfo {
    const info = membershipInfo(row);
    const status = info ? loyaltyStatus(row.loyalty_permission) : LoyaltyStatus.NOT_CONNECTED;
    const dismissed = bannerDismissedByCookie || row.expired_banner_dismissed_at !== null;
    return {
      membershipInfo: info,
      memberState: memberState(info),
      status,
      rewardAmount: Number(row.loyalty_reward_cents),
      showExpiredBanner: shouldShowExpiredBanner(status, dismissed),
    };
  }

  /**
   * POST /api/waon/dismiss: the expired banner stays closed for this member on every device
   * (the cookie covers the browser before the member row is read).
   */
  async dismissExpiredBanner(userId: string): Promise<void> {
    await dismissExpiredBanner(this.db, userId, new Date(this.now()));
  }

  /**
   * POST /api/waon/register-member: links a WAON card. An expired membership may be renewed
   * (its points stay); an active or processing one may not be linked again.
   */
  async register(userId: string, memberId: string): Promise<MemberInfo> {
    assertMayLink(await this.member(this.db, userId));
    const linked = await this.provider.link(memberId);
    if (linked.status === 'rejected') {
      throw loyaltyError(
        400,
        LoyaltyErrorCode.WAON_CARD_REJECTED,
        'Thẻ WAON không được chấp nhận.',
        'memberId',
      );
    }
    const now = new Date(this.now());
    const taken = () =>
      loyaltyError(
        409,
        LoyaltyErrorCode.MEMBER_ID_TAKEN,
        'Thẻ WAON đã liên kết với tài khoản khác.',
        'memberId',
      );
    const row = await this.db
      .transaction(async (tx) => {
        // Checked again under the user's row lock: two links of one account at once must not
        // both pass the check made before the provider call.
        await lockUser(tx, userId);
        assertMayLink(await this.member(tx, userId));
        if (await memberIdLinkedElsewhere(tx, memberId, userId)) throw taken();
        await upsertMember(tx, userId, memberId, linked.points, now);
        await setLoyaltyPermission(tx, userId, linked.permission);
        return this.member(tx, userId);
      })
      .catch((error: unknown) => {
        // Two accounts linking one card at the same moment: the unique member id decides.
        throw isUniqueViolation(error) ? taken() : error;
      });
    return this.view(row, false);
  }

  /**
   * POST /api/waon/redeem-voucher: takes the offer's points in one conditional update (never
   * below zero, concurrent redemptions included) and issues a checkout voucher, all or nothing.
   */
  async redeem(
    userId: string,
    offerId: string,
  ): Promise<{ voucher: RedeemedVoucher; membershipInfo: MembershipInfo }> {
    const now = new Date(this.now());
    return this.db.transaction(async (tx) => {
      const member = await this.member(tx, userId);
      if (member.member_id === null) {
        throw loyaltyError(404, LoyaltyErrorCode.NOT_A_MEMBER, 'Tài khoản chưa liên kết thẻ WAON.');
      }
      if (!canRedeemVouchers(loyaltyStatus(member.loyalty_permission))) {
        throw loyaltyError(
          400,
          LoyaltyErrorCode.REDEEM_NOT_PERMITTED,
          'Thẻ WAON chưa được phép đổi điểm.',
        );
      }
      const offer = await runningOffer(tx, offerId, now);
      if (!offer) {
        throw loyaltyError(
          404,
          LoyaltyErrorCode.VOUCHER_UNAVAILABLE,
          'Phiếu mua hàng không còn.',
          'voucherId',
        );
      }
      const cost = Number(offer.points_cost);
      const pointsLeft = await takePoints(tx, userId, cost);
      if (pointsLeft === null) {
        throw loyaltyError(
          400,
          LoyaltyErrorCode.NOT_ENOUGH_POINTS,
          'Không đủ điểm để đổi phiếu này.',
          'voucherId',
        );
      }
      const voucherId = newId('vch');
      const validUntil = new Date(now.getTime() + offer.valid_days * 24 * 60 * 60 * 1000);
      await issueVoucher(tx, {
        id: voucherId,
        userId,
        code: voucherCode(),
        name: offer.title,
        value: Number(offer.discount_amount),
        minimumPurchase: Number(offer.minimum_purchase),
        pointsCost: cost,
        redeemedAt: now,
        validUntil,
      });
      await insertRedemption(tx, { id: newId('rdm'), userId, offerId: offer.id, voucherId, pointsSpent: cost, redeemedAt: now });
      const redeemed = await redeemedVoucher(tx, voucherId);
      const info = membershipInfo({ ...member, points: pointsLeft });
      if (!redeemed || !info) throw new Error('redeemed voucher vanished inside its transaction');
      return { voucher: redeemedView(redeemed, now.getTime()), membershipInfo: info };
    });
  }

  /** GET /api/waon/redeemable-vouchers/page/{n}: running offers, cheapest first within their order. */
  async redeemable(userId: string, page: number): Promise<VoucherPage<RedeemableVoucher>> {
    const member = await this.member(this.db, userId);
    const mayRedeem =
      member.member_id !== null && canRedeemVouchers(loyaltyStatus(member.loyalty_permission));
    const points = Number(member.points ?? 0);
    const rows = await runningOffers(this.db, new Date(this.now()), VOUCHER_PAGE_SIZE + 1, (page - 1) * VOUCHER_PAGE_SIZE);
    return {
      vouchers: rows.slice(0, VOUCHER_PAGE_SIZE).map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        pointsCost: Number(row.points_cost),
        discountAmount: Number(row.discount_amount),
        minimumPurchase: Number(row.minimum_purchase),
        validDays: row.valid_days,
        endDate: iso(row.end_date),
        canRedeem: mayRedeem && points >= Number(row.points_cost),
      })),
      page,
      hasMore: rows.length > VOUCHER_PAGE_SIZE,
    };
  }

  /** GET /api/waon/redeemed-vouchers/page/{n}: the member's vouchers, newest first. */
  async redeemed(userId: string, page: number): Promise<VoucherPage<RedeemedVoucher>> {
    const rows = await redeemedVouchers(this.db, userId, VOUCHER_PAGE_SIZE + 1, (page - 1) * VOUCHER_PAGE_SIZE);
    const now = this.now();
    return {
      vouchers: rows.slice(0, VOUCHER_PAGE_SIZE).map((row) => redeemedView(row, now)),
      page,
      hasMore: rows.length > VOUCHER_PAGE_SIZE,
    };
  }
}
