import { EXIT_INTENT_DISABLED_PAGES } from '@gio/domain-enums';
import { normalizePathname, PAGE_NAMES, pageNameFromPath } from './pages';

describe('pageNameFromPath (storefront.md §2 route table)', () => {
  it.each([
    ['/', 'home'],
    ['/m/summer-sale', 'module'],
    ['/m/summer-sale/2/24', 'module'],
    ['/products/fresh-food/c123/vegetables', 'category'],
    ['/products/fresh-food/c123/vegetables/3/6', 'category'],
    ['/products/category/c123/vegetables', 'category'],
    ['/product/g42/rau-muong', 'product'],
    ['/products/search/sua', 'search'],
    ['/products/search/sua/2/6', 'search'],
    ['/products/search', 'empty search'],
    ['/products/action/77', 'action list'],
    ['/products/highlight/h1/tet-deals', 'highlight list'],
    ['/brand/b9/vinamilk', 'brand'],
    ['/brand/b9/vinamilk/2/6', 'brand'],
    ['/t/about-us', 'text'],
    ['/t/about-us/1/6', 'text'],
    ['/cart', 'cart'],
    ['/cart-recommendations', 'cart recommendations'],
    ['/cart-recommendations/2/6', 'cart recommendations'],
    ['/checkout', 'checkout'],
    ['/checkout-login', 'checkout login'],
    ['/order-pending', 'order pending'],
    ['/confirmation', 'confirmation'],
    ['/mobile-support', 'mobile support'],
    ['/cart-recommendations', 'cart recommendations'],
    ['/unsupported', 'unsupported'],
    ['/404', 'not found'],
    ['/version', 'version'],
    ['/login', 'login'],
    ['/bulk-purchase', 'bulk purchase'],
    ['/waon-member-vouchers', 'loyalty vouchers'],
    ['/account', 'account'],
    ['/account/shopping-lists/g1', 'account'],
    ['/invite/FRIEND10', 'invite'],
    ['/reset-password', 'reset password'],
    ['/fasspay-web', 'payment provider'],
    ['/acs-mobile', 'mobile checkout'],
    ['/unauthorized-logout', 'unauthorized'],
  ])('%s → %s', (path, page) => {
    expect(pageNameFromPath(path)).toBe(page);
  });

  it('ignores the query, the hash and a trailing slash', () => {
    expect(pageNameFromPath('/cart/?ref=nav#top')).toBe('cart');
    expect(pageNameFromPath('/product/g42/rau-muong/')).toBe('product');
  });

  it('sends unknown paths and wrong segment counts to the catch-all not found', () => {
    expect(pageNameFromPath('/nope')).toBe('not found');
    expect(pageNameFromPath('/product/g42')).toBe('not found');
    expect(pageNameFromPath('/products/action')).toBe('not found');
    // A child route has exactly two more segments (:pages/:range), never one.
    expect(pageNameFromPath('/m/summer-sale/2')).toBe('not found');
    expect(pageNameFromPath('/products/fresh/c1/veg/2')).toBe('not found');
  });

  it('knows every page name the exit-intent rule names', () => {
    for (const page of EXIT_INTENT_DISABLED_PAGES) expect(PAGE_NAMES).toContain(page);
  });

  it('ranks like the router: a path that fits only /products/:category/:gid/:slug is a category', () => {
    expect(pageNameFromPath('/products/action/77/extra')).toBe('category');
    expect(pageNameFromPath('/products/search/sua/2')).toBe('category');
  });

  it('normalizes odd inputs to a rooted path', () => {
    expect(normalizePathname('cart')).toBe('/cart');
    expect(normalizePathname('')).toBe('/');
    expect(normalizePathname('///')).toBe('/');
  });
});
