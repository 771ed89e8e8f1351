/**
 * Cache-Control of pages and of the data their scripts fetch (page data, GraphQL): they hold a
 * visitor's CSRF token or answers made for this request, so no shared cache may keep them
 * (`private`) and the browser must ask again before reusing one (`no-cache`). Not `no-store`:
 * Chrome keeps a page whose document or fetched data said no-store out of the back/forward cache,
 * so Back would load the whole page again on a phone network.
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * Cache-Control of the account app's pages: they show order history, statements and invoice
 * details, and signing out loads another page, so Back must not restore one from the
 * back/forward cache on a shared computer. No store at all, whatever the cost to Back.
 */
export const ACCOUNT_PAGE_CACHE_CONTROL = 'private, no-store';
