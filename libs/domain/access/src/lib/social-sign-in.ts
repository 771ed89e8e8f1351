/** The social sign-in providers (accounts.md §1: Google, Facebook or Apple). */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** A provider's two switches: the site's (site configuration) and the partner level's. */
export interface SocialSignInSwitches {
  readonly site: boolean;
  readonly partner: boolean;
}

/** accounts.md §4 "Each social button is enabled only if both a site switch and a partner-level switch are on." */
export function socialSignInEnabled(switches: SocialSignInSwitches): boolean {
  return switches.site && switches.partner;
}

/** The ways an account can sign in: its password and the providers linked to it. */
export interface SignInMethods {
  readonly hasPassword: boolean;
  readonly linked: Readonly<Record<SocialProvider, boolean>>;
}

/**
 * Whether a linked provider may be unlinked (accounts.md §4 "linked or unlinked per provider"):
 * not when it is the account's last way to sign in (no password and no other provider linked),
 * which would lock the person out. The gateway refuses that unlink with LAST_SIGN_IN_METHOD.
 */
export function canUnlinkSocialSignIn(methods: SignInMethods, provider: SocialProvider): boolean {
  if (!methods.linked[provider]) return false;
  return methods.hasPassword || SOCIAL_PROVIDERS.some((other) => other !== provider && methods.linked[other]);
}
