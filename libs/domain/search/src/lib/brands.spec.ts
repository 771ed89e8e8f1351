import { Limits } from '@gio/domain-enums';
import fc from 'fast-check';
import {
  BRANDS_PARAM,
  brandsParam,
  limitBrandMatches,
  parseBrandsParam,
  toggleBrand,
  withBrandsParam,
} from './brands';

// Fixed seed: property runs are reproducible in CI and locally.
fc.configureGlobal({ seed: 20_260_103, numRuns: 300 });

describe('limitBrandMatches (storefront.md §5: at most 3 brand matches)', () => {
  it('keeps the first three in order', () => {
    expect(Limits.SEARCH_MAX_BRAND_MATCHES).toBe(3);
    expect(limitBrandMatches(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(limitBrandMatches(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(limitBrandMatches(['a', 'b'])).toEqual(['a', 'b']);
    expect(limitBrandMatches([])).toEqual([]);
  });

  it('does not change its input', () => {
    const brands = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    limitBrandMatches(brands);
    expect(brands).toHaveLength(4);
  });
});

describe('brand filter parameter (storefront.md §5)', () => {
  it('is called brands', () => {
    expect(BRANDS_PARAM).toBe('brands');
  });

  it('joins the chosen brands with commas', () => {
    expect(brandsParam(['vinamilk', 'th-true-milk'])).toBe('vinamilk,th-true-milk');
    expect(brandsParam(['vinamilk'])).toBe('vinamilk');
  });

  it('is removed (undefined) when none remain', () => {
    expect(brandsParam([])).toBeUndefined();
    expect(brandsParam(['', '  '])).toBeUndefined();
  });

  it('drops repeated and blank entries', () => {
    expect(brandsParam(['a', ' a ', '', 'b'])).toBe('a,b');
  });

  it('parses the parameter back', () => {
    expect(parseBrandsParam('vinamilk,th-true-milk')).toEqual(['vinamilk', 'th-true-milk']);
    expect(parseBrandsParam(' a , ,b,a ')).toEqual(['a', 'b']);
    expect(parseBrandsParam('')).toEqual([]);
    expect(parseBrandsParam(null)).toEqual([]);
    expect(parseBrandsParam(undefined)).toEqual([]);
    expect(parseBrandsParam()).toEqual([]);
  });

  it('toggles a brand in and out', () => {
    expect(toggleBrand([], 'a')).toEqual(['a']);
    expect(toggleBrand(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleBrand(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleBrand(['a'], 'a')).toEqual([]);
  });

  it('sets or removes the parameter in a query, keeping the others', () => {
    expect(withBrandsParam({ page: '2' }, ['a', 'b'])).toEqual({ page: '2', brands: 'a,b' });
    expect(withBrandsParam({ page: '2', brands: 'a' }, [])).toEqual({ page: '2' });
    const query = { brands: 'a' };
    withBrandsParam(query, []);
    expect(query).toEqual({ brands: 'a' });
  });

  const brand = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

  it('property: parse(param(brands)) gives the brands back', () => {
    fc.assert(
      fc.property(fc.uniqueArray(brand, { maxLength: 8 }), (brands) => {
        expect(parseBrandsParam(brandsParam(brands))).toEqual(brands);
      }),
    );
  });

  it('property: toggling twice restores the selection', () => {
    fc.assert(
      fc.property(fc.uniqueArray(brand, { maxLength: 8 }), brand, (selected, toggled) => {
        const twice = toggleBrand(toggleBrand(selected, toggled), toggled);
        expect([...twice].sort()).toEqual([...selected].sort());
      }),
    );
  });
});
