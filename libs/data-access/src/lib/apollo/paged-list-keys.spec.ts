import { plesPageAnswer } from '../../testing/catalogue-answers';
import {
  PLES_BY_CATEGORY_GID,
  PLES_BY_SOFT_CATEGORY_TYPE,
  PLES_FULL_TEXT_SEARCH,
  type PlesOptions,
} from './operations';
import { createCache } from './type-policies';

/**
 * The cursor-paged type policies with the operations the apps send (catalogue.graphql, typed by
 * graphql-codegen): one cache entry per list, whatever page of it is asked, and a list apart for
 * every category, term, search type, order, brand set and filter (accounts.md §7 GraphQL "cursor
 * paged, results concatenated").
 */

type Cache = ReturnType<typeof createCache>;

function writeCategory(
  cache: Cache,
  categoryGid: string,
  plesOptions: PlesOptions,
  ids: string[],
  end: string | null,
) {
  cache.writeQuery({
    query: PLES_BY_CATEGORY_GID,
    variables: { categoryGid, plesOptions },
    data: { plesByCategoryGid: plesPageAnswer(ids, end) },
  });
}

function readCategory(cache: Cache, categoryGid: string, plesOptions: PlesOptions) {
  const data = cache.readQuery({
    query: PLES_BY_CATEGORY_GID,
    variables: { categoryGid, plesOptions },
  });
  return data?.plesByCategoryGid.productListEntities.map((entry) => entry.id) ?? null;
}

function writeSearch(
  cache: Cache,
  fulltextSearchOptions: { query: string; searchType?: 'KEYWORD' | 'BRAND' },
  plesOptions: PlesOptions,
  ids: string[],
  end: string | null,
) {
  cache.writeQuery({
    query: PLES_FULL_TEXT_SEARCH,
    variables: { fulltextSearchOptions, plesOptions },
    data: { plesFullTextSearch: plesPageAnswer(ids, end) },
  });
}

function readSearch(
  cache: Cache,
  fulltextSearchOptions: { query: string; searchType?: 'KEYWORD' | 'BRAND' },
  plesOptions: PlesOptions,
) {
  const data = cache.readQuery({
    query: PLES_FULL_TEXT_SEARCH,
    variables: { fulltextSearchOptions, plesOptions },
  });
  return data?.plesFullTextSearch.productListEntities.map((entry) => entry.id) ?? null;
}

/** The root query's list entries, by field. */
function listKeys(cache: Cache, field: string): string[] {
  return Object.keys(cache.extract()['ROOT_QUERY'] ?? {}).filter((key) =>
    key.startsWith(`${field}:`),
  );
}

