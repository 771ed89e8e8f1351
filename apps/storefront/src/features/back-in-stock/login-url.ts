import { signInUrl } from '@gio/shell';
import { LinkAction } from '../../lib/link-params';

/** The action the login page resumes after sign-in (storefront.md §4 "Back in stock"). */
export const NOTIFY_BACK_IN_STOCK_ACTION = LinkAction.NOTIFY_BACK_IN_STOCK;

/**
 * The login page, told what to do after sign-in (notify for this variant) and where to come
 * back to; the page there sends the request and confirms it (first-load back-in-stock notify).
 */
export function backInStockLoginUrl(currentUrl: string, variantId: string): string {
  return signInUrl(currentUrl, { action: LinkAction.NOTIFY_BACK_IN_STOCK, variantId });
}
