import { brandPlesList, categoryPlesList, plesListOf, searchPlesList } from './ples-list';
import { followingPagesUrl, plesListKey } from './ples-paging';

describe('product lists as their GraphQL operations ask for them (storefront.md §7)', () => {
  it('a category: its gid, the page size and the brand filter when there is one', () => {
    expect(categoryPlesList('102', 24, [])).toEqual({
      field: 'plesByCategoryGid',
      categoryGid: '102',
      plesOptions: { limit: 24 },
    });
    expect(categoryPlesList('102', 24, ['b1']).plesOptions).toEqual({ limit: 24, brands: ['b1'] });
  });

  it('a search: the term, its order and filters; a brand: its gid with searchType BRAND', () => {
    expect(
      searchPlesList('sữa', {
        range: 24,
        sort: 'PRICE_ASC',
        brands: ['b1'],
        fulfillment: 'LOCAL_DELIVERY',
      }),
    ).toEqual({
      field: 'plesFullTextSearch',
      fulltextSearchOptions: { query: 'sữa', searchType: 'KEYWORD' },
      plesOptions: { limit: 24, sort: 'PRICE_ASC', brands: ['b1'], fulfillment: 'LOCAL_DELIVERY' },
    });
    expect(brandPlesList('5003', 24)).toEqual({
      field: 'plesFullTextSearch',
      fulltextSearchOptions: { query: '5003', searchType: 'BRAND' },
      plesOptions: { limit: 24 },
    });
  });

  it("a page's list takes the page size and brand filter from its payload", () => {
    const payload = {
      pagination: { range: 12 },
      brandTexts: { selectedList: ['b1'] },
    } as Parameters<typeof plesListOf>[1];
    expect(plesListOf({ kind: 'category', categoryGid: '102' }, payload)).toEqual(
      categoryPlesList('102', 12, ['b1']),
    );
    expect(
      plesListOf({ kind: 'search', term: 'gạo', sort: 'NEWEST', fulfillment: null }, payload),
    ).toEqual(
      searchPlesList('gạo', { range: 12, sort: 'NEWEST', brands: ['b1'], fulfillment: null }),
    );
    expect(plesListOf({ kind: 'brand', brandGid: '5003' }, payload)).toEqual(
      brandPlesList('5003', 12),
    );
  });

  it('gives one key per list whatever the key order', () => {
    const a = categoryPlesList('102', 24, ['b1']);
    const b = { ...a, plesOptions: { brands: ['b1'], limit: 24 } };
    expect(plesListKey(a)).toBe(plesListKey(b));
    expect(plesListKey(a)).not.toBe(plesListKey(categoryPlesList('102', 24, [])));
  });

  it('the url of the page after a :pages/:range url keeps its query', () => {
    expect(followingPagesUrl('/products/rau/102/rau/2/24?brands=b1')).toBe(
      '/products/rau/102/rau/3/24?brands=b1',
    );
    expect(followingPagesUrl('/brand/5003/da-lat/9/6')).toBe('/brand/5003/da-lat/10/6');
    expect(followingPagesUrl('/products/search/s%E1%BB%AFa')).toBeNull();
  });
});
