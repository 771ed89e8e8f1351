/**
 * The sign-in page's address (accounts.md §4 "Sign-in", storefront.md §4 "Back in stock"):
 * `/login` with the parameters of the action to resume (the action first) and the way back. The
 * storefront's login page signs in, then loads `redirect` (a path of this site only) as a new
 * document, whichever app owns it.
 */
export function signInUrl(redirect: string, resume: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams({ ...resume, redirect });
  return `/login?${params.toString()}`;
}
