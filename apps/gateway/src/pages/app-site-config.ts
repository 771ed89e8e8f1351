import type { AppSiteConfig, SiteConfig, SocialSignInPartner } from '@gio/contracts';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@gio/domain-access';
import type { SocialProvidersConfig } from '../auth/social-verifier';

/** What the gateway adds to the stored site configuration before the apps receive it. */
export interface AppSiteParts {
  /**
   * MAINTENANCE_MODE=true is the operator's switch for a deploy or a database migration: it
   * turns the apps' maintenance screen on (storefront.md §2 "Maintenance") whatever the stored
   * configuration says, without a write to the database the maintenance is about. Off, the
   * stored flag decides.
   */
  readonly maintenanceMode: boolean;
  /**
   * The tracking server the apps post beacons to (accounts.md §7 "Tracking beacon": a
   * configurable server; TRACKING_URL, by default `/`: `/track` of the host that served the page, which
   * ingests them).
   */
  readonly trackingUrl: string;
  /**
   * The partner-level social switches beside the site's own (`features.socialSignIn`): a
   * button shows only when both are on (accounts.md §4). Client ids are public by design.
   */
  readonly socialProviders: SocialProvidersConfig;
  /** This visit runs inside the mobile app's web view (pages/app-client.ts). */
  readonly isApp: boolean;
}

/**
 * The site configuration both apps receive on a first load (`AppSiteConfig` of
 * `@gio/contracts`): the stored one, with the operator's maintenance switch applied, plus the
 * tracking server, the partner-level social switches and the visit's app flag.
 */
export function appSiteConfig(stored: SiteConfig, parts: AppSiteParts): AppSiteConfig {
  const partner = (provider: SocialProvider): SocialSignInPartner => ({
    enabled: parts.socialProviders[provider].audience !== null,
    clientId: parts.socialProviders[provider].audience,
  });
  return {
    ...stored,
    features: parts.maintenanceMode
      ? { ...stored.features, maintenanceMode: true }
      : stored.features,
    trackingUrl: parts.trackingUrl,
    socialSignInPartners: Object.fromEntries(
      SOCIAL_PROVIDERS.map((provider) => [provider, partner(provider)]),
    ) as AppSiteConfig['socialSignInPartners'],
    isApp: parts.isApp,
  };
}
