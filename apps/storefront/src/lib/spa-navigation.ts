import { fetchPageData, UnauthorizedError, type JsonClient } from '@gio/data-access';
import {
  pageNameFromPath,
  resolvePageData,
  type PageDataOutcome,
  type PageName,
} from '@gio/domain-shell';
import type { PageData } from './page-data';

/**
 * Pages the app renders without page data, so a navigation to them fetches nothing. An unknown
 * path is the catch-all not-found page: the gateway has nothing more to say about it.
 */
const PAGES_WITHOUT_DATA: ReadonlySet<PageName> = new Set<PageName>([
  'version',
  'unsupported',
  'mobile support',
  'not found',
  'cart',
  'cart recommendations',
  'checkout',
  'checkout login',
  'login',
]);

/** Whether a path is a page whose content comes from the gateway's page data. */
export function needsPageData(pathname: string): boolean {
  return !PAGES_WITHOUT_DATA.has(pageNameFromPath(pathname));
}

/** What the router does after a page-data fetch: show data, follow a redirect, or load the page. */
export type SpaOutcome = PageDataOutcome<PageData> | { readonly kind: 'ignore' };

/**
 * Fetches the page data of a url for a client-side navigation (storefront.md §4 "Routing", §7
 * "Page data") and decides the outcome with the domain rule `resolvePageData`: data, a redirect
 * followed in the app (an app path) or by a full-page load, or — on failure or an empty answer —
 * the 'SPA Error' full-page load. A 401/403 is left to the JSON helper, which is already
 * reloading or leaving the page, and an aborted fetch (superseded navigation) does nothing.
 */
export async function loadPageData(
  url: string,
  client: Pick<JsonClient, 'get'>,
  signal?: AbortSignal,
): Promise<SpaOutcome> {
  try {
    const result = await fetchPageData<PageData>(url, client, { signal });
    return resolvePageData<PageData>(url, { ok: true, body: result });
  } catch (error) {
    if (signal?.aborted || error instanceof UnauthorizedError) return { kind: 'ignore' };
    return resolvePageData<PageData>(url, { ok: false });
  }
}
