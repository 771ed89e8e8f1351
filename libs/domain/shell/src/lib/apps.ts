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
 * The account app's single-path routes only a signed-in user sees (accounts.md §2): the account
 * dashboard, the bulk purchase (its quote starts from the user's business account or lead) and
 * the loyalty member vouchers. Every path under `/account/` is signed-in only too.
 */
export const SIGNED_IN_ACCOUNT_APP_EXACT_PATHS: readonly string[] = ['/account', '/bulk-purchase', WAON_MEMBER_VOUCHERS_PATH];

/**
 * The account app's routes anyone may open: password recovery, the unauthorised pages, and the
 * pages e-mails link to (an unsubscribe link, a sign-up's confirmation link).
 */
export const PUBLIC_ACCOUNT_APP_PATHS: readonly string[] = [
  '/forgot-password',
  '/reset-password',
  '/unauthorized',
  '/unauthorized-logout',
  '/email-preferences/unsubscribe',
  '/email-sign-up/confirm',
];

/**
 * The account app's single-path routes (accounts.md §2; the gateway serves the account app's
 * HTML for exactly these and for `/account/*`).
 */
export const ACCOUNT_APP_EXACT_PATHS: readonly string[] = [...SIGNED_IN_ACCOUNT_APP_EXACT_PATHS, ...PUBLIC_ACCOUNT_APP_PATHS];

/** Every path under it belongs to the account app (accounts.md §2 `/account/...`). */
export const ACCOUNT_APP_PREFIX = '/account/';

/**
 * Accounts.md §2: the account app's pages only a signed-in user sees — the exact ones above and
 * everything under `/account/`. The gateway sends a guest's first load of them to sign in; the
 * app sends a user whose session ended there too. Query, hash and a trailing slash do not matter.
 */
export function isSignedInOnlyPath(path: string): boolean {
  const pathname = normalizePathname(path);
  return SIGNED_IN_ACCOUNT_APP_EXACT_PATHS.includes(pathname) || pathname.startsWith(ACCOUNT_APP_PREFIX);
}

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
