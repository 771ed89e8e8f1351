/**
 * Cache-Control of pages and of the data their scripts fetch (page data, GraphQL): they hold a
 * visitor's CSRF token or answers made for this request, so no shared cache may keep them
 * (`private`) and the browser must ask again before reusing one (`no-cache`). Not `no-store`:
 * Chrome keeps a page whose document or fetched data said no-store out of the back/forward cache,
 * so Back would load the whole page again on a phone network.
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';
