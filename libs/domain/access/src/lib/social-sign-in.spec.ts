import { canUnlinkSocialSignIn, SOCIAL_PROVIDERS, socialSignInEnabled } from './social-sign-in';

describe('social sign-in switches (accounts.md §4 Sign-in)', () => {
  it('names Google, Facebook and Apple', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'facebook', 'apple']);
  });

  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('site %s and partner %s: enabled %s', (site, partner, enabled) => {
    expect(socialSignInEnabled({ site, partner })).toBe(enabled);
  });
});

describe('canUnlinkSocialSignIn (accounts.md §4: never the last way to sign in)', () => {
  const none = { google: false, facebook: false, apple: false };

  it('allows an unlink when the account has a password', () => {
    expect(canUnlinkSocialSignIn({ hasPassword: true, linked: { ...none, google: true } }, 'google')).toBe(true);
  });

  it('allows an unlink when another provider stays linked', () => {
    expect(canUnlinkSocialSignIn({ hasPassword: false, linked: { ...none, google: true, apple: true } }, 'google')).toBe(true);
  });

  it('refuses the last way to sign in, and a provider that is not linked', () => {
    expect(canUnlinkSocialSignIn({ hasPassword: false, linked: { ...none, facebook: true } }, 'facebook')).toBe(false);
    expect(canUnlinkSocialSignIn({ hasPassword: true, linked: none }, 'apple')).toBe(false);
  });
});
