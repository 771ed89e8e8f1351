import { PromoType } from '@gio/domain-enums';
import {
  normalizePromoCode,
  promoCodeRefusal,
  PromoRefusal,
  type PromoCodeRule,
  type PromoContext,
} from './promo-rules';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22);

const promo = (overrides: Partial<PromoCodeRule> = {}): PromoCodeRule => ({
  code: 'GIO50K',
  promoType: PromoType.STANDARD,
  discountType: 'AMOUNT',
  minimumPurchase: 300_000,
  startsAt: NOW - DAY,
  endsAt: NOW + DAY,
  firstOrderOnly: false,
  usesPerCustomer: 1,
  inviterUserId: null,
  ...overrides,
});

const context = (overrides: Partial<PromoContext> = {}): PromoContext => ({
  now: NOW,
  subtotal: 300_000,
  userId: 'u1',
  isFirstOrderCustomer: false,
  usesByCustomer: 0,
  appliedCodes: [],
  appliedPromoTypes: [],
  promoCodesEnabled: true,
  ...overrides,
});

describe('promoCodeRefusal', () => {
  it('accepts a code inside its window at its minimum purchase', () => {
    expect(promoCodeRefusal(promo(), context())).toBeNull();
  });

  it('checks the validity window: not before its start, not from its end on', () => {
    expect(promoCodeRefusal(promo({ startsAt: NOW + 1 }), context())).toBe(
      PromoRefusal.NOT_STARTED,
    );
    expect(promoCodeRefusal(promo({ endsAt: NOW }), context())).toBe(PromoRefusal.EXPIRED);
  });

  it('checks the minimum purchase against the goods subtotal', () => {
    expect(promoCodeRefusal(promo(), context({ subtotal: 299_999 }))).toBe(
      PromoRefusal.MINIMUM_PURCHASE,
    );
  });

  it('counts uses per customer', () => {
    expect(
      promoCodeRefusal(promo({ usesPerCustomer: 3 }), context({ usesByCustomer: 2 })),
    ).toBeNull();
    expect(promoCodeRefusal(promo({ usesPerCustomer: 3 }), context({ usesByCustomer: 3 }))).toBe(
      PromoRefusal.USE_LIMIT_REACHED,
    );
  });

  it('keeps first-order codes for first-order customers, who must be signed in', () => {
    expect(promoCodeRefusal(promo({ firstOrderOnly: true }), context())).toBe(
      PromoRefusal.FIRST_ORDER_ONLY,
    );
    expect(
      promoCodeRefusal(promo({ firstOrderOnly: true }), context({ isFirstOrderCustomer: true })),
    ).toBeNull();
    expect(promoCodeRefusal(promo({ firstOrderOnly: true }), context({ userId: null }))).toBe(
      PromoRefusal.SIGN_IN_REQUIRED,
    );
  });

  it('invite codes (promo type 1): first order only, never your own, one per order', () => {
    const invite = promo({
      promoType: PromoType.INVITE_CODE,
      inviterUserId: 'u9',
      usesPerCustomer: 1,
    });
    expect(promoCodeRefusal(invite, context({ isFirstOrderCustomer: true }))).toBeNull();
    expect(promoCodeRefusal(invite, context())).toBe(PromoRefusal.FIRST_ORDER_ONLY);
    expect(promoCodeRefusal(invite, context({ isFirstOrderCustomer: true, userId: 'u9' }))).toBe(
      PromoRefusal.OWN_INVITE_CODE,
    );
    expect(
      promoCodeRefusal(
        invite,
        context({ isFirstOrderCustomer: true, appliedPromoTypes: [PromoType.INVITE_CODE] }),
      ),
    ).toBe(PromoRefusal.ONE_INVITE_CODE);
  });

  it('refuses a code applied twice and every code where the business account switched codes off', () => {
    expect(promoCodeRefusal(promo(), context({ appliedCodes: ['GIO50K'] }))).toBe(
      PromoRefusal.ALREADY_APPLIED,
    );
    expect(promoCodeRefusal(promo(), context({ promoCodesEnabled: false }))).toBe(
      PromoRefusal.PROMO_CODES_DISABLED,
    );
  });

  it('normalises typed codes', () => {
    expect(normalizePromoCode('  gio50k ')).toBe('GIO50K');
  });
});
