import { encodeCursor } from '../catalogue/cursor';
import { categoryVariantCount } from '../catalogue/catalogue-store';
import type { VariantRow } from '../catalogue/rows';
import type { Queryable } from '../db/database';
import { categoryBrandRows, categoryBrandsVariantCount, categoryRowsFromPosition, type PositionedRow } from './page-store';
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
    const [rows, total] = await Promise.all([
      categoryRowsFromPosition(db, categoryId, offset, paging.range),
      categoryVariantCount(db, categoryId),
    ]);
    return { rows, total, endCursor: relevanceCursor(rows) };
  }
  const [rows, total] = await Promise.all([
    categoryBrandRows(db, categoryId, brandGids, paging.range, offset),
    categoryBrandsVariantCount(db, categoryId, brandGids),
  ]);
  return { rows, total, endCursor: relevanceCursor(rows) };
}

/**
 * The plesByCategoryGid cursor after the page's last row in the category's own order (sort
 * RELEVANCE: position, then variant id; catalogue/listing.ts), so that "load more" continues
 * this page through GraphQL (storefront.md §7). Null for an empty page.
 */
function relevanceCursor(rows: readonly PositionedRow[]): string | null {
  const last = rows[rows.length - 1];
  return last ? encodeCursor([Number(last.list_position), last.id]) : null;
}
