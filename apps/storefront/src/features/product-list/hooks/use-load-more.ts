import { useCallback, useState } from 'react';
import { appendProducts } from '../../../lib/page-data';
import { usePageDataState } from '../../../lib/page-data-provider';
import { loadPageData } from '../../../lib/spa-navigation';

/**
 * Loads the next page of the list (the `:pages/:range` child route, storefront.md §2) and
 * appends it to the products shown. The address becomes the next page's url by a replace-type
 * navigation, which fetches nothing more (storefront.md §4 "Routing"); a failure falls back
 * like any page fetch ('SPA Error', then a full page load).
 */
export function useLoadMore(nextUrl: string | null) {
  const { data, replaceWith, client, environment } = usePageDataState();
  const [loading, setLoading] = useState(false);
  const loadMore = useCallback(async () => {
    if (!nextUrl || !data || loading) return;
    setLoading(true);
    const outcome = await loadPageData(nextUrl, client);
    setLoading(false);
    if (outcome.kind === 'data') replaceWith(nextUrl, appendProducts(data, outcome.data));
    else if (outcome.kind === 'full-page-load') {
      if (outcome.message) environment.logError(outcome.message, { url: nextUrl });
      environment.fullPageLoad(outcome.url);
    } else if (outcome.kind === 'navigate') environment.fullPageLoad(outcome.to);
  }, [client, data, environment, loading, nextUrl, replaceWith]);
  return { loadMore, loading };
}
