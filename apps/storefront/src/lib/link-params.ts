/**
 * The link parameters a shopper can arrive with (documented in apps/storefront/README.md, "Link
 * parameters"). Each one asks for one first-load modal (storefront.md §4 "First-load modal");
 * they are read once on the first load and removed from the address after handling. Reading
 * them (with zod) is `parse-link-request.ts`, apart, so that the shell and pages that only build
 * login links keep zod out of their first load. The login links themselves are `signInUrl` of
 * `@gio/shell` (the account overlay builds them in both apps).
 */
export const LinkAction = {
  /** Tell me when the variant is back in stock (storefront.md §4 "Back in stock"). */
  NOTIFY_BACK_IN_STOCK: 'notify-back-in-stock',
  /** Add the variant to the favourites (accounts.md §7 add-favorite). */
  ADD_FAVORITE: 'add-favorite',
  /** Add the variant to a shopping list (accounts.md §7 lists/update). */
  ADD_TO_LIST: 'add-to-list',
  /** Take the invite of the /invite/:promocode page (POST /api/invite/accept). */
  ACCEPT_INVITE: 'accept-invite',
} as const;
export type LinkAction = (typeof LinkAction)[keyof typeof LinkAction];

/** Every query parameter this module reads; all of them go once the link has been handled. */
export const LINK_PARAMS = [
  'addToCart',
  'price',
  'action',
  'variantId',
  'listId',
  'resumeList',
  'resumeProducts',
  'linkSession',
  'commercialAccount',
] as const;

/** Whether the address carries any link parameter at all (handled or not, it is removed). */
export function hasLinkParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return LINK_PARAMS.some((name) => params.has(name));
}

/** The address without the link parameters, the other query parameters and the hash kept. */
export function withoutLinkParams(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  for (const name of LINK_PARAMS) params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Where the login page sends the shopper once signed in: the `redirect` of its own address (a
 * path of this site only, never another origin), with the action and its parameters carried
 * over, so that the page there finishes the action as a first-load modal.
 */
export function returnUrlAfterSignIn(loginSearch: string, fallback = '/'): string {
  const params = new URLSearchParams(loginSearch);
  const redirect = params.get('redirect') ?? '';
  // Only a path of this site: '//host' and '/\host' would leave it, and so would a path that
  // resolves to one ('/.//host', '/a/..//host') or to another host (a tab the parser drops).
  const base = 'http://same.origin';
  const resolved = new URL(/^\/(?![/\\])/.test(redirect) ? redirect : fallback, base);
  const leaves = resolved.origin !== base || resolved.pathname.startsWith('//');
  const target = leaves ? new URL(fallback, base) : resolved;
  params.delete('redirect');
  for (const [name, value] of params) {
    if ((LINK_PARAMS as readonly string[]).includes(name)) target.searchParams.set(name, value);
  }
  return `${target.pathname}${target.search}${target.hash}`;
}
