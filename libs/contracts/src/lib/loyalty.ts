import { LoyaltyPermission } from '@gio/domain-enums';
import { LoyaltyStatus, MemberState } from '@gio/domain-loyalty';
import { z } from 'zod';
import type { RestRoute } from './rest';

/**
 * Loyalty (WAON) calls of storefront.md §7 "Loyalty" with their wire shapes. Points are whole
 * numbers; `rewardAmount` is in cents (storefront.md §9: divide by 100); voucher amounts are
 * đồng, as every other price.
 */

/** Error codes of the loyalty calls (the spec's catalogue numbers none of them). */
export const LoyaltyErrorCode = {
  /** 404: the user has no WAON membership. */
  NOT_A_MEMBER: 'NOT_A_MEMBER',
  /** 409: register-member for a user whose membership is active or being processed. */
  ALREADY_A_MEMBER: 'ALREADY_A_MEMBER',
  /** 409: that WAON card is linked to another account. */
  MEMBER_ID_TAKEN: 'MEMBER_ID_TAKEN',
  /** 400: the WAON provider refused the card. */
  WAON_CARD_REJECTED: 'WAON_CARD_REJECTED',
  /** 403-free refusal (400): only an active membership may redeem (accounts.md §4). */
  REDEEM_NOT_PERMITTED: 'REDEEM_NOT_PERMITTED',
  /** 400: the balance does not cover the voucher. */
  NOT_ENOUGH_POINTS: 'NOT_ENOUGH_POINTS',
  /** 404: no such voucher offer, or it is outside its dates. */
  VOUCHER_UNAVAILABLE: 'VOUCHER_UNAVAILABLE',
} as const;
export type LoyaltyErrorCode = (typeof LoyaltyErrorCode)[keyof typeof LoyaltyErrorCode];

/** Vouchers per page of both voucher lists. */
export const VOUCHER_PAGE_SIZE = 10;

const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const loyaltyPermissionSchema = z.enum([
  LoyaltyPermission.NO_PERMISSIONS,
  LoyaltyPermission.ALL_PERMISSIONS_EXCEPT_REDEEM,
  LoyaltyPermission.ALL_PERMISSIONS,
]);

/** membershipInfo (storefront.md §3): the member id decides memberState; null when not linked. */
export const membershipInfoSchema = z.object({
  memberId: z.string(),
  permission: loyaltyPermissionSchema.nullable(),
  points: z.number().int().nonnegative(),
  registeredAt: z.string(),
});
export type MembershipInfo = z.infer<typeof membershipInfoSchema>;

export const memberInfoSchema = z.object({
  membershipInfo: membershipInfoSchema.nullable(),
  memberState: z.enum([MemberState.MEMBER, MemberState.NON_MEMBER]),
  status: z.enum([
    LoyaltyStatus.EXPIRED,
    LoyaltyStatus.PROCESSING,
    LoyaltyStatus.ACTIVE,
    LoyaltyStatus.NOT_CONNECTED,
  ]),
  /** The user's loyalty reward amount, in cents. */
  rewardAmount: z.number().int().nonnegative(),
  /** An expired membership whose banner was not dismissed (storefront.md §4). */
  showExpiredBanner: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** A voucher a member can buy with points. */
export const redeemableVoucherSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  pointsCost: z.number().int().positive(),
  discountAmount: z.number().int().positive(),
  minimumPurchase: z.number().int().nonnegative(),
  validDays: z.number().int().positive(),
  endDate: z.string(),
  /** Active membership and enough points. */
  canRedeem: z.boolean(),
});
export type RedeemableVoucher = z.infer<typeof redeemableVoucherSchema>;

/** A voucher bought with points; `code` is what checkout applies. */
export const redeemedVoucherSchema = z.object({
  id: z.string(),
  offerId: z.string(),
  code: z.string(),
  title: z.string(),
  discountAmount: z.number().int().positive(),
  minimumPurchase: z.number().int().nonnegative(),
  pointsSpent: z.number().int().positive(),
  redeemedAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['usable', 'used', 'expired']),
});
export type RedeemedVoucher = z.infer<typeof redeemedVoucherSchema>;

const voucherPage = <T extends z.ZodType>(voucher: T) =>
  z.object({ vouchers: z.array(voucher), page: z.number().int().positive(), hasMore: z.boolean() });

/** WAON card number: 16 digits (spaces allowed when typed). */
export const waonCardNumberSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{16}$/, 'must be the 16 digits of a WAON card'));

const page = z.object({ n: z.coerce.number().int().min(1).max(10_000) });

export const loyaltyRoutes = {
  memberInfo: { method: 'GET', path: '/api/waon/member-info', response: dataOf(memberInfoSchema) },
  dismiss: {
    method: 'POST',
    path: '/api/waon/dismiss',
    response: dataOf(z.object({ dismissed: z.literal(true) })),
  },
  registerMember: {
    method: 'POST',
    path: '/api/waon/register-member',
    body: z.object({
      memberId: waonCardNumberSchema,
      agreeToTerms: z.literal(true, 'the WAON terms must be accepted'),
    }),
    response: dataOf(memberInfoSchema),
  },
  redeemVoucher: {
    method: 'POST',
    path: '/api/waon/redeem-voucher',
    body: z.object({ voucherId: z.string().min(1).max(64) }),
    response: dataOf(
      z.object({ voucher: redeemedVoucherSchema, membershipInfo: membershipInfoSchema }),
    ),
  },
  redeemableVouchers: {
    method: 'GET',
    path: '/api/waon/redeemable-vouchers/page/:n',
    params: page,
    response: dataOf(voucherPage(redeemableVoucherSchema)),
  },
  redeemedVouchers: {
    method: 'GET',
    path: '/api/waon/redeemed-vouchers/page/:n',
    params: page,
    response: dataOf(voucherPage(redeemedVoucherSchema)),
  },
} as const satisfies Record<string, RestRoute>;
