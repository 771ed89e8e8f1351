import { encodeCursor } from '../catalogue/cursor';
import type { Queryable } from '../db/database';
import { LISTED_VARIANT_COLUMNS, PRODUCT_JOIN, type VariantRow } from '../catalogue/rows';
import type { Paging } from './page-service';

/**
 * Page N of a category by position. Positions in `category_variants` are dense from 0, so
 * without a brand filter page N is an index range (`position >= (N-1) * range`), as cheap as
 * page 1; with brands it falls back to OFFSET over the brand-filtered rows.
 */
export async function listCategoryVariantsByPage(
  db: Queryable,
  categoryId: string,
  paging: Paging,
  brandGids: readonly string[],
): Promise<{ rows: VariantRow[]; total: number; endCursor: string | null }> {
  const offset = (paging.page - 1) * paging.range;
  if (brandGids.length === 0) {
    const [{ rows }, { rows: count }] = await Promise.all([
      db.query<PositionedRow>(
        `SELECT ${LISTED_VARIANT_COLUMNS}, cv.position AS list_position FROM category_variants cv JOIN variants v ON v.id = cv.variant_id ${PRODUCT_JOIN}
          WHERE cv.category_id = $1 AND cv.position >= $2 ORDER BY cv.position LIMIT $3`,
        [categoryId, offset, paging.range],
      ),
      db.query<{ n: number }>('SELECT coalesce(sum(variant_count), 0)::int AS n FROM category_brands WHERE category_id = $1', [categoryId]),
    ]);
    return { rows, total: count[0]?.n ?? 0, endCursor: relevanceCursor(rows) };
  }
  const [{ rows }, { rows: count }] = await Promise.all([
    db.query<PositionedRow>(
      `SELECT ${LISTED_VARIANT_COLUMNS}, cv.position AS list_position FROM category_variants cv JOIN variants v ON v.id = cv.variant_id ${PRODUCT_JOIN}
        WHERE cv.category_id = $1 AND cv.brand_id IN (SELECT id FROM brands WHERE gid = ANY($2::text[]))
        ORDER BY cv.position LIMIT $3 OFFSET $4`,
      [categoryId, [...brandGids], paging.range, offset],
    ),
    db.query<{ n: number }>(
      `SELECT coalesce(sum(cb.variant_count), 0)::int AS n FROM category_brands cb JOIN brands b ON b.id = cb.brand_id
        WHERE cb.category_id = $1 AND b.gid = ANY($2::text[])`,
      [categoryId, [...brandGids]],
    ),
  ]);
  return { rows, total: count[0]?.n ?? 0, endCursor: relevanceCursor(rows) };
}

type PositionedRow = VariantRow & { list_position: number | string };

/**
 * The plesByCategoryGid cursor after the page's last row in the category's own order (sort
 * RELEVANCE: position, then variant id; catalogue/listing.ts), so that "load more" continues
 * this page through GraphQL (storefront.md §7). Null for an empty page.
 */
function relevanceCursor(rows: readonly PositionedRow[]): string | null {
  const last = rows[rows.length - 1];
  return last ? encodeCursor([Number(last.list_position), last.id]) : null;
}
