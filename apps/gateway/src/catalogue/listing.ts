import type { PleSort } from '@gio/contracts';
import { FulfillmentMethod, Limits } from '@gio/domain-enums';
import type { Queryable } from '../db/database';
import { decodeCursor, decodeOffset, encodeCursor, invalidCursor } from './cursor';
import { LISTED_VARIANT_COLUMNS, PRODUCT_JOIN, type VariantRow } from './rows';

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

/** Keyset order of a category listing: sort column, direction. Ties break on variant id. */
const SORTS: Record<PleSort, { column: string; desc: boolean; numeric: boolean }> = {
  RELEVANCE: { column: 'position', desc: false, numeric: true },
  PRICE_ASC: { column: 'price', desc: false, numeric: true },
  PRICE_DESC: { column: 'price', desc: true, numeric: true },
  NEWEST: { column: 'created_at', desc: true, numeric: false },
  BEST_SELLING: { column: 'sales_count', desc: true, numeric: true },
};

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
  const sort = SORTS[options.sort ?? 'RELEVANCE'];
  const params: unknown[] = [categoryId];
  const where = ['cv.category_id = $1'];
  if (options.brandIds) {
    params.push([...options.brandIds]);
    where.push(`cv.brand_id = ANY($${params.length}::text[])`);
  }
  if (options.inStockOnly) where.push('cv.in_stock');
  if (options.fulfillment) {
    params.push(FULFILLMENT_FILTER_METHOD[options.fulfillment]);
    where.push(`$${params.length}::int = ANY(cv.fulfillment_methods)`);
  }
  const column = `cv.${sort.column}`;
  if (options.cursor) {
    const [value, id] = decodeCursor(options.cursor, 2);
    const valid = sort.numeric ? Number.isFinite(Number(value)) : !Number.isNaN(Date.parse(String(value)));
    if (!valid) throw invalidCursor();
    params.push(sort.numeric ? Number(value) : String(value), String(id));
    const valueParam = `$${params.length - 1}${sort.numeric ? '::bigint' : '::timestamptz'}`;
    where.push(`(${column}, cv.variant_id) ${sort.desc ? '<' : '>'} (${valueParam}, $${params.length}::text)`);
  }
  params.push(limit + 1);
  const direction = sort.desc ? 'DESC' : 'ASC';
  const { rows } = await db.query<VariantRow & { sort_key: string | number | Date }>(
    `SELECT ${LISTED_VARIANT_COLUMNS}, ${column} AS sort_key
       FROM category_variants cv JOIN variants v ON v.id = cv.variant_id ${PRODUCT_JOIN}
      WHERE ${where.join(' AND ')}
      ORDER BY ${column} ${direction}, cv.variant_id ${direction}
      LIMIT $${params.length}`,
    params,
  );
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

/** Offset-paged list of variants by an ordered membership table (soft categories, action lists). */
export async function listMembers(
  db: Queryable,
  sql: { table: string; keyColumn: string },
  key: string,
  options: { limit?: number; cursor?: string | null; inStockOnly?: boolean | null; excludeVariantIds?: readonly string[] },
): Promise<VariantPage> {
  const limit = pageLimit(options.limit);
  const offset = options.cursor ? decodeOffset(options.cursor) : 0;
  const params: unknown[] = [key, [...(options.excludeVariantIds ?? [])], limit + 1, Math.max(0, offset)];
  const { rows } = await db.query<VariantRow>(
    `SELECT ${LISTED_VARIANT_COLUMNS} FROM ${sql.table} m JOIN variants v ON v.id = m.variant_id ${PRODUCT_JOIN}
      WHERE m.${sql.keyColumn} = $1 AND NOT (v.id = ANY($2::text[]))${options.inStockOnly ? ' AND v.in_stock' : ''}
      ORDER BY m.position, v.id LIMIT $3 OFFSET $4`,
    params,
  );
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