describe('cursor-paged lists of the catalogue operations', () => {
  it('concatenates a category list page by page, whichever cursor reads it', () => {
    const cache = createCache();
    writeCategory(cache, '102', { limit: 2 }, ['1', '2'], 'c1');
    writeCategory(cache, '102', { limit: 2, cursor: 'c1' }, ['3', '4'], 'c2');
    writeCategory(cache, '102', { limit: 2, cursor: 'c2' }, ['5'], null);

    expect(readCategory(cache, '102', { limit: 2 })).toEqual(['1', '2', '3', '4', '5']);
    expect(readCategory(cache, '102', { limit: 2, cursor: 'c2' })).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(listKeys(cache, 'plesByCategoryGid')).toEqual([
      'plesByCategoryGid:{"categoryGid":"102","plesOptions":{"limit":2}}',
    ]);
  });

  it('keeps categories, orders, brand sets and filters apart', () => {
    const cache = createCache();
    const lists: [string, PlesOptions, string][] = [
      ['102', { limit: 2 }, 'plain'],
      ['103', { limit: 2 }, 'other category'],
      ['102', { limit: 2, sort: 'PRICE_ASC' }, 'cheapest first'],
      ['102', { limit: 2, sort: 'PRICE_DESC' }, 'dearest first'],
      ['102', { limit: 2, brands: ['b1'] }, 'brand b1'],
      ['102', { limit: 2, brands: ['b1', 'b2'] }, 'brands b1 and b2'],
      ['102', { limit: 2, inStockOnly: true }, 'in stock'],
      ['102', { limit: 2, fulfillment: 'IN_STORE_PICKUP' }, 'pickup'],
      ['102', { limit: 3 }, 'pages of 3'],
    ];
    for (const [gid, options, id] of lists) writeCategory(cache, gid, options, [id], `${id}-next`);
    for (const [gid, options, id] of lists) {
      writeCategory(cache, gid, { ...options, cursor: `${id}-next` }, [`${id} 2`], null);
    }

    for (const [gid, options, id] of lists) {
      expect(readCategory(cache, gid, options)).toEqual([id, `${id} 2`]);
    }
    expect(listKeys(cache, 'plesByCategoryGid')).toHaveLength(lists.length);
  });

  it('treats the same options in another key order as the same list', () => {
    const cache = createCache();
    writeCategory(cache, '102', { limit: 2, sort: 'NEWEST', brands: ['b1'] }, ['1'], 'c1');
    writeCategory(
      cache,
      '102',
      { cursor: 'c1', brands: ['b1'], sort: 'NEWEST', limit: 2 },
      ['2'],
      null,
    );

    expect(readCategory(cache, '102', { brands: ['b1'], limit: 2, sort: 'NEWEST' })).toEqual([
      '1',
      '2',
    ]);
    expect(listKeys(cache, 'plesByCategoryGid')).toHaveLength(1);
  });

  it('keeps search terms, search types and orders apart, and concatenates each', () => {
    const cache = createCache();
    const milk = { query: 'sữa', searchType: 'KEYWORD' as const };
    const rice = { query: 'gạo', searchType: 'KEYWORD' as const };
    const brand = { query: '5003', searchType: 'BRAND' as const };
    writeSearch(cache, milk, { limit: 2 }, ['m1', 'm2'], 's1');
    writeSearch(cache, rice, { limit: 2 }, ['r1'], 'r-next');
    writeSearch(cache, brand, { limit: 2 }, ['b1'], 'b-next');
    writeSearch(cache, milk, { limit: 2, sort: 'PRICE_ASC' }, ['m9'], null);
    writeSearch(cache, milk, { limit: 2, cursor: 's1' }, ['m2', 'm3'], null);
    writeSearch(cache, brand, { limit: 2, cursor: 'b-next' }, ['b2'], null);

    expect(readSearch(cache, milk, { limit: 2 })).toEqual(['m1', 'm2', 'm3']);
    expect(readSearch(cache, milk, { limit: 2, sort: 'PRICE_ASC' })).toEqual(['m9']);
    expect(readSearch(cache, rice, { limit: 2 })).toEqual(['r1']);
    expect(readSearch(cache, brand, { limit: 2 })).toEqual(['b1', 'b2']);
    // The same brand gid as a keyword search is another list.
    expect(readSearch(cache, { query: '5003', searchType: 'KEYWORD' }, { limit: 2 })).toBeNull();
  });

  it('a list restarted by its first page forgets the pages after it', () => {
    const cache = createCache();
    writeCategory(cache, '102', { limit: 2 }, ['1', '2'], 'c1');
    writeCategory(cache, '102', { limit: 2, cursor: 'c1' }, ['3'], null);
    writeCategory(cache, '102', { limit: 2 }, ['9', '1'], 'c1b');

    expect(readCategory(cache, '102', { limit: 2 })).toEqual(['9', '1']);
  });

  it('keeps entries inside their page, not merged by the id they share', () => {
    const cache = createCache();
    const page = plesPageAnswer(['1'], null);
    const entry = page.productListEntities[0]!;
    cache.writeQuery({
      query: PLES_BY_CATEGORY_GID,
      variables: { categoryGid: '102' },
      data: {
        plesByCategoryGid: {
          ...page,
          // A product entry and a variant entry of one id (a sponsored slot and the organic tile
          // share the variant's id too): normalised by `id`, the second would overwrite the first.
          productListEntities: [{ ...entry, type: 'PRODUCT' }, entry],
        },
      },
    });

    const data = cache.readQuery({
      query: PLES_BY_CATEGORY_GID,
      variables: { categoryGid: '102' },
    });
    expect(data?.plesByCategoryGid.productListEntities.map((e) => e.type)).toEqual([
      'PRODUCT',
      'VARIANT',
    ]);
    expect(Object.keys(cache.extract()).some((id) => id.startsWith('ProductListEntity:'))).toBe(
      false,
    );
  });

  it('keys the lists without a cursor by all their arguments (plesBySoftCategoryType)', () => {
    const cache = createCache();
    const write = (rootVariantGid: string, ids: string[]) =>
      cache.writeQuery({
        query: PLES_BY_SOFT_CATEGORY_TYPE,
        variables: { softCategoryType: 'PDP_MODULE_RELATED_VARIANTS', rootVariantGid, limit: 6 },
        data: { plesBySoftCategoryType: plesPageAnswer(ids, null) },
      });
    write('v1', ['a', 'b']);
    write('v2', ['c']);
    write('v1', ['d']);

    const read = (rootVariantGid: string) =>
      cache
        .readQuery({
          query: PLES_BY_SOFT_CATEGORY_TYPE,
          variables: { softCategoryType: 'PDP_MODULE_RELATED_VARIANTS', rootVariantGid, limit: 6 },
        })
        ?.plesBySoftCategoryType.productListEntities.map((entry) => entry.id);
    // No concatenation: a new answer for the same arguments replaces the old one.
    expect(read('v1')).toEqual(['d']);
    expect(read('v2')).toEqual(['c']);
  });
});
