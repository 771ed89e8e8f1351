import { SOCIAL_PROVIDERS, socialSignInEnabled } from './social-sign-in';

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
