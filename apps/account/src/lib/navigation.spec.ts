import { isSignedInOnlyPath } from './navigation';

describe('isSignedInOnlyPath (the gateway SIGNED_IN_ACCOUNT_APP_PATHS of the account app)', () => {
  it.each(['/account', '/account/organization', '/account?tab=1', '/bulk-purchase', '/bulk-purchase?sku=1'])('%s needs a signed-in user', (path) => {
    expect(isSignedInOnlyPath(path)).toBe(true);
  });

  it.each(['/forgot-password', '/unauthorized', '/accounts', '/bulk-purchases'])('%s does not', (path) => {
    expect(isSignedInOnlyPath(path)).toBe(false);
  });
});
