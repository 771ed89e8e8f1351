import type { Queryable } from '../db/database';
import { LISTED_VARIANT_COLUMNS, PRODUCT_JOIN, type VariantRow } from '../catalogue/rows';

/**
 * What the storefront's pages read besides the catalogue service: the page modules, module and
 * text pages, a seller's page, the category pages by page number, list totals and the sitemaps.
 */

/** A module of the home page or of a module page. */
export interface PageModuleRow {
  id: string;
  kind: string;
  title: string;
  banner_ids: string[];
  soft_category_id: string | null;
  action_list_id: string | null;
  category_ids: string[];
  fulfiller_id: string | null;
  body_html: string | null;
}

export interface ModulePageRow {
  id: string;
  slug: string;
  title: string;
  kind: string;
  fulfiller_id: string | null;
  description_html: string;
  seo: { title: string; description: string; canonicalPath: string };
}

export interface TextPageRow {
  slug: string;
  title: string;
  body_html: string;
  seo: { title: string; description: string };
  updated_at: Date;
}

/** A first-level category a seller's variants are listed in, with how many. */
export interface ShopCategoryRow {
  gid: string;
  name: string;
  count: number;
}

/** A listed variant with its position in the category (`category_variants.position`). */
export type PositionedRow = VariantRow & { list_position: number | string };

/** The modules of a module page (null: the home page's), by position. */
export async function pageModules(
  q: Queryable,
  modulePageId: string | null,
): Promise<PageModuleRow[]> {
  const { rows } = await q.query<PageModuleRow>(
    `SELECT * FROM page_modules WHERE module_page_id IS NOT DISTINCT FROM $1 ORDER BY position`,
    [modulePageId],
  );
  return rows;
}

/** A fulfiller's gid by id; null when there is none. */
export async function fulfillerGid(q: Queryable, fulfillerId: string): Promise<string | null> {
  const { rows } = await q.query<{ gid: string }>('SELECT gid FROM fulfillers WHERE id = $1', [
    fulfillerId,
  ]);
  return rows[0]?.gid ?? null;
}

/** A module page by slug; null when there is none. */
export async function modulePageBySlug(q: Queryable, slug: string): Promise<ModulePageRow | null> {
  const { rows } = await q.query<ModulePageRow>('SELECT * FROM module_pages WHERE slug = $1', [
    slug,
  ]);
  return rows[0] ?? null;
}

/** A seller's shop categories: the first-level categories its variants are listed in, in tree order. */
export async function shopCategories(
  q: Queryable,
  fulfillerId: string,
): Promise<ShopCategoryRow[]> {
  const { rows } = await q.query<ShopCategoryRow>(
    `SELECT c.gid, c.display_name AS name, count(*)::int AS count
           FROM variants v JOIN category_variants cv ON cv.variant_id = v.id JOIN categories c ON c.id = cv.category_id
          WHERE v.fulfiller_id = $1 AND c.level = 1 AND c.is_visible AND NOT c.is_soft_category
          GROUP BY c.gid, c.display_name, c.position ORDER BY c.position`,
    [fulfillerId],
  );
  return rows;
}

/**
 * A page of a seller's variants in catalogue order, filtered by fulfilment method and shop
 * category (null: no filter), each row with the total of the filtered list.
 */
export async function sellerPageRows(
  q: Queryable,
  fulfillerId: string,
  range: number,
  offset: number,
  fulfillmentMethod: number | null,
  categoryGid: string | null,
): Promise<(VariantRow & { total: number })[]> {
  const { rows } = await q.query<VariantRow & { total: number }>(
    // The count reads every row of the fulfiller, so it runs on narrow columns; only the
    // page's rows are read whole.
    `WITH r AS (
           SELECT v.id, v.ordinal, count(*) OVER ()::int AS total FROM variants v
            WHERE v.fulfiller_id = $1
              AND ($4::int IS NULL OR $4::int = ANY(v.fulfillment_methods))
              AND ($5::text IS NULL OR EXISTS (
                SELECT 1 FROM category_variants cv JOIN categories c ON c.id = cv.category_id
                 WHERE cv.variant_id = v.id AND c.gid = $5))
            ORDER BY v.ordinal LIMIT $2 OFFSET $3
         )
         SELECT ${LISTED_VARIANT_COLUMNS}, r.total FROM r JOIN variants v ON v.id = r.id ${PRODUCT_JOIN} ORDER BY r.ordinal`,
    [fulfillerId, range, offset, fulfillmentMethod, categoryGid],
  );
  return rows;
}

