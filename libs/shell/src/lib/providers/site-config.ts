import type { AppSiteConfig } from '@gio/contracts';
import { SOCIAL_PROVIDERS, socialSignInEnabled, type SocialProvider } from '@gio/domain-access';

/** A social provider's two switches and the client id its sign-in button needs (accounts.md §4). */
export interface SocialSignInSetting {
  /** The site switch (site configuration `features.socialSignIn`). */
  site: boolean;
  /** The partner-level switch (our client id at the provider is configured). */
  partner: boolean;
  clientId: string;
}

type Flags = AppSiteConfig['features'];

/**
 * The shell's view of the site configuration the gateway inlines (`AppSiteConfig` of
 * `@gio/contracts`, storefront.md §2, §6, §9): the same fields, typed from that one schema, with
 * the feature flags the apps read lifted to the top and the two social switches joined per
 * provider. The gateway hands it to the storefront's `render()` (`options.site`) and inlines it
 * beside the page data, and inlines it in the account app's page (`<script id="__SITE__">`); any
 * field it leaves out falls back to the defaults below, which match the demo shop.
 */
export interface SiteShellConfig
  extends
    Pick<
      AppSiteConfig,
      | 'currency'
      | 'locale'
      | 'lastFewThreshold'
      | 'addToCartMaxAtOnce'
      | 'maxCountOfSamplesAddToCart'
      | 'support'
      | 'appStoreLinks'
      | 'freeShippingMessages'
      | 'siteName'
      | 'trackingUrl'
      | 'isApp'
    >,
    Pick<
      Flags,
      | 'maintenanceMode'
      | 'limitedProductsMode'
      | 'invitesEnabled'
      | 'firstOrderFreeShipping'
      | 'exitSurvey'
      | 'hideInterstitial'
    > {
  /** Build or release id shown on /version. */
  version: string;
  /** Google, Facebook and Apple sign-in: each button shows only when both switches are on. */
  socialSignIn: Record<SocialProvider, SocialSignInSetting>;
}

const SOCIAL_OFF: SocialSignInSetting = { site: false, partner: false, clientId: '' };

