import { LoyaltyStatus } from './loyalty-status';

/**
 * Name of the cookie set when the expired-membership banner is closed (storefront.md §4). The
 * spec names no cookie; Giỏ uses this one.
 */
export const LOYALTY_EXPIRED_BANNER_COOKIE = 'waonExpiredBannerDismissed';

/**
 * Lifetime of that cookie in days. The spec gives none; 30 days keeps a closed banner closed for
 * a month and then reminds the member again while the membership is still expired.
 */
export const LOYALTY_EXPIRED_BANNER_COOKIE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A cookie to set, with its lifetime both as max-age and as an absolute expiry (ms since epoch). */
export interface DismissalCookie {
  readonly name: string;
  readonly value: string;
  readonly maxAgeSeconds: number;
  readonly expiresAtMs: number;
}

/**
 * storefront.md §4 "When expired and not yet dismissed, an error banner shows": true only for an
 * expired membership whose banner has not been dismissed.
 */
export function shouldShowExpiredBanner(status: LoyaltyStatus, dismissed: boolean): boolean {
  return status === LoyaltyStatus.EXPIRED && !dismissed;
}

/** storefront.md §4 "a dismissal cookie is set on close": the cookie to set, from the clock passed in. */
export function expiredBannerDismissalCookie(nowMs: number): DismissalCookie {
  return {
    name: LOYALTY_EXPIRED_BANNER_COOKIE,
    value: '1',
    maxAgeSeconds: LOYALTY_EXPIRED_BANNER_COOKIE_DAYS * 24 * 60 * 60,
    expiresAtMs: nowMs + LOYALTY_EXPIRED_BANNER_COOKIE_DAYS * DAY_MS,
  };
}

/** storefront.md §4: the banner counts as dismissed while the dismissal cookie is present. */
export function isExpiredBannerDismissed(cookieValue: string | null | undefined): boolean {
  return typeof cookieValue === 'string' && cookieValue !== '';
}
