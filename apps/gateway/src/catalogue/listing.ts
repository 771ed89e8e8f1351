import type { PleSort } from '@gio/contracts';
import { FulfillmentMethod, Limits } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import { decodeCursor, decodeOffset, encodeCursor, invalidCursor } from './cursor';
import { CATEGORY_SORTS, categoryPageRows, memberRows, type Membership } from './catalogue-store';
import type { VariantRow } from './rows';

export type FulfillmentFilterName = 'LOCAL_DELIVERY' | 'IN_STORE_PICKUP';

export const FULFILLMENT_FILTER_METHOD: Record<FulfillmentFilterName, number> = {
  LOCAL_DELIVERY: FulfillmentMethod.LOCAL_DELIVERY,
  IN_STORE_PICKUP: FulfillmentMethod.IN_STORE_PICKUP,
};

export const MAX_PAGE_LIMIT = 60;

export interface ListOptions {
  readonly limit?: number;
  readonly cursor?: string | null;
  /** Brand gids. */
  readonly brands?: readonly string[] | null;
  readonly sort?: PleSort | null;
  readonly inStockOnly?: boolean | null;
  readonly fulfillment?: FulfillmentFilterName | null;
}

/**
 * A category listing's options with the brand filter as brand ids, which the caller resolves
 * from the reference snapshot (an unknown gid matches nothing): the planner then sees the ids.
 */
export type CategoryListOptions = Omit<ListOptions, 'brands'> & { readonly brandIds?: readonly string[] | null };

export interface PageInfo {
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface VariantPage {
  rows: VariantRow[];
  pageInfo: PageInfo;
}

/** Page size from options: default 6 (storefront.md §9), clamped to 1..60. */
export function pageLimit(limit: number | null | undefined): number {
  if (limit === undefined || limit === null) return Limits.DEFAULT_PAGE_LIMIT;
  return Math.min(Math.max(Math.trunc(limit), 1), MAX_PAGE_LIMIT);
}

/**
 * One page of a category's variants (plesByCategoryGid, category pages): an index range scan
 * of `category_variants` in the chosen order, continuing after the cursor's key, joined to the
 * page's variants and their products. One statement whatever the size of the category.
 */
export async function listCategoryVariants(
  db: Queryable,
  categoryId: string,
  options: CategoryListOptions,
): Promise<VariantPage> {
  const limit = pageLimit(options.limit);
  const sortName = options.sort ?? 'RELEVANCE';
  const sort = CATEGORY_SORTS[sortName];
  let after: { value: number | string; id: string } | null = null;
  if (options.cursor) {
    const [value, id] = decodeCursor(options.cursor, 2);
    const valid = sort.numeric ? Number.isFinite(Number(value)) : !Number.isNaN(Date.parse(String(value)));
    if (!valid) throw invalidCursor();
    after = { value: sort.numeric ? Number(value) : String(value), id: String(id) };
  }
  const rows = await categoryPageRows(db, categoryId, {
    sort: sortName,
    brandIds: options.brandIds,
    inStockOnly: options.inStockOnly,
    fulfillmentMethod: options.fulfillment ? FULFILLMENT_FILTER_METHOD[options.fulfillment] : null,
    after,
    rows: limit + 1,
  });
  const hasNextPage = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const lastKey = last ? (last.sort_key instanceof Date ? last.sort_key.toISOString() : last.sort_key) : null;
  return {
    rows: page,
    pageInfo: {
      endCursor: last && lastKey !== null ? encodeCursor([lastKey, last.id]) : null,
      hasNextPage,
    },
  };
}

/** Offset-paged list of variants by an ordered membership (soft categories, action lists, highlight lists). */
export async function listMembers(
  db: Queryable,
  membership: Membership,
  key: string,
  options: { limit?: number; cursor?: string | null; inStockOnly?: boolean | null; excludeVariantIds?: readonly string[] },
): Promise<VariantPage> {
  const limit = pageLimit(options.limit);
  const offset = options.cursor ? decodeOffset(options.cursor) : 0;
  const rows = await memberRows(db, membership, key, {
    excludeVariantIds: options.excludeVariantIds,
    inStockOnly: options.inStockOnly,
    rows: limit + 1,
    offset: Math.max(0, offset),
  });
  return offsetPage(rows, limit, offset);
}

export function offsetPage(rows: VariantRow[], limit: number, offset: number): VariantPage {
  const hasNextPage = rows.length > limit;
  const page = rows.slice(0, limit);
  return {
    rows: page,
    pageInfo: { endCursor: page.length > 0 ? encodeCursor([offset + page.length]) : null, hasNextPage },
  };
}
