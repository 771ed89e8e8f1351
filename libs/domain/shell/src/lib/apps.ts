import { WAON_MEMBER_VOUCHERS_PATH } from '@gio/domain-enums';
import { normalizePathname } from './pages';

/**
 * The two front ends of the shop (design.md "Front ends"): the storefront (server-rendered first
 * load, then a single-page app) and the account app (client-rendered). Each has its own router;
 * between them a link is a full page load.
 */
export const APP_NAMES = ['storefront', 'account'] as const;
export type AppName = (typeof APP_NAMES)[number];

/**
 * The account app's single-path routes (accounts.md §2; the gateway serves the account app's
 * HTML for exactly these and for `/account/*`): password recovery, the unauthorised pages, the
 * bulk purchase and the loyalty member vouchers.
 */
export const ACCOUNT_APP_EXACT_PATHS: readonly string[] = [
  '/account',
  '/forgot-password',
  '/reset-password',
  '/unauthorized',
  '/unauthorized-logout',
  '/bulk-purchase',
  WAON_MEMBER_VOUCHERS_PATH,
  // The pages e-mails link to: an unsubscribe link and a sign-up's confirmation link.
  '/email-preferences/unsubscribe',
  '/email-sign-up/confirm',
];

/** Every path under it belongs to the account app (accounts.md §2 `/account/...`). */
export const ACCOUNT_APP_PREFIX = '/account/';

/**
 * Which app owns a path (accounts.md §2, storefront.md §2): `/account`, `/account/*`,
 * `/forgot-password`, `/reset-password`, `/unauthorized`, `/unauthorized-logout`,
 * `/bulk-purchase`, `/waon-member-vouchers` and the pages e-mails link to (unsubscribe, sign-up
 * confirmation) are the account app's; every other path is the
 * storefront's (its catch-all shows not found). The query, the hash and a trailing slash do not
 * matter: `/account/?tab=1#x` is `/account`.
 */
export function appOfPath(path: string): AppName {
  const pathname = normalizePathname(path);
  if (ACCOUNT_APP_EXACT_PATHS.includes(pathname)) return 'account';
  return pathname.startsWith(ACCOUNT_APP_PREFIX) ? 'account' : 'storefront';
}

/**
 * A path of this site: one leading slash, not `//host` nor `/\host` (browsers read both as a
 * host), and no control character (browsers drop tabs and newlines from a URL, so `/\t/host`
 * would become `//host`).
 */
export function isSitePath(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return /^\/(?![/\\])/.test(href) && !/[\u0000-\u001f\u007f]/.test(href);
}

/** How a link is followed: by the app's router, or by loading another document. */
export type LinkNavigation = 'client' | 'document';

/**
 * How a link shown in `from` is followed (design.md "Front ends": between the two apps a link is
 * a full page load): a path of this site that `from` owns goes through its router; a path of the
 * other app, another origin, `mailto:`, `tel:` and the like load a document.
 */
export function linkNavigation(href: string, from: AppName): LinkNavigation {
  return isSitePath(href) && appOfPath(href) === from ? 'client' : 'document';
}
