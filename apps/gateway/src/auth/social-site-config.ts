import { SOCIAL_PROVIDERS, type SocialProvider } from '@gio/domain-access';
import type { SocialProvidersConfig } from './social-verifier';

/** A provider's partner-level switch as the apps receive it, with the client id its sign-in needs. */
export interface SocialSignInPartner {
  /** On when our client id at the provider is configured (SocialTokenVerifier.partnerEnabled). */
  readonly enabled: boolean;
  readonly clientId: string | null;
}

/**
 * The site configuration the apps receive, with the partner-level social switches beside the
 * site's own (`features.socialSignIn`): a button shows only when both are on (accounts.md §4).
 * Client ids are public by design; nothing secret is added.
 */
export function withSocialSignInPartners<Site extends object>(
  site: Site,
  providers: SocialProvidersConfig,
): Site & { socialSignInPartners: Record<SocialProvider, SocialSignInPartner> } {
  const partner = (provider: SocialProvider): SocialSignInPartner => ({
    enabled: providers[provider].audience !== null,
    clientId: providers[provider].audience,
  });
  return {
    ...site,
    socialSignInPartners: Object.fromEntries(
      SOCIAL_PROVIDERS.map((provider) => [provider, partner(provider)]),
    ) as Record<SocialProvider, SocialSignInPartner>,
  };
}
