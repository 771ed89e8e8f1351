import type { ReloadStorage } from '@gio/data-access';

/**
 * Leaving the app. The account app and the storefront are two apps: a link between them is a
 * full page load (design.md "Front ends"), and so are the gateway's sign-in redirects.
 */
export interface PageEnvironment {
  /** A full page load of `url` (storefront pages, sign-in). */
  fullPageLoad: (url: string) => void;
  /** Reloads the page (a 403 from bot protection, accounts.md §8). */
  reload: () => void;
  /** The page's path and query, the way back after signing in again. */
  currentUrl: () => string;
  /** Remembers the last bot-protection reload, so a refused page reloads once, not in a loop. */
  reloadStorage: ReloadStorage | undefined;
}

export function browserPageEnvironment(): PageEnvironment {
  return {
    fullPageLoad: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    currentUrl: () => `${window.location.pathname}${window.location.search}`,
    reloadStorage: windowSessionStorage(),
  };
}

function windowSessionStorage(): ReloadStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Reading it throws where the browser blocks storage.
    return undefined;
  }
}

/** The storefront's sign-in page with the way back (`redirect`, a path of this site). */
export function loginUrl(redirect: string): string {
  return `/login?${new URLSearchParams({ redirect: safeRedirect(redirect) }).toString()}`;
}

/**
 * A path of this site, or the account dashboard: a `redirect` taken from the address bar must
 * not send anyone to another site ('//evil.example', 'https://…', '/\\evil').
 */
export function safeRedirect(redirect: string | null | undefined, fallback = '/account'): string {
  return typeof redirect === 'string' && /^\/(?![/\\])/.test(redirect) ? redirect : fallback;
}

/**
 * The path and query of the page the person came from, when it was a page of this site
 * (`document.referrer`); null otherwise.
 */
export function sameOriginReferrer(doc: Pick<Document, 'referrer'>, origin: string): string | null {
  if (!doc.referrer) return null;
  try {
    const url = new URL(doc.referrer);
    return url.origin === origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

