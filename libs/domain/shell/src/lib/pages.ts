import { EXIT_INTENT_DISABLED_PAGES, WAON_MEMBER_VOUCHERS_PATH } from '@gio/domain-enums';

/**
 * Page names of the storefront routes (storefront.md §2, plus the account routes of
 * accounts.md §2 that the storefront serves). Written in the spec's words, lower case with
 * spaces, so that they read the same as `EXIT_INTENT_DISABLED_PAGES` ('checkout login').
 */
export const PAGE_NAMES = [
  'home',
  'module',
  'category',
  'product',
  'search',
  'empty search',
  'action list',
  'highlight list',
  'brand',
  'text',
  'cart',
  'cart recommendations',
  'checkout',
  'checkout login',
  'order pending',
  'confirmation',
  'mobile support',
  'unsupported',
  'not found',
  'version',
  'login',
  'bulk purchase',
  'loyalty vouchers',
  'account',
  'reset password',
  'invite',
  'payment provider',
  'mobile checkout',
  'unauthorized',
] as const satisfies readonly string[];

export type PageName = (typeof PAGE_NAMES)[number];

// Compile-time proof that the enum's exit-intent page names are page names of this list.
const exitIntentPagesAreKnown: readonly PageName[] = EXIT_INTENT_DISABLED_PAGES;
void exitIntentPagesAreKnown;

/** Exact single-path routes (storefront.md §2, accounts.md §2). */
const EXACT_ROUTES: Readonly<Record<string, PageName>> = {
  '/': 'home',
  '/products/search': 'empty search',
  '/cart': 'cart',
  '/cart-recommendations': 'cart recommendations',
  '/checkout': 'checkout',
  '/checkout-login': 'checkout login',
  '/order-pending': 'order pending',
  '/confirmation': 'confirmation',
  '/mobile-support': 'mobile support',
  '/unsupported': 'unsupported',
  '/404': 'not found',
  '/version': 'version',
  '/login': 'login',
  '/bulk-purchase': 'bulk purchase',
  [WAON_MEMBER_VOUCHERS_PATH]: 'loyalty vouchers',
  '/reset-password': 'reset password',
  '/fasspay-web': 'payment provider',
  '/fasspay-mobile': 'payment provider',
  '/acs-mobile': 'mobile checkout',
  '/unauthorized': 'unauthorized',
  '/unauthorized-logout': 'unauthorized',
};

/**
 * Routes with parameters, tried in order. A route "with child :pages/:range" accepts either its
 * own segment count or two more. Search and highlight come before the generic
 * /products/:category/:gid/:slug, which would otherwise swallow them.
 */
const PATTERN_ROUTES: ReadonlyArray<{
  readonly prefix: readonly string[];
  readonly params: number;
  readonly paged: boolean;
  readonly page: PageName;
}> = [
  { prefix: ['m'], params: 1, paged: true, page: 'module' },
  { prefix: ['products', 'search'], params: 1, paged: true, page: 'search' },
  { prefix: ['products', 'action'], params: 1, paged: false, page: 'action list' },
  { prefix: ['products', 'highlight'], params: 2, paged: false, page: 'highlight list' },
  { prefix: ['products'], params: 3, paged: true, page: 'category' },
  { prefix: ['product'], params: 2, paged: false, page: 'product' },
  { prefix: ['brand'], params: 2, paged: true, page: 'brand' },
  { prefix: ['t'], params: 1, paged: true, page: 'text' },
  { prefix: ['cart-recommendations'], params: 0, paged: true, page: 'cart recommendations' },
  { prefix: ['invite'], params: 1, paged: false, page: 'invite' },
];

/** Route matching (storefront.md §2): strips the query, the hash and a trailing slash, so '/cart/?x=1' reads as '/cart'. */
export function normalizePathname(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** Maps a pathname to its page name by the route table (storefront.md §2); unknown paths are the catch-all 'not found'. */
export function pageNameFromPath(pathname: string): PageName {
  const path = normalizePathname(pathname);
  const exact = EXACT_ROUTES[path];
  if (exact) return exact;
  if (path === '/account' || path.startsWith('/account/')) return 'account';

  const segments = path.split('/').filter((segment) => segment.length > 0);
  for (const route of PATTERN_ROUTES) {
    const matchesPrefix = route.prefix.every((part, index) => segments[index] === part);
    if (!matchesPrefix) continue;
    const own = route.prefix.length + route.params;
    if (segments.length === own || (route.paged && segments.length === own + 2)) {
      return route.page;
    }
  }
  return 'not found';
}
