import { InMemoryCache, gql } from '@apollo/client';
import { cursorPagedList } from './cursor-paged-list';
import { createCache } from './type-policies';

const BY_CATEGORY = gql`
  query PlesByCategory($categoryGid: ID!, $plesOptions: PlesOptions) {
    plesByCategoryGid(categoryGid: $categoryGid, plesOptions: $plesOptions) {
      pageInfo {
        endCursor
        hasNextPage
      }
      productListEntities {
        id
        name
      }
    }
  }
`;

const SEARCH = gql`
  query Search($fulltextSearchOptions: FulltextSearchOptions!, $plesOptions: PlesOptions) {
    plesFullTextSearch(fulltextSearchOptions: $fulltextSearchOptions, plesOptions: $plesOptions) {
      pageInfo {
        endCursor
        hasNextPage
      }
      productListEntities {
        id
        name
      }
    }
  }
`;

interface Ple {
  __typename: 'Variant';
  id: string;
  name: string;
}

interface PageResult {
  pageInfo: { __typename?: 'PageInfo'; endCursor: string | null; hasNextPage: boolean };
  productListEntities: Ple[];
}

const variant = (id: string): Ple => ({ __typename: 'Variant', id, name: `Sản phẩm ${id}` });

function page(ids: string[], nextCursor: string | null): PageResult & { __typename: 'PlesPage' } {
  return {
    __typename: 'PlesPage',
    pageInfo: { __typename: 'PageInfo', endCursor: nextCursor, hasNextPage: nextCursor !== null },
    productListEntities: ids.map(variant),
  };
}

function writeCategoryPage(
  cache: InMemoryCache,
  categoryGid: string,
  cursor: string | null,
  result: PageResult,
): void {
  const plesOptions = cursor === null ? { limit: 6 } : { limit: 6, cursor };
  cache.writeQuery({
    query: BY_CATEGORY,
    variables: { categoryGid, plesOptions },
    data: { plesByCategoryGid: result },
  });
}

function readCategory(cache: InMemoryCache, categoryGid: string): { ids: string[]; next: unknown } {
  const data = cache.readQuery<{ plesByCategoryGid: PageResult }>({
    query: BY_CATEGORY,
    variables: { categoryGid, plesOptions: { limit: 6 } },
  });
  if (!data) throw new Error(`nothing cached for ${categoryGid}`);
  return {
    ids: data.plesByCategoryGid.productListEntities.map((ple) => ple.id),
    next: data.plesByCategoryGid.pageInfo.endCursor,
  };
}

