import { orderRoutes } from '@gio/contracts';
import type { OrderHistoryQuery } from '../api/list-orders';

/** The page of the order history (accounts.md §2 /account/order-history). */
export const ORDER_HISTORY_PATH = '/account/order-history';

/** How many orders one page shows. */
export const ORDER_HISTORY_PAGE_SIZE = 10;

/**
 * The history call's query for this page's address: the cursor and limit that the previous
 * answer's pagination URL carried (checked with the route's own query schema; anything else,
 * such as a hand-edited address, starts again at the newest orders).
 */
export function historyQueryOf(url: URL): OrderHistoryQuery {
  if (!url.searchParams.has('cursor')) return { limit: ORDER_HISTORY_PAGE_SIZE };
  const parsed = orderRoutes.orderHistory.query.safeParse({
    cursor: url.searchParams.get('cursor'),
    limit: url.searchParams.get('limit') ?? undefined,
  });
  return parsed.success ? parsed.data : { limit: ORDER_HISTORY_PAGE_SIZE };
}

/**
 * This page's address for the next page, from the answer's pagination URL (GET
 * /api/order-history?cursor=…&limit=…): its query travels unchanged, so the loader GETs that
 * URL again. Null on the last page, or for a URL that is not the history call.
 */
export function nextHistoryHref(paginationApiUrl: string | null): string | null {
  if (paginationApiUrl === null) return null;
  const url = new URL(paginationApiUrl, 'http://gateway.invalid');
  if (url.pathname !== orderRoutes.orderHistory.path || !url.searchParams.has('cursor'))
    return null;
  return `${ORDER_HISTORY_PATH}?${url.searchParams.toString()}`;
}
