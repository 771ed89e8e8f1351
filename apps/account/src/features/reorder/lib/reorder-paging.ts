/** Products per page of /account/reorder without `:pages/:range` (the catalogue lists' default). */
export const REORDER_PAGE_RANGE = 24;
/** The largest `:range` the list call accepts. */
export const REORDER_MAX_RANGE = 60;

export interface ReorderPaging {
  page: number;
  range: number;
}

/**
 * `/account/reorder/:pages/:range` as the catalogue's list routes read it: page from 1 and
 * products per page (1..60); the first page of the default size without them; null when they are
 * not numbers in range (the page is then not found).
 */
export function parseReorderPaging(pages: string | undefined, range: string | undefined): ReorderPaging | null {
  if (pages === undefined || range === undefined) return { page: 1, range: REORDER_PAGE_RANGE };
  if (!/^\d{1,4}$/.test(pages) || !/^\d{1,2}$/.test(range)) return null;
  const paging = { page: Number(pages), range: Number(range) };
  return paging.page >= 1 && paging.range >= 1 && paging.range <= REORDER_MAX_RANGE ? paging : null;
}

/** The page's own url: the bare /account/reorder for the first page of the default size. */
export function reorderPageUrl({ page, range }: ReorderPaging): string {
  return page === 1 && range === REORDER_PAGE_RANGE ? '/account/reorder' : `/account/reorder/${page}/${range}`;
}
