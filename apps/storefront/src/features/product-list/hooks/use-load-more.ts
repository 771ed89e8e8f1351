import type { CategoryPayload } from '@gio/contracts';
import { useCallback, useRef, useState } from 'react';
import { appendEntries, appendProducts, productPayloadOf } from '../../../lib/page-data';
import { usePageDataState } from '../../../lib/page-data-provider';
import { loadPageData } from '../../../lib/spa-navigation';
import type { PlesContinuation } from '../api/get-ples-page';
import type { PlesListSource } from '../lib/ples-list';

/** How a failed list query is reported (accounts.md §8 "Search and list query failures"). */
const listError = (source: PlesListSource) =>
  source.kind === 'category'
    ? 'Error getting PLEs by Category GID'
    : 'Error getting search results';

/**
 * "Load more" of a product list (storefront.md §4 "Loaded pages append more products").
 *
 * With `list` (category, search and brand pages) and the page data's `endCursor`, the next page
 * comes from the list's cursor-paged GraphQL operation through Apollo Client (storefront.md §7),
 * whose code is loaded by this first use, not with the page. Otherwise (action, highlight and
 * seller lists), or when GraphQL fails (reported, then this fallback), it is the `:pages/:range`
 * page data (storefront.md §2).
 *
 * Either way the products are appended to the page data shown and the address becomes the next
 * page's url by a replace-type navigation, which fetches nothing more (storefront.md §4
 * "Routing"), so that a back navigation shows them all again. A page-data failure falls back
 * like any page fetch ('SPA Error', then a full page load). Resolves with the number of products
 * added.
 */
export function useLoadMore(payload: CategoryPayload, list: PlesListSource | null = null) {
  const { data, replaceWith, client, environment } = usePageDataState();
  const [loading, setLoading] = useState(false);
  // Where the last GraphQL page ended: asking that cursor continues the list's cache entry.
  const continuation = useRef<PlesContinuation | null>(null);
  const nextUrl = payload.pagination.paginationApiUrl;
  const withCursor = list !== null && typeof payload.pagination.endCursor === 'string';

  const throughGraphql = useCallback(
    async (url: string, source: PlesListSource): Promise<number | null> => {
      if (!data) return null;
      try {
        const { getNextPlesPage } = await import('../api/get-ples-page');
        const next = await getNextPlesPage(source, payload, url, continuation.current);
        continuation.current = next.continuation;
        replaceWith(url, appendEntries(data, next.entries, next.pagination));
        return next.entries.length;
      } catch (error) {
        continuation.current = null;
        environment.logError(listError(source), { url, error: String(error) });
        return null;
      }
    },
    [data, environment, payload, replaceWith],
  );

  const throughPageData = useCallback(
    async (url: string): Promise<number> => {
      if (!data) return 0;
      const outcome = await loadPageData(url, client);
      if (outcome.kind === 'data') {
        const before = payload.products.length;
        const next = appendProducts(data, outcome.data);
        replaceWith(url, next);
        return (productPayloadOf(next)?.products.length ?? before) - before;
      }
      if (outcome.kind === 'full-page-load') {
        if (outcome.message) environment.logError(outcome.message, { url });
        environment.fullPageLoad(outcome.url);
      } else if (outcome.kind === 'navigate') environment.fullPageLoad(outcome.to);
      return 0;
    },
    [client, data, environment, payload.products.length, replaceWith],
  );

  const loadMore = useCallback(async (): Promise<number> => {
    if (!nextUrl || !data || loading) return 0;
    setLoading(true);
    try {
      const added = list && withCursor ? await throughGraphql(nextUrl, list) : null;
      return added ?? (await throughPageData(nextUrl));
    } finally {
      setLoading(false);
    }
  }, [data, list, loading, nextUrl, throughGraphql, throughPageData, withCursor]);

  return { loadMore, loading };
}
