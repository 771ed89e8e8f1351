import { LOYALTY_EXPIRED_BANNER_COOKIE, LOYALTY_EXPIRED_BANNER_COOKIE_DAYS, expiredBannerDismissalCookie, isExpiredBannerDismissed, shouldShowExpiredBanner } from './expired-banner';
import { LoyaltyStatus } from './loyalty-status';

describe('expired banner (storefront.md §4: when expired and not yet dismissed)', () => {
  it('shows for an expired membership that was not dismissed', () => {
    expect(shouldShowExpiredBanner('expired', false)).toBe(true);
  });

  it('does not show once dismissed', () => {
    expect(shouldShowExpiredBanner('expired', true)).toBe(false);
  });

  it.each([LoyaltyStatus.ACTIVE, LoyaltyStatus.PROCESSING, LoyaltyStatus.NOT_CONNECTED])('does not show when %s', (status) => {
    expect(shouldShowExpiredBanner(status, false)).toBe(false);
  });
});

describe('dismissal cookie (storefront.md §4: a dismissal cookie is set on close)', () => {
  it('names the cookie and its lifetime', () => {
    expect(LOYALTY_EXPIRED_BANNER_COOKIE).toBe('waonExpiredBannerDismissed');
    expect(LOYALTY_EXPIRED_BANNER_COOKIE_DAYS).toBe(30);
  });

  it('builds the cookie from the clock it is given', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(expiredBannerDismissalCookie(now)).toEqual({
      name: 'waonExpiredBannerDismissed',
      value: '1',
      maxAgeSeconds: 30 * 86_400,
      expiresAtMs: Date.UTC(2026, 0, 31),
    });
  });

  it('reads the banner as dismissed while the cookie is present', () => {
    expect(isExpiredBannerDismissed('1')).toBe(true);
    expect(isExpiredBannerDismissed(undefined)).toBe(false);
    expect(isExpiredBannerDismissed(null)).toBe(false);
    expect(isExpiredBannerDismissed('')).toBe(false);
  });

  it('closing the banner hides it', () => {
    const cookie = expiredBannerDismissalCookie(0);
    expect(shouldShowExpiredBanner('expired', isExpiredBannerDismissed(cookie.value))).toBe(false);
  });
});
