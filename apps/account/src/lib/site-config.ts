import { showInviteLink } from '@gio/domain-access';
import type { SiteShellConfig } from '@gio/shell';

/**
 * The account app reads the site configuration the gateway inlines (`AppSiteConfig` of
 * `@gio/contracts`, in `<script id="__SITE__">`) as the storefront does, with the shell's one
 * reader: fields of the wrong type or missing fall back to the demo shop's defaults.
 */
export type AccountSiteConfig = SiteShellConfig;
export { DEFAULT_SITE_CONFIG, readSiteConfig, socialSignInProviders } from '@gio/shell';

/** accounts.md §6: the invite-friends link shows only with invites on and not in limited-products mode. */
export function showsInviteLink(
  site: Pick<AccountSiteConfig, 'invitesEnabled' | 'limitedProductsMode'>,
): boolean {
  return showInviteLink(site);
}
