import { PromoType } from '@gio/domain-enums';
import type { PromoDiscountType } from './order-pricing';

/** A promo code as the shop defines it (accounts.md §4 promo types; tools/seed PromoCode). */
export interface PromoCodeRule {
  readonly code: string;
  readonly promoType: number;
  readonly discountType: PromoDiscountType;
  readonly minimumPurchase: number;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly firstOrderOnly: boolean;
  /** How many placed orders of one customer may carry the code. */
  readonly usesPerCustomer: number;
  /** Invite codes (promo type 1): the user whose invitation the code is, if known. */
  readonly inviterUserId: string | null;
}

/** Who applies the code and to what. */
export interface PromoContext {
  /** Epoch milliseconds. */
  readonly now: number;
  /** The goods subtotal of the cart, đồng. */
  readonly subtotal: number;
  readonly userId: string | null;
  /** accounts.md §6 first-order user: signed in, first-order eligible, zero successful orders. */
  readonly isFirstOrderCustomer: boolean;
  /** Orders of this customer that already used the code. */
  readonly usesByCustomer: number;
  /** Codes already applied to this checkout (upper case). */
  readonly appliedCodes: readonly string[];
  /** The promo types of the codes already applied. */
  readonly appliedPromoTypes: readonly number[];
  /** False for a business account whose promoCodeEnabled is off (accounts.md §3). */
  readonly promoCodesEnabled: boolean;
}

/** Why a promo code cannot be applied; the gateway turns each into its error message. */
export const PromoRefusal = {
  PROMO_CODES_DISABLED: 'PROMO_CODES_DISABLED',
  ALREADY_APPLIED: 'PROMO_CODE_ALREADY_APPLIED',
  NOT_STARTED: 'PROMO_CODE_NOT_STARTED',
  EXPIRED: 'PROMO_CODE_EXPIRED',
  MINIMUM_PURCHASE: 'PROMO_CODE_MINIMUM_PURCHASE',
  SIGN_IN_REQUIRED: 'PROMO_CODE_SIGN_IN_REQUIRED',
  FIRST_ORDER_ONLY: 'PROMO_CODE_FIRST_ORDER_ONLY',
  USE_LIMIT_REACHED: 'PROMO_CODE_USE_LIMIT_REACHED',
  OWN_INVITE_CODE: 'PROMO_CODE_OWN_INVITE_CODE',
  ONE_INVITE_CODE: 'PROMO_CODE_ONE_INVITE_CODE',
} as const;
export type PromoRefusal = (typeof PromoRefusal)[keyof typeof PromoRefusal];

/** The canonical spelling of a typed code: trimmed, upper case. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * accounts.md §4 "Promo codes are added singly or several at once" and the rules the issue
 * names (validity window, minimum purchase, per-customer use limit, first-order codes, invite
 * codes of promo type 1): the first rule the code breaks, or null when it may be applied.
 * Invite codes are for a new customer's first order, never one's own, one per order.
 */
export function promoCodeRefusal(promo: PromoCodeRule, context: PromoContext): PromoRefusal | null {
  if (!context.promoCodesEnabled) return PromoRefusal.PROMO_CODES_DISABLED;
  if (context.appliedCodes.includes(normalizePromoCode(promo.code)))
    return PromoRefusal.ALREADY_APPLIED;
  if (context.now < promo.startsAt) return PromoRefusal.NOT_STARTED;
  if (context.now >= promo.endsAt) return PromoRefusal.EXPIRED;
  if (context.subtotal < promo.minimumPurchase) return PromoRefusal.MINIMUM_PURCHASE;
  const isInvite = promo.promoType === PromoType.INVITE_CODE;
  if ((promo.firstOrderOnly || isInvite || promo.usesPerCustomer > 0) && context.userId === null) {
    return PromoRefusal.SIGN_IN_REQUIRED;
  }
  if ((promo.firstOrderOnly || isInvite) && !context.isFirstOrderCustomer)
    return PromoRefusal.FIRST_ORDER_ONLY;
  if (isInvite && promo.inviterUserId !== null && promo.inviterUserId === context.userId)
    return PromoRefusal.OWN_INVITE_CODE;
  if (isInvite && context.appliedPromoTypes.includes(PromoType.INVITE_CODE))
    return PromoRefusal.ONE_INVITE_CODE;
  if (promo.usesPerCustomer > 0 && context.usesByCustomer >= promo.usesPerCustomer)
    return PromoRefusal.USE_LIMIT_REACHED;
  return null;
}
