import { Limits } from '@gio/domain-enums';
import type { PageName } from './pages';

/** The shell elements whose visibility depends on the page (storefront.md §2 "Shell elements"). */
export type ShellElement = 'footer' | 'backToTop' | 'breadcrumbs' | 'searchBar';

export interface ShellContext {
  readonly page: PageName;
  /** True inside the native app's web view, where the search bar is the app's own. */
  readonly isApp?: boolean;
  /** True on the bulk-purchase flow even when it is embedded in another page. */
  readonly isBulkPurchase?: boolean;
}

const FOOTER_HIDDEN_ON: ReadonlySet<PageName> = new Set<PageName>([
  'cart',
  'checkout',
  'mobile support',
  'order pending',
]);
const BACK_TO_TOP_HIDDEN_ON: ReadonlySet<PageName> = new Set<PageName>([
  'cart',
  'checkout',
  'checkout login',
]);
const BREADCRUMBS_HIDDEN_ON: ReadonlySet<PageName> = new Set<PageName>(['product']);
const SEARCH_BAR_HIDDEN_ON: ReadonlySet<PageName> = new Set<PageName>([
  'checkout',
  'bulk purchase',
]);

/**
 * Shell element visibility (storefront.md §2): footer hidden on cart, checkout, mobile-support and
 * order-pending; back-to-top on cart, checkout and checkout login; breadcrumbs on the product page;
 * search bar in the app, on checkout and on bulk purchase.
 */
export function isShellElementHidden(element: ShellElement, ctx: ShellContext): boolean {
  switch (element) {
    case 'footer':
      return FOOTER_HIDDEN_ON.has(ctx.page);
    case 'backToTop':
      return BACK_TO_TOP_HIDDEN_ON.has(ctx.page);
    case 'breadcrumbs':
      return BREADCRUMBS_HIDDEN_ON.has(ctx.page);
    case 'searchBar':
      return (
        ctx.isApp === true || ctx.isBulkPurchase === true || SEARCH_BAR_HIDDEN_ON.has(ctx.page)
      );
  }
}

/** Back-to-top threshold in percent of the scrollable distance (storefront.md §9). */
export const BACK_TO_TOP_SCROLL_PERCENT: number = Limits.BACK_TO_TOP_SCROLL_PERCENT;

/**
 * Back-to-top appears after 35 percent scroll (storefront.md §2, §9): the share of the scrollable
 * distance (scrollHeight − clientHeight) already scrolled must be above 35 percent. A page that
 * cannot scroll never shows it.
 */
export function shouldShowBackToTop(
  scrollTop: number,
  scrollHeight: number,
  clientHeight: number,
): boolean {
  const scrollable = scrollHeight - clientHeight;
  if (!(scrollable > 0) || !Number.isFinite(scrollTop)) return false;
  return (scrollTop / scrollable) * 100 > BACK_TO_TOP_SCROLL_PERCENT;
}
