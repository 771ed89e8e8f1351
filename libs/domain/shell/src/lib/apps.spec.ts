import fc from 'fast-check';
import { ACCOUNT_APP_EXACT_PATHS, appOfPath, isSignedInOnlyPath, isSitePath, linkNavigation } from './apps';

describe('appOfPath (accounts.md §2: the routes the account app serves)', () => {
  it.each([
    '/account',
    '/account/',
    '/account/order-history',
    '/account/shopping-lists/l-1',
    '/account/reorder/2/12',
    '/forgot-password',
    '/reset-password?token=abc',
    '/unauthorized',
    '/unauthorized-logout',
    '/bulk-purchase',
    '/waon-member-vouchers',
    '/account#orders',
    '/email-preferences/unsubscribe?token=abc',
    '/email-sign-up/confirm?token=abc',
  ])('%s is the account app’s', (path) => {
    expect(appOfPath(path)).toBe('account');
  });

  it.each([
    '/',
    '/login',
    '/login?redirect=%2Faccount',
    '/checkout-login',
    '/cart',
    '/checkout',
    '/products/search/sua',
    '/product/v-1/sua-tuoi',
    '/invite/GIO50',
    '/mobile-support',
    '/accounting',
    '/accounts/x',
    '/m/account',
    '/no-such-page',
  ])('%s is the storefront’s', (path) => {
    expect(appOfPath(path)).toBe('storefront');
  });

  it('gives every path under /account/ to the account app', () => {
    fc.assert(
      fc.property(fc.webSegment(), (segment) => {
        expect(appOfPath(`/account/${segment}`)).toBe('account');
      }),
    );
  });

  it('lists exactly the single-path routes of the account app', () => {
    expect([...ACCOUNT_APP_EXACT_PATHS].sort()).toEqual(
      [
        '/account',
        '/bulk-purchase',
        '/email-preferences/unsubscribe',
        '/email-sign-up/confirm',
        '/forgot-password',
        '/reset-password',
        '/unauthorized',
        '/unauthorized-logout',
        '/waon-member-vouchers',
      ].sort(),
    );
  });
});

describe('isSignedInOnlyPath (accounts.md §2: the pages the gateway and the account app send a guest to sign in from)', () => {
  it.each([
    '/account',
    '/account?tab=1',
    '/account/invite',
    '/account/organization',
    '/account/address#x',
    '/waon-member-vouchers',
    '/waon-member-vouchers?page=2',
    '/bulk-purchase',
    '/bulk-purchase?sku=1',
    '/bulk-purchase/',
  ])('%s is for signed-in users only (a 401 there goes to sign-in)', (path) => expect(isSignedInOnlyPath(path)).toBe(true));

  it.each(['/forgot-password', '/unauthorized', '/accounts', '/waon-member-vouchers-old', '/bulk-purchases', '/'])(
    '%s is not',
    (path) => expect(isSignedInOnlyPath(path)).toBe(false),
  );
});

describe('linkNavigation (design.md "Front ends": between the two apps a link is a full page load)', () => {
  it('follows a path of the same app with its router', () => {
    expect(linkNavigation('/cart', 'storefront')).toBe('client');
    expect(linkNavigation('/products/search/sua?sort=price', 'storefront')).toBe('client');
    expect(linkNavigation('/account/favorites', 'account')).toBe('client');
    expect(linkNavigation('/forgot-password', 'account')).toBe('client');
  });

  it("loads a document for the other app's paths", () => {
    expect(linkNavigation('/account/favorites', 'storefront')).toBe('document');
    expect(linkNavigation('/forgot-password', 'storefront')).toBe('document');
    expect(linkNavigation('/cart', 'account')).toBe('document');
    expect(linkNavigation('/login?redirect=%2Faccount', 'account')).toBe('document');
    expect(linkNavigation('/', 'account')).toBe('document');
  });

  it('loads a document for anything that is not a path of this site', () => {
    for (const href of [
      'https://apps.example/ios',
      '//evil.example/account',
      '/\\evil.example',
      'mailto:hotro@gio.vn',
      'tel:19006868',
      '#main',
      '',
    ]) {
      expect(linkNavigation(href, 'storefront')).toBe('document');
      expect(linkNavigation(href, 'account')).toBe('document');
    }
  });

  it('is a client navigation in exactly one of the two apps for every path of the site', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const sitePath = path.startsWith('/') ? path : `/${path}`;
        fc.pre(isSitePath(sitePath));
        const kinds = [linkNavigation(sitePath, 'storefront'), linkNavigation(sitePath, 'account')];
        expect(kinds.filter((kind) => kind === 'client')).toHaveLength(1);
      }),
    );
  });
});

describe('isSitePath (a redirect taken from a request stays on this site)', () => {
  it.each(['/', '/cart', '/account/order/100214?x=1'])('%s is a path of this site', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', '/\t/evil.example', '/\n/evil.example', '/cart\r\nSet-Cookie: x=1', ''])(
    '%j is not: another host, or a control character a browser would drop',
    (path) => {
      expect(isSitePath(path)).toBe(false);
    },
  );
});
