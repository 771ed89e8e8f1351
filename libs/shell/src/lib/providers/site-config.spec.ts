import {
  DEFAULT_SITE_CONFIG,
  readSiteConfig,
  siteBannerText,
  socialSignInProviders,
} from './site-config';

const site = readSiteConfig({
  currency: 'VND',
  features: { maintenanceMode: true, firstOrderFreeShipping: true, exitSurvey: true },
  support: { email: 'hotro@gio.vn', telephone: '1900 6868', hours: '7–22h' },
  freeShippingMessages: {
    guest: 'guest text',
    customer: 'customer text',
    business: 'business text',
    firstOrder: 'first order text',
    loyaltyMember: 'member text',
  },
  rootCategoryId: 'cat_1',
});

describe('readSiteConfig (the gateway site configuration the shell reads)', () => {
  it('reads the nested feature flags and keeps only the shell fields', () => {
    expect(site.maintenanceMode).toBe(true);
    expect(site.firstOrderFreeShipping).toBe(true);
    expect(site.exitSurvey).toBe(true);
    expect(site.support.hours).toBe('7–22h');
    expect(site).not.toHaveProperty('rootCategoryId');
  });

  it('reads the invites switch the account overlay needs (accounts.md §6), off by default', () => {
    expect(readSiteConfig({ features: { invitesEnabled: true } }).invitesEnabled).toBe(true);
    expect(readSiteConfig({ features: { invitesEnabled: 'yes' } }).invitesEnabled).toBe(false);
    expect(site.invitesEnabled).toBe(false);
  });

  it('falls back to the defaults for a missing or malformed configuration', () => {
    expect(readSiteConfig(null)).toEqual(DEFAULT_SITE_CONFIG);
    expect(readSiteConfig({ currency: 5, features: 'x' }).currency).toBe('VND');
  });

  it('is inside the app only when the gateway said so with a true isApp', () => {
    expect(readSiteConfig({ isApp: true }).isApp).toBe(true);
    expect(readSiteConfig({ isApp: 'true' }).isApp).toBe(false);
    expect(site.isApp).toBe(false);
  });
});

describe('siteBannerText (storefront.md §2: the text depends on user type and configuration)', () => {
  it('a guest sees the guest text', () => {
    expect(siteBannerText(site, { signedIn: false })).toBe('guest text');
  });
  it('a business view sees the business text', () => {
    expect(
      siteBannerText(site, { signedIn: true, clientViewType: 1, numSuccessfulOrders: 0 }),
    ).toBe('business text');
  });
  it('a customer without orders sees the first-order text when the rule is on', () => {
    expect(siteBannerText(site, { signedIn: true, numSuccessfulOrders: 0 })).toBe(
      'first order text',
    );
    const ruleOff = { ...site, firstOrderFreeShipping: false };
    expect(siteBannerText(ruleOff, { signedIn: true, numSuccessfulOrders: 0 })).toBe(
      'customer text',
    );
  });
  it('a loyalty member with orders sees the member text, others the customer text', () => {
    expect(
      siteBannerText(site, {
        signedIn: true,
        numSuccessfulOrders: 3,
        loyaltyPermission: 'ALL_PERMISSIONS',
      }),
    ).toBe('member text');
    expect(siteBannerText(site, { signedIn: true, numSuccessfulOrders: 3 })).toBe('customer text');
  });
});

describe('social sign-in switches (accounts.md §4: a button needs the site and the partner switch)', () => {
  const served = readSiteConfig({
    features: { socialSignIn: { google: true, facebook: true, apple: false } },
    socialSignInPartners: {
      google: { enabled: true, clientId: 'gio-web.apps.example' },
      facebook: { enabled: false, clientId: null },
      apple: { enabled: true, clientId: 'vn.gio.web' },
    },
  });

  it('reads both switches and the client id per provider', () => {
    expect(served.socialSignIn).toEqual({
      google: { site: true, partner: true, clientId: 'gio-web.apps.example' },
      facebook: { site: true, partner: false, clientId: '' },
      apple: { site: false, partner: true, clientId: 'vn.gio.web' },
    });
  });

  it('shows a provider only when both switches are on', () => {
    expect(socialSignInProviders(served)).toEqual(['google']);
    expect(socialSignInProviders(DEFAULT_SITE_CONFIG)).toEqual([]);
  });
});
