import fc from 'fast-check';
import { firstOrderFreeShippingApplies, showReorderLink, userOrderKind } from './order-kind';

const firstOrderUser = { loggedIn: true, firstOrderEligible: true, numSuccessfulOrders: 0, promoCodeFlag: true };

describe('userOrderKind (accounts.md §6)', () => {
  it('is first-order when logged in, eligible, with zero orders and the promo-code flag', () => {
    expect(userOrderKind(firstOrderUser)).toBe('first-order');
  });

  it.each([
    ['not eligible', { firstOrderEligible: false }],
    ['without the promo-code flag', { promoCodeFlag: false }],
  ])('is none for a logged-in user with zero orders %s', (_, change) => {
    expect(userOrderKind({ ...firstOrderUser, ...change })).toBe('none');
  });

  it('is guest-first-order for a guest with the promo-code flag', () => {
    expect(userOrderKind({ ...firstOrderUser, loggedIn: false })).toBe('guest-first-order');
    expect(userOrderKind({ loggedIn: false, firstOrderEligible: false, numSuccessfulOrders: 0, promoCodeFlag: true })).toBe(
      'guest-first-order',
    );
  });

  it('is none for a guest without the flag', () => {
    expect(userOrderKind({ ...firstOrderUser, loggedIn: false, promoCodeFlag: false })).toBe('none');
  });

  it('is returning for a logged-in user with more than zero orders, whatever the flags', () => {
    expect(userOrderKind({ ...firstOrderUser, numSuccessfulOrders: 1 })).toBe('returning');
    expect(userOrderKind({ loggedIn: true, firstOrderEligible: false, numSuccessfulOrders: 12, promoCodeFlag: false })).toBe('returning');
  });

  it('property: first-order and returning never overlap and need a logged-in user', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.nat(50), fc.boolean(), (loggedIn, firstOrderEligible, numSuccessfulOrders, promoCodeFlag) => {
        const kind = userOrderKind({ loggedIn, firstOrderEligible, numSuccessfulOrders, promoCodeFlag });
        if (kind === 'first-order') expect(loggedIn && numSuccessfulOrders === 0).toBe(true);
        if (kind === 'returning') expect(loggedIn && numSuccessfulOrders > 0).toBe(true);
        if (kind === 'guest-first-order') expect(loggedIn).toBe(false);
      }),
    );
  });
});

describe('firstOrderFreeShippingApplies (storefront.md §6)', () => {
  it('applies to a logged-in user with zero orders when the site allows it', () => {
    expect(firstOrderFreeShippingApplies({ loggedIn: true, numSuccessfulOrders: 0, siteAllowsFirstOrderFreeShipping: true })).toBe(true);
  });

  it('does not apply when the site does not allow it', () => {
    expect(firstOrderFreeShippingApplies({ loggedIn: true, numSuccessfulOrders: 0, siteAllowsFirstOrderFreeShipping: false })).toBe(false);
  });

  it('does not apply to guests or to users with orders', () => {
    expect(firstOrderFreeShippingApplies({ loggedIn: false, numSuccessfulOrders: 0, siteAllowsFirstOrderFreeShipping: true })).toBe(false);
    expect(firstOrderFreeShippingApplies({ loggedIn: true, numSuccessfulOrders: 1, siteAllowsFirstOrderFreeShipping: true })).toBe(false);
  });
});

describe('showReorderLink (accounts.md §6: logged-in users with orders)', () => {
  it('shows for a logged-in user with orders only', () => {
    expect(showReorderLink({ loggedIn: true, numSuccessfulOrders: 3 })).toBe(true);
    expect(showReorderLink({ loggedIn: true, numSuccessfulOrders: 0 })).toBe(false);
    expect(showReorderLink({ loggedIn: false, numSuccessfulOrders: 3 })).toBe(false);
  });
});
