import fc from 'fast-check';
import { bannerHref, bannerLinkKind, type BannerAction } from './banner-link';

describe('banner links (storefront.md §2 Banner links)', () => {
  it.each<[BannerAction, string, string]>([
    [
      { entityType: 'ACTION', references: ['77'], referenceClientTitle: 'Tết sale' },
      'action',
      '/products/action/77?title=T%E1%BA%BFt%20sale',
    ],
    [{ entityType: 'ACTION', references: [77] }, 'action', '/products/action/77'],
    [
      { entityType: 'PRODUCT', references: ['g42', 'rau-muong'] },
      'product',
      '/product/g42/rau-muong',
    ],
    [
      { entityType: 'HIGHLIGHT', references: ['h1', 'deals'] },
      'highlight',
      '/products/highlight/h1/deals',
    ],
    [
      { entityType: 'CATEGORY', references: ['c9', 'sua'] },
      'category',
      '/products/category/c9/sua',
    ],
    [
      { entityType: 'SEARCH', references: ['sữa tươi'] },
      'search',
      '/products/search/s%E1%BB%AFa%20t%C6%B0%C6%A1i',
    ],
    [
      { entityType: 'URL', references: ['https://example.org/promo'] },
      'external',
      'https://example.org/promo',
    ],
    [{ entityType: 'url', references: ['http://example.org'] }, 'external', 'http://example.org'],
  ])('%j is a %s link to %s', (action, kind, href) => {
    expect(bannerLinkKind(action)).toBe(kind);
    expect(bannerHref(action)).toBe(href);
  });

  it.each<BannerAction | null>([
    null,
    {},
    { entityType: 'UNKNOWN', references: ['x'] },
    { entityType: 'PRODUCT', references: ['g42'] },
    { entityType: 'CATEGORY', references: [] },
    { entityType: 'SEARCH', references: ['   '] },
    { entityType: 'URL', references: ['javascript:alert(1)'] },
    { entityType: 'URL', references: ['//evil.example'] },
    { entityType: 'ACTION', references: null },
  ])('%j links nowhere', (action) => {
    expect(bannerLinkKind(action)).toBe('none');
    expect(bannerHref(action)).toBeNull();
  });

  it('keeps path segments inside their slot (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (gid, slug) => {
        const href = bannerHref({ entityType: 'PRODUCT', references: [gid, slug] });
        if (gid.trim() === '' || slug.trim() === '') {
          expect(href).toBeNull();
          return;
        }
        expect(href!.split('/')).toHaveLength(4);
        expect(href!.includes('?')).toBe(false);
      }),
    );
  });
});
