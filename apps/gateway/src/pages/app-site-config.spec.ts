import { appSiteConfigSchema } from '@gio/contracts';
import { generateDemoShop } from '@gio/seed';
import { SOCIAL_PROVIDER_DEFAULTS, type SocialProvidersConfig } from '../auth/social-verifier';
import { appSiteConfig, type AppSiteParts } from './app-site-config';

const providers = (
  audiences: Record<'google' | 'facebook' | 'apple', string | null>,
): SocialProvidersConfig => ({
  google: { ...SOCIAL_PROVIDER_DEFAULTS.google, audience: audiences.google },
  facebook: { ...SOCIAL_PROVIDER_DEFAULTS.facebook, audience: audiences.facebook },
  apple: { ...SOCIAL_PROVIDER_DEFAULTS.apple, audience: audiences.apple },
});

const site = generateDemoShop({ variants: 20, baseDate: '2026-01-01' }).siteConfig;
const parts: AppSiteParts = {
  maintenanceMode: false,
  trackingUrl: 'https://track.gio.example',
  socialProviders: providers({ google: null, facebook: null, apple: null }),
  isApp: false,
};

describe('the site configuration the apps receive', () => {
  it('is the stored one plus the tracking server, the partner switches and the app flag, as the contract says', () => {
    const served = appSiteConfig(site, parts);
    expect(appSiteConfigSchema.parse(served)).toEqual(served);
    const { trackingUrl, socialSignInPartners, isApp, ...rest } = served;
    expect(rest).toEqual(site);
    expect(trackingUrl).toBe('https://track.gio.example');
    expect(isApp).toBe(false);
    expect(socialSignInPartners.google).toEqual({ enabled: false, clientId: null });
    expect(appSiteConfig(site, { ...parts, isApp: true }).isApp).toBe(true);
  });

  it('switches the maintenance screen on, keeping every other setting and flag', () => {
    expect(site.features.maintenanceMode).toBe(false);
    const forced = appSiteConfig(site, { ...parts, maintenanceMode: true });
    expect(forced.features.maintenanceMode).toBe(true);
    expect({ ...forced.features, maintenanceMode: false }).toEqual(site.features);
    expect(site.features.maintenanceMode).toBe(false);
  });

  it('leaves the stored maintenance flag in charge when the switch is off', () => {
    const stored = { ...site, features: { ...site.features, maintenanceMode: true } };
    expect(appSiteConfig(stored, parts).features.maintenanceMode).toBe(true);
    expect(appSiteConfig(site, parts).features).toBe(site.features);
  });

  it('switches a social partner on with its client id and off without one, keeping the site switches (accounts.md §4)', () => {
    const served = appSiteConfig(site, {
      ...parts,
      socialProviders: providers({ google: 'gio-web.apps.example', facebook: null, apple: 'vn.gio.web' }),
    });
    expect(served.features.socialSignIn).toEqual(site.features.socialSignIn);
    expect(served.socialSignInPartners).toEqual({
      google: { enabled: true, clientId: 'gio-web.apps.example' },
      facebook: { enabled: false, clientId: null },
      apple: { enabled: true, clientId: 'vn.gio.web' },
    });
  });
});