/** How many variants an action list holds. */
export async function countActionListVariants(q: Queryable, actionListId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM action_list_variants WHERE action_list_id = $1',
    [actionListId],
  );
  return rows[0]?.n ?? 0;
}

/** How many variants a highlight list holds. */
export async function countHighlightListVariants(
  q: Queryable,
  highlightListId: string,
): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM highlight_list_variants WHERE highlight_list_id = $1',
    [highlightListId],
  );
  return rows[0]?.n ?? 0;
}

/** A text page by slug; null when there is none. */
export async function textPageBySlug(q: Queryable, slug: string): Promise<TextPageRow | null> {
  const { rows } = await q.query<TextPageRow>('SELECT * FROM text_pages WHERE slug = $1', [slug]);
  return rows[0] ?? null;
}

/** A category's variants by position from `fromPosition` (positions are dense from 0), at most `range`. */
export async function categoryRowsFromPosition(
  q: Queryable,
  categoryId: string,
  fromPosition: number,
  range: number,
): Promise<PositionedRow[]> {
  const { rows } = await q.query<PositionedRow>(
    `SELECT ${LISTED_VARIANT_COLUMNS}, cv.position AS list_position FROM category_variants cv JOIN variants v ON v.id = cv.variant_id ${PRODUCT_JOIN}
          WHERE cv.category_id = $1 AND cv.position >= $2 ORDER BY cv.position LIMIT $3`,
    [categoryId, fromPosition, range],
  );
  return rows;
}

/** A category's variants of the given brands (by gid) by position, offset-paged. */
export async function categoryBrandRows(
  q: Queryable,
  categoryId: string,
  brandGids: readonly string[],
  range: number,
  offset: number,
): Promise<PositionedRow[]> {
  const { rows } = await q.query<PositionedRow>(
    `SELECT ${LISTED_VARIANT_COLUMNS}, cv.position AS list_position FROM category_variants cv JOIN variants v ON v.id = cv.variant_id ${PRODUCT_JOIN}
        WHERE cv.category_id = $1 AND cv.brand_id IN (SELECT id FROM brands WHERE gid = ANY($2::text[]))
        ORDER BY cv.position LIMIT $3 OFFSET $4`,
    [categoryId, [...brandGids], range, offset],
  );
  return rows;
}

/** How many variants a category lists of the given brands (by gid). */
export async function categoryBrandsVariantCount(
  q: Queryable,
  categoryId: string,
  brandGids: readonly string[],
): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT coalesce(sum(cb.variant_count), 0)::int AS n FROM category_brands cb JOIN brands b ON b.id = cb.brand_id
        WHERE cb.category_id = $1 AND b.gid = ANY($2::text[])`,
    [categoryId, [...brandGids]],
  );
  return rows[0]?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Sitemaps (seo-routes.ts).

/** How many variants the catalogue has (product urls of the sitemaps). */
export async function countVariants(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM variants');
  return rows[0]?.n ?? 0;
}

/** The brands, module pages and text pages the pages sitemap lists, each by gid or slug. */
export async function sitemapPages(q: Queryable): Promise<{
  brands: { gid: string; slug: string }[];
  modules: { slug: string }[];
  texts: { slug: string; updated_at: Date }[];
}> {
  const [brands, modules, texts] = await Promise.all([
    q.query<{ gid: string; slug: string }>('SELECT gid, slug FROM brands ORDER BY gid'),
    q.query<{ slug: string }>('SELECT slug FROM module_pages ORDER BY slug'),
    q.query<{ slug: string; updated_at: Date }>(
      'SELECT slug, updated_at FROM text_pages ORDER BY slug',
    ),
  ]);
  return { brands: brands.rows, modules: modules.rows, texts: texts.rows };
}

/** Product urls' parts of the variants in catalogue order, offset-paged. */
export async function sitemapVariants(
  q: Queryable,
  limit: number,
  offset: number,
): Promise<{ gid: string; slug: string }[]> {
  const { rows } = await q.query<{ gid: string; slug: string }>(
    'SELECT gid, slug FROM variants ORDER BY ordinal LIMIT $1 OFFSET $2',
    [limit, offset],
  );
  return rows;
}
