import { z } from 'zod';

/**
 * The site configuration (storefront.md §1, §2, §5, §6; accounts.md §4): one schema for what the
 * seed writes to `site_config`, what the gateway reads from it, and what the apps receive
 * inlined beside the page data (`AppSiteConfig`, with the gateway's per-process and per-visit
 * parts).
 */

/** Feature flags of storefront.md §1 and §6 and accounts.md §4. */
export const featureFlagsSchema = z.object({
  exitSurvey: z.boolean(),
  coupons: z.boolean(),
  /** Web one-time code (WebOTP) on sign-in and join. */
  webOtp: z.boolean(),
  loyaltyOnWeb: z.boolean(),
  /** The three regional payment providers. */
  fasspay: z.boolean(),
  ipay88: z.boolean(),
  payoo: z.boolean(),
  /** When on, interstitials are not shown on non-express category pages or other pages. */
  hideInterstitial: z.boolean(),
  /** Replaces the whole app with the maintenance screen. */
  maintenanceMode: z.boolean(),
  /** Hides the category tree. */
  limitedProductsMode: z.boolean(),
  invitesEnabled: z.boolean(),
  /** Logged-in users with zero successful orders get free shipping (storefront.md §6). */
  firstOrderFreeShipping: z.boolean(),
  /** The checkout has a VAT step (storefront.md §4). */
  hasVat: z.boolean(),
  /** The checkout has a telephone step. */
  telephoneRequiredAtCheckout: z.boolean(),
  /**
   * Site-level social sign-in switches; a button shows only when this and the partner-level
   * switch are both on (accounts.md §4).
   */
  socialSignIn: z.object({ google: z.boolean(), facebook: z.boolean(), apple: z.boolean() }),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/** Who the site banner's free-shipping message is written for (storefront.md §2). */
export const FREE_SHIPPING_AUDIENCES = [
  'guest',
  'customer',
  'firstOrder',
  'business',
  'loyaltyMember',
] as const;
export type FreeShippingAudience = (typeof FREE_SHIPPING_AUDIENCES)[number];

export const supportContactSchema = z.object({
  email: z.string(),
  /** Hotline as dialled in Vietnam, for example `1900 6868`. */
  telephone: z.string(),
  /** Opening hours, human readable. */
  hours: z.string(),
  /** Shown under the render-error message TEMPORARILY UNAVAILABLE (storefront.md §2). */
  maintenanceMessage: z.string(),
});
export type SupportContact = z.infer<typeof supportContactSchema>;

export const appStoreLinksSchema = z.object({ ios: z.string(), android: z.string() });
export type AppStoreLinks = z.infer<typeof appStoreLinksSchema>;

const count = z.number().int().nonnegative();

/** The site configuration as stored (`site_config.config`) and read by the gateway. */
export const siteConfigSchema = z.object({
  siteName: z.string().min(1),
  /** ISO 4217; prices are formatted for `locale`. */
  currency: z.string().length(3),
  locale: z.string().min(2),
  timezone: z.string().min(1),
  country: z.string().length(2),
  features: featureFlagsSchema,
  /**
   * Limited-quantity threshold: a non-sample variant with 0 < availableCount <= this is
   * "limited" (storefront.md §4 "Variant stock").
   */
  lastFewThreshold: count,
  /** Most units one add-to-cart action may add (storefront.md §5). */
  addToCartMaxAtOnce: count,
  /** Sample limits (storefront.md §5); the spec's default is 0, the demo sets real values. */
  maxCountOfSamplesAddToCart: count,
  maxCountPerSampleAddToCart: count,
  /**
   * Order minimum per fulfilment method, in đồng, keyed by FulfillmentMethod number
   * (storefront.md §5). A method absent from the map has no minimum.
   */
  minimumSpendByFulfillmentMethod: z.record(z.string().regex(/^\d+$/), count),
  support: supportContactSchema,
  appStoreLinks: appStoreLinksSchema,
  /** Site-banner message per audience (storefront.md §2 "Site banner"). */
  freeShippingMessages: z.object({
    guest: z.string(),
    customer: z.string(),
    firstOrder: z.string(),
    business: z.string(),
    loyaltyMember: z.string(),
  }) satisfies z.ZodType<Record<FreeShippingAudience, string>>,
  /** The root of the category tree; its first child gives the default category landing path. */
  rootCategoryId: z.string().min(1),
  /** Where checkout links go (storefront.md §2: defaults to /checkout). */
  checkoutUrl: z.string().min(1),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** A provider's partner-level switch as the apps receive it, with the client id its sign-in needs. */
export const socialSignInPartnerSchema = z.object({
  /** On when our client id at the provider is configured. */
  enabled: z.boolean(),
  clientId: z.string().nullable(),
});
export type SocialSignInPartner = z.infer<typeof socialSignInPartnerSchema>;

/** `trackingUrl` of a shop whose own gateway takes the beacons, under whatever host it was opened. */
export const SAME_ORIGIN_TRACKING = '/';

/**
 * What the apps receive, inlined beside the page data of a first load: the stored
 * configuration (with the operator's maintenance switch applied) plus what the gateway adds —
 * the tracking server beacons go to (accounts.md §7), the partner-level social switches
 * (accounts.md §4; client ids are public by design), and whether this visit runs inside the
 * mobile app's web view (storefront.md §2).
 */
export const appSiteConfigSchema = siteConfigSchema.extend({
  /**
   * Where beacons go (`{trackingUrl}/track`): a tracking server's origin, SAME_ORIGIN_TRACKING
   * for `/track` of the host that served the page, or '' for no tracking.
   */
  trackingUrl: z.string(),
  socialSignInPartners: z.object({
    google: socialSignInPartnerSchema,
    facebook: socialSignInPartnerSchema,
    apple: socialSignInPartnerSchema,
  }),
  isApp: z.boolean(),
});
export type AppSiteConfig = z.infer<typeof appSiteConfigSchema>;
