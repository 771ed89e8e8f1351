import { SOCIAL_PROVIDER_DEFAULTS, type SocialProvidersConfig } from './social-verifier';
import { withSocialSignInPartners } from './social-site-config';

const providers = (audiences: Record<'google' | 'facebook' | 'apple', string | null>): SocialProvidersConfig => ({
  google: { ...SOCIAL_PROVIDER_DEFAULTS.google, audience: audiences.google },
  facebook: { ...SOCIAL_PROVIDER_DEFAULTS.facebook, audience: audiences.facebook },
  apple: { ...SOCIAL_PROVIDER_DEFAULTS.apple, audience: audiences.apple },
});

describe('site configuration with the partner-level social switches (accounts.md §4)', () => {
  it('switches a partner on with its client id and off without one, keeping the site switches', () => {
    const site = { siteName: 'Giỏ', features: { socialSignIn: { google: true, facebook: true, apple: false } } };
    const served = withSocialSignInPartners(site, providers({ google: 'gio-web.apps.example', facebook: null, apple: 'vn.gio.web' }));
    expect(served.features).toEqual(site.features);
    expect(served.socialSignInPartners).toEqual({
      google: { enabled: true, clientId: 'gio-web.apps.example' },
      facebook: { enabled: false, clientId: null },
      apple: { enabled: true, clientId: 'vn.gio.web' },
    });
  });
});
