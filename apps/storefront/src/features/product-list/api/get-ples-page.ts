import type { ApolloClient } from '@apollo/client';
import type { CategoryPayload, ListedEntityView } from '@gio/contracts';
import {
  PLES_BY_CATEGORY_GID,
  PLES_FULL_TEXT_SEARCH,
  listedEntitiesOf,
  type PlesPage,
} from '@gio/data-access';
import { plesListOf, type PlesList, type PlesListSource } from '../lib/ples-list';
import { followingPagesUrl, plesListKey } from '../lib/ples-paging';
import { getCatalogueClient } from './catalogue-client';

/** What "load more" reads of a list through GraphQL. */
export interface PlesPageResult {
  /**
   * Every entry the list's cache entry holds: the pages fetched since the list was (re)started,
   * concatenated by the data-access type policy; the caller keeps those it does not show yet.
   */
  entries: ListedEntityView[];
  endCursor: string | null;
  hasNextPage: boolean;
  totalCount: number | null;
}

/**
 * The page after `cursor` of a cursor-paged product list (storefront.md §7: plesByCategoryGid,
 * plesFullTextSearch), through Apollo Client. The cache keeps one entry per list (its arguments
 * without the cursor) and appends each page to it; `restart` empties that entry first, when the
 * list shown starts somewhere the entry does not continue (a new page data, a reload, another
 * history entry). Always asks the network: the cache key leaves the cursor out, so a cached
 * list would otherwise answer for a page it has not got.
 */
export async function getPlesPage(
  list: PlesList,
  cursor: string,
  { restart }: { restart: boolean },
  client: ApolloClient = getCatalogueClient(),
): Promise<PlesPageResult> {
  let page: PlesPage | undefined;
  if (list.field === 'plesByCategoryGid') {
    const args = { categoryGid: list.categoryGid, plesOptions: list.plesOptions };
    if (restart) client.cache.evict({ id: 'ROOT_QUERY', fieldName: list.field, args });
    const { data } = await client.query({
      query: PLES_BY_CATEGORY_GID,
      variables: { ...args, plesOptions: { ...list.plesOptions, cursor } },
      fetchPolicy: 'network-only',
    });
    page = data?.plesByCategoryGid;
  } else {
    const args = {
      fulltextSearchOptions: list.fulltextSearchOptions,
      plesOptions: list.plesOptions,
    };
    if (restart) client.cache.evict({ id: 'ROOT_QUERY', fieldName: list.field, args });
    const { data } = await client.query({
      query: PLES_FULL_TEXT_SEARCH,
      variables: { ...args, plesOptions: { ...list.plesOptions, cursor } },
      fetchPolicy: 'network-only',
    });
    page = data?.plesFullTextSearch;
  }
  if (!page) throw new Error(`${list.field}: no page in the answer`);
  return {
    entries: listedEntitiesOf(page),
    endCursor: page.pageInfo.endCursor,
    hasNextPage: page.pageInfo.hasNextPage,
    totalCount: page.totalCount,
  };
}

/** Where the last GraphQL page of a list ended: asking that cursor again continues the list. */
export interface PlesContinuation {
  key: string;
  endCursor: string | null;
}

/** The products "load more" adds and the pagination after them. */
export interface NextPlesPage {
  /** The list's entries not shown yet, in order. */
  entries: ListedEntityView[];
  pagination: CategoryPayload['pagination'];
  continuation: PlesContinuation;
}

/**
 * "Load more" through GraphQL (storefront.md §4, §7): the page after the page data `shown`
 * (its `pagination.endCursor`) of the list `source` (a category, a search, a brand: the operation
 * and its arguments as the gateway read the page, `plesListOf`), which was loaded from
 * `loadedUrl` (`:pages/:range`). The list's
 * cache entry continues from `continuation` when that is where the list shown ends, else it
 * starts afresh there. The pagination after it: the next page number and url, the next cursor,
 * or the end of the list.
 */
export async function getNextPlesPage(
  source: PlesListSource,
  shown: CategoryPayload,
  loadedUrl: string,
  continuation: PlesContinuation | null,
  client?: ApolloClient,
): Promise<NextPlesPage> {
  const cursor = shown.pagination.endCursor;
  if (typeof cursor !== 'string') throw new Error('the list shown has no cursor');
  const list = plesListOf(source, shown);
  const key = plesListKey(list);
  const restart = continuation?.key !== key || continuation.endCursor !== cursor;
  const page = await getPlesPage(list, cursor, { restart }, client);
  const shownIds = new Set(shown.products.map((entry) => entry.id));
  const following =
    page.hasNextPage && page.endCursor !== null ? followingPagesUrl(loadedUrl) : null;
  return {
    entries: page.entries.filter((entry) => !shownIds.has(entry.id)),
    pagination: {
      ...shown.pagination,
      page: shown.pagination.page + 1,
      paginationApiUrl: following,
      hasNextCategory: following !== null,
      endCursor: following !== null ? page.endCursor : null,
      totalCount: page.totalCount ?? shown.pagination.totalCount,
    },
    continuation: { key, endCursor: page.endCursor },
  };
}
