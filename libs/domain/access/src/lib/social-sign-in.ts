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
