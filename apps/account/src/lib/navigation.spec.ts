import { isSignedInOnlyPath, loginUrl } from './navigation';

describe('isSignedInOnlyPath (the gateway SIGNED_IN_ACCOUNT_APP_PATHS of the account app)', () => {
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
  ])('%s is for signed-in users only (a 401 there goes to sign-in)', (path) => expect(isSignedInOnlyPath(path)).toBe(true));

  it.each(['/forgot-password', '/unauthorized', '/accounts', '/waon-member-vouchers-old', '/bulk-purchases', '/'])(
    '%s is not',
    (path) => expect(isSignedInOnlyPath(path)).toBe(false),
  );

  it('signs in and comes back to the member vouchers', () => {
    expect(loginUrl('/waon-member-vouchers')).toBe('/login?redirect=%2Fwaon-member-vouchers');
  });
});