describe('cursor-paged list merge policy (plesByCategoryGid, plesFullTextSearch)', () => {
  it('concatenates pages fetched with successive cursors into one list', () => {
    const cache = createCache();

    writeCategoryPage(cache, 'cat-1', null, page(['1', '2'], 'c2'));
    writeCategoryPage(cache, 'cat-1', 'c2', page(['3', '4'], 'c3'));
    writeCategoryPage(cache, 'cat-1', 'c3', page(['5'], null));

    expect(readCategory(cache, 'cat-1')).toEqual({ ids: ['1', '2', '3', '4', '5'], next: null });
  });

  it('skips entries the list already holds', () => {
    const cache = createCache();

    writeCategoryPage(cache, 'cat-1', null, page(['1', '2'], 'c2'));
    // The server moved entry 2 across the page boundary between the two requests.
    writeCategoryPage(cache, 'cat-1', 'c2', page(['2', '3'], 'c3'));

    expect(readCategory(cache, 'cat-1').ids).toEqual(['1', '2', '3']);
  });

  it('neither duplicates nor moves the cursor back when a page arrives twice', () => {
    const cache = createCache();

    writeCategoryPage(cache, 'cat-1', null, page(['1', '2'], 'c2'));
    writeCategoryPage(cache, 'cat-1', 'c2', page(['3', '4'], 'c3'));
    writeCategoryPage(cache, 'cat-1', 'c2', page(['3', '4'], 'c3-late'));

    expect(readCategory(cache, 'cat-1')).toEqual({ ids: ['1', '2', '3', '4'], next: 'c3' });
  });

  it('starts afresh when the first page is fetched again', () => {
    const cache = createCache();

    writeCategoryPage(cache, 'cat-1', null, page(['1', '2'], 'c2'));
    writeCategoryPage(cache, 'cat-1', 'c2', page(['3'], null));
    writeCategoryPage(cache, 'cat-1', null, page(['9', '1'], 'c2b'));

    expect(readCategory(cache, 'cat-1')).toEqual({ ids: ['9', '1'], next: 'c2b' });
  });

  it('keeps each category, and each set of options, in its own list', () => {
    const cache = createCache();

    writeCategoryPage(cache, 'cat-1', null, page(['1'], 'a'));
    writeCategoryPage(cache, 'cat-2', null, page(['7'], 'b'));
    writeCategoryPage(cache, 'cat-2', 'b', page(['8'], null));
    cache.writeQuery({
      query: BY_CATEGORY,
      variables: { categoryGid: 'cat-1', plesOptions: { limit: 6, inStockOnly: true } },
      data: { plesByCategoryGid: page(['1', '5'], null) },
    });

    expect(readCategory(cache, 'cat-1').ids).toEqual(['1']);
    expect(readCategory(cache, 'cat-2').ids).toEqual(['7', '8']);
  });

  it('stores every page of a list under one key, whatever its cursor', () => {
    const cache = createCache();

    writeCategoryPage(cache, 'cat-1', null, page(['1'], 'c2'));
    writeCategoryPage(cache, 'cat-1', 'c2', page(['2'], null));

    const withCursor = cache.readQuery<{ plesByCategoryGid: PageResult }>({
      query: BY_CATEGORY,
      variables: { categoryGid: 'cat-1', plesOptions: { cursor: 'c2', limit: 6 } },
    });
    expect(withCursor?.plesByCategoryGid.productListEntities.map((ple) => ple.id)).toEqual(['1', '2']);
    expect(Object.keys(cache.extract()['ROOT_QUERY'] ?? {})).toEqual([
      '__typename',
      'plesByCategoryGid:{"categoryGid":"cat-1","plesOptions":{"limit":6}}',
    ]);
  });

  it('concatenates full-text search pages the same way', () => {
    const cache = createCache();
    const fulltextSearchOptions = { query: 'gạo', searchType: 'PRODUCT' };

    cache.writeQuery({
      query: SEARCH,
      variables: { fulltextSearchOptions },
      data: { plesFullTextSearch: page(['1', '2'], 's2') },
    });
    cache.writeQuery({
      query: SEARCH,
      variables: { fulltextSearchOptions, plesOptions: { cursor: 's2' } },
      data: { plesFullTextSearch: page(['2', '3'], null) },
    });

    const data = cache.readQuery<{ plesFullTextSearch: PageResult }>({
      query: SEARCH,
      variables: { fulltextSearchOptions },
    });
    expect(data?.plesFullTextSearch.productListEntities.map((ple) => ple.id)).toEqual(['1', '2', '3']);
  });

  it('deduplicates entries that are not normalised by their content', () => {
    const ENTRIES = gql`
      query Entries($plesOptions: PlesOptions) {
        plesByCategoryGid(categoryGid: "c", plesOptions: $plesOptions) {
          pageInfo {
            endCursor
          }
          productListEntities {
            type
            label
          }
        }
      }
    `;
    const cache = new InMemoryCache({
      typePolicies: { Query: { fields: { plesByCategoryGid: cursorPagedList() } } },
    });
    const entry = (label: string) => ({ __typename: 'Ple', type: 'PRODUCT', label });

    cache.writeQuery({
      query: ENTRIES,
      data: {
        plesByCategoryGid: {
          __typename: 'PlesPage',
          pageInfo: { __typename: 'PageInfo', endCursor: 'n' },
          productListEntities: [entry('a')],
        },
      },
    });
    cache.writeQuery({
      query: ENTRIES,
      variables: { plesOptions: { cursor: 'n' } },
      data: {
        plesByCategoryGid: {
          __typename: 'PlesPage',
          pageInfo: { __typename: 'PageInfo', endCursor: null },
          productListEntities: [entry('a'), entry('b'), entry('b')],
        },
      },
    });

    const data = cache.readQuery<{ plesByCategoryGid: { productListEntities: { label: string }[] } }>({
      query: ENTRIES,
    });
    expect(data?.plesByCategoryGid.productListEntities.map((ple) => ple.label)).toEqual(['a', 'b']);
  });

  it('reads the items, cursor and cursor argument from configurable places', () => {
    const ORDERS = gql`
      query Orders($after: String) {
        orders(after: $after) {
          cursor
          items {
            id
          }
        }
      }
    `;
    const cache = new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            orders: cursorPagedList({
              itemsField: 'items',
              nextCursorPath: ['cursor'],
              cursorArg: ['after'],
            }),
          },
        },
        Order: { keyFields: ['id'] },
      },
    });
    const orders = (ids: string[], cursor: string | null) => ({
      __typename: 'OrderPage',
      cursor,
      items: ids.map((id) => ({ __typename: 'Order', id })),
    });

    cache.writeQuery({ query: ORDERS, data: { orders: orders(['o1'], 'x') } });
    cache.writeQuery({
      query: ORDERS,
      variables: { after: 'x' },
      data: { orders: orders(['o1', 'o2'], null) },
    });

    const data = cache.readQuery<{ orders: { cursor: string | null; items: { id: string }[] } }>({
      query: ORDERS,
    });
    expect(data?.orders).toEqual({
      __typename: 'OrderPage',
      cursor: null,
      items: [
        { __typename: 'Order', id: 'o1' },
        { __typename: 'Order', id: 'o2' },
      ],
    });
  });
});