export const DEFAULT_SITE_CONFIG: SiteShellConfig = {
  currency: 'VND',
  locale: 'vi-VN',
  maintenanceMode: false,
  limitedProductsMode: false,
  invitesEnabled: false,
  lastFewThreshold: 5,
  addToCartMaxAtOnce: 50,
  maxCountOfSamplesAddToCart: 0,
  support: { email: '', telephone: '', hours: '', maintenanceMessage: '' },
  appStoreLinks: { ios: '', android: '' },
  freeShippingMessages: {
    guest: '',
    customer: '',
    business: '',
    firstOrder: '',
    loyaltyMember: '',
  },
  firstOrderFreeShipping: false,
  exitSurvey: false,
  hideInterstitial: false,
  siteName: 'Giỏ',
  trackingUrl: '',
  version: 'dev',
  socialSignIn: { google: SOCIAL_OFF, facebook: SOCIAL_OFF, apple: SOCIAL_OFF },
  isApp: false,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the site configuration the gateway sent (`AppSiteConfig`), keeping only fields of the
 * right type, so that a partial or older payload never breaks the shell; it reads without zod
 * because the shell is in every first load (README "Code splitting"). Flat flags are accepted
 * as well as the schema's nested `features`.
 */
export function readSiteConfig(input: unknown): SiteShellConfig {
  if (!isRecord(input)) return DEFAULT_SITE_CONFIG;
  const features = isRecord(input['features']) ? input['features'] : {};
  const pick = <K extends keyof SiteShellConfig>(
    key: K,
    ...sources: unknown[]
  ): SiteShellConfig[K] => {
    for (const source of sources) {
      if (typeof source === typeof DEFAULT_SITE_CONFIG[key] && source !== null)
        return source as SiteShellConfig[K];
    }
    return DEFAULT_SITE_CONFIG[key];
  };
  const support = isRecord(input['support']) ? input['support'] : {};
  const links = isRecord(input['appStoreLinks']) ? input['appStoreLinks'] : {};
  const shipping = isRecord(input['freeShippingMessages']) ? input['freeShippingMessages'] : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    currency: pick('currency', input['currency']),
    locale: pick('locale', input['locale']),
    maintenanceMode: pick('maintenanceMode', input['maintenanceMode'], features['maintenanceMode']),
    limitedProductsMode: pick(
      'limitedProductsMode',
      input['limitedProductsMode'],
      features['limitedProductsMode'],
    ),
    invitesEnabled: pick('invitesEnabled', input['invitesEnabled'], features['invitesEnabled']),
    lastFewThreshold: pick('lastFewThreshold', input['lastFewThreshold']),
    addToCartMaxAtOnce: pick('addToCartMaxAtOnce', input['addToCartMaxAtOnce']),
    maxCountOfSamplesAddToCart: pick(
      'maxCountOfSamplesAddToCart',
      input['maxCountOfSamplesAddToCart'],
    ),
    support: {
      email: text(support['email']),
      telephone: text(support['telephone']),
      hours: text(support['hours']),
      maintenanceMessage: text(support['maintenanceMessage']),
    },
    appStoreLinks: { ios: text(links['ios']), android: text(links['android']) },
    freeShippingMessages: {
      guest: text(shipping['guest']),
      customer: text(shipping['customer']),
      business: text(shipping['business']),
      firstOrder: text(shipping['firstOrder']),
      loyaltyMember: text(shipping['loyaltyMember']),
    },
    firstOrderFreeShipping: pick(
      'firstOrderFreeShipping',
      input['firstOrderFreeShipping'],
      features['firstOrderFreeShipping'],
    ),
    exitSurvey: pick('exitSurvey', input['exitSurvey'], features['exitSurvey']),
    hideInterstitial: pick(
      'hideInterstitial',
      input['hideInterstitial'],
      features['hideInterstitial'],
    ),
    siteName: pick('siteName', input['siteName']),
    trackingUrl: pick('trackingUrl', input['trackingUrl']),
    version: pick('version', input['version']),
    socialSignIn: readSocialSignIn(features['socialSignIn'], input['socialSignInPartners']),
    isApp: input['isApp'] === true,
  };
}

/** The site switches (`features.socialSignIn`) and the gateway's partner switches, per provider. */
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

/** The providers whose sign-in button shows, in the spec's order (accounts.md §4: both switches on). */
export function socialSignInProviders(
  site: Pick<SiteShellConfig, 'socialSignIn'>,
): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => socialSignInEnabled(site.socialSignIn[provider]));
}

/** The shopper facts the site banner's text depends on (GET /api/session's user). */
export interface BannerAudience {
  signedIn: boolean;
  /** 1: the business view of an organisation account. */
  clientViewType?: number;
  numSuccessfulOrders?: number;
  /** ALL_PERMISSIONS: an active loyalty member. */
  loyaltyPermission?: string | null;
}

/**
 * The site banner's free-shipping text by kind of shopper (storefront.md §2 "Its text depends
 * on user type and configuration"): a guest's; a business view's; the first-order text when the
 * first-order rule applies (signed in, no successful order, rule on: storefront.md §6); a loyalty
 * member's; else a customer's. An empty message falls back to the customer's.
 */
export function siteBannerText(site: SiteShellConfig, audience: BannerAudience): string {
  const messages = site.freeShippingMessages;
  if (!audience.signedIn) return messages.guest;
  const pick =
    audience.clientViewType === 1
      ? messages.business
      : site.firstOrderFreeShipping && (audience.numSuccessfulOrders ?? 0) === 0
        ? messages.firstOrder
        : audience.loyaltyPermission === 'ALL_PERMISSIONS'
          ? messages.loyaltyMember
          : '';
  return pick || messages.customer;
}
