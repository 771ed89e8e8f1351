import { stableStringify } from '@gio/data-access';
import type { PlesList } from './ples-list';

/**
 * Paging helpers of "load more" through GraphQL, apart from `ples-list.ts` (which the pages
 * import) so that they load with the GraphQL request module, not with the page.
 */

/** One text per list, whatever the order of its arguments' keys. */
export function plesListKey(list: PlesList): string {
  return stableStringify(list);
}

/**
 * The page-data url of the page after `url` in the `:pages/:range` child route (storefront.md
 * §2): `/products/x/1/x/2/24?brands=b` → `/products/x/1/x/3/24?brands=b`. Null when the url has
 * no page number.
 */
export function followingPagesUrl(url: string): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const match = /^(.*)\/(\d+)\/(\d+)$/.exec(path);
  if (!match) return null;
  const [, base, page, range] = match;
  return `${base}/${Number(page) + 1}/${range}${query}`;
}
