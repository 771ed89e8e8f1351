import type { AppSiteConfig } from '@gio/contracts';
import { showInviteLink, SOCIAL_PROVIDERS, socialSignInEnabled, type SocialProvider } from '@gio/domain-access';

/** A provider's two switches and the client id its button needs (accounts.md §4). */
export interface SocialSignInSetting {
  /** The site switch (`features.socialSignIn`). */
  site: boolean;
  /** The partner-level switch (`socialSignInPartners[provider].enabled`). */
  partner: boolean;
  clientId: string;
}

/**
 * What the account app reads of the site configuration the gateway inlines (`AppSiteConfig` of
 * `@gio/contracts` in `<script id="__SITE__">`): the same field names, with the social switches
 * joined per provider. Any field missing or of the wrong type falls back to the defaults below
 * (the demo shop's), so a partial or older payload, or none at all (Vite's dev server, tests),
 * never breaks the app.
 */
export interface AccountSiteConfig
  extends Pick<AppSiteConfig, 'siteName' | 'currency' | 'locale' | 'support' | 'isApp'> {
  /** accounts.md §6: the invite-friends link shows only with invites on and not in limited-products mode. */
  invitesEnabled: boolean;
  limitedProductsMode: boolean;
  loyaltyOnWeb: boolean;
  socialSignIn: Record<SocialProvider, SocialSignInSetting>;
}

const SOCIAL_OFF: SocialSignInSetting = { site: false, partner: false, clientId: '' };

export const DEFAULT_SITE_CONFIG: AccountSiteConfig = {
  siteName: 'Giỏ',
  currency: 'VND',
  locale: 'vi-VN',
  support: { email: '', telephone: '', hours: '', maintenanceMessage: '' },
  isApp: false,
  invitesEnabled: false,
  limitedProductsMode: false,
  loyaltyOnWeb: false,
  socialSignIn: { google: SOCIAL_OFF, facebook: SOCIAL_OFF, apple: SOCIAL_OFF },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value !== '' ? value : fallback;
const flag = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;

/** The site configuration as the app uses it, from whatever the page inlined. */
export function readSiteConfig(input: unknown): AccountSiteConfig {
  if (!isRecord(input)) return DEFAULT_SITE_CONFIG;
  const features = isRecord(input['features']) ? input['features'] : {};
  const support = isRecord(input['support']) ? input['support'] : {};
  const defaults = DEFAULT_SITE_CONFIG;
  return {
    siteName: text(input['siteName'], defaults.siteName),
    currency: text(input['currency'], defaults.currency),
    locale: text(input['locale'], defaults.locale),
    support: {
      email: text(support['email'], ''),
      telephone: text(support['telephone'], ''),
      hours: text(support['hours'], ''),
      maintenanceMessage: text(support['maintenanceMessage'], ''),
    },
    isApp: input['isApp'] === true,
    invitesEnabled: flag(features['invitesEnabled'], defaults.invitesEnabled),
    limitedProductsMode: flag(features['limitedProductsMode'], defaults.limitedProductsMode),
    loyaltyOnWeb: flag(features['loyaltyOnWeb'], defaults.loyaltyOnWeb),
    socialSignIn: readSocialSignIn(features['socialSignIn'], input['socialSignInPartners']),
  };
}

function readSocialSignIn(
  siteSwitches: unknown,
  partners: unknown,
): Record<SocialProvider, SocialSignInSetting> {
  const sites = isRecord(siteSwitches) ? siteSwitches : {};
  const partnerSettings = isRecord(partners) ? partners : {};
  const setting = (provider: SocialProvider): SocialSignInSetting => {
    const partner = isRecord(partnerSettings[provider]) ? partnerSettings[provider] : {};
    return {
      site: sites[provider] === true,
      partner: partner['enabled'] === true,
      clientId: typeof partner['clientId'] === 'string' ? partner['clientId'] : '',
    };
  };
  return { google: setting('google'), facebook: setting('facebook'), apple: setting('apple') };
}

/** The providers whose button shows, in the spec's order: both switches on (accounts.md §4). */
export function socialSignInProviders(
  site: Pick<AccountSiteConfig, 'socialSignIn'>,
): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => socialSignInEnabled(site.socialSignIn[provider]));
}

/** accounts.md §6: the invite-friends link shows only if invites are on and not in limited-products mode. */
export function showsInviteLink(site: Pick<AccountSiteConfig, 'invitesEnabled' | 'limitedProductsMode'>): boolean {
  return showInviteLink({ invitesEnabled: site.invitesEnabled, limitedProductsMode: site.limitedProductsMode });
}
