import fc from 'fast-check';
import { PAGE_NAMES, type PageName } from './pages';
import { isShellElementHidden, shouldShowBackToTop, type ShellElement } from './shell-elements';

const hiddenOn: Record<ShellElement, PageName[]> = {
  footer: ['cart', 'checkout', 'mobile support', 'order pending'],
  backToTop: ['cart', 'checkout', 'checkout login'],
  breadcrumbs: ['product'],
  searchBar: ['checkout', 'bulk purchase'],
};

describe('isShellElementHidden (storefront.md §2 shell elements)', () => {
  it.each(Object.entries(hiddenOn))(
    '%s is hidden exactly on its listed pages',
    (element, pages) => {
      for (const page of PAGE_NAMES) {
        expect(isShellElementHidden(element as ShellElement, { page })).toBe(pages.includes(page));
      }
    },
  );

  it('hides the search bar in the app on every page, and only the search bar', () => {
    for (const page of PAGE_NAMES) {
      expect(isShellElementHidden('searchBar', { page, isApp: true })).toBe(true);
      expect(isShellElementHidden('footer', { page: 'home', isApp: true })).toBe(false);
    }
  });

  it('hides the search bar on an embedded bulk-purchase flow', () => {
    expect(isShellElementHidden('searchBar', { page: 'account', isBulkPurchase: true })).toBe(true);
  });
});

describe('shouldShowBackToTop (35 percent, storefront.md §9)', () => {
  // 1000 px of scrollable distance: 350 px is exactly 35 percent.
  it('shows only above 35 percent of the scrollable distance', () => {
    expect(shouldShowBackToTop(350, 1500, 500)).toBe(false);
    expect(shouldShowBackToTop(351, 1500, 500)).toBe(true);
    expect(shouldShowBackToTop(0, 1500, 500)).toBe(false);
  });

  it('never shows on a page that cannot scroll', () => {
    expect(shouldShowBackToTop(100, 500, 500)).toBe(false);
    expect(shouldShowBackToTop(100, 400, 500)).toBe(false);
  });

  it('is monotonic in the scroll position', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.nat(10_000),
        fc.integer({ min: 1, max: 10_000 }),
        (a, b, scrollable) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          if (shouldShowBackToTop(low, scrollable + 800, 800)) {
            expect(shouldShowBackToTop(high, scrollable + 800, 800)).toBe(true);
          }
        },
      ),
    );
  });
});
