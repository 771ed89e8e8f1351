import type { PleSort } from '@gio/contracts';
import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared';
import {
  LISTED_VARIANT_COLUMNS,
  PRODUCT_JOIN,
  VARIANT_COLUMNS,
  type BannerRow,
  type ProductRow,
  type VariantRow,
} from './rows';

/**
 * The catalogue tables that grow with it (variants, products, their lists and relationships)
 * and the banners, as the catalogue service, its loaders and its listings read them. The small
 * reference tables are read by reference-store.ts.
 */

// ---------------------------------------------------------------------------------------------
// Loaders: one statement per batch of keys (loaders.ts).

/** Products by id, in no order. */
export async function productsByIds(q: Queryable, ids: readonly string[]): Promise<ProductRow[]> {
  const { rows } = await q.query<ProductRow>('SELECT * FROM products WHERE id = ANY($1::text[])', [
    [...ids],
  ]);
  return rows;
}

/** Variants by id, in no order, without their product. */
export async function variantsByIds(q: Queryable, ids: readonly string[]): Promise<VariantRow[]> {
  const { rows } = await q.query<VariantRow>(
    `SELECT ${VARIANT_COLUMNS} FROM variants v WHERE v.id = ANY($1::text[])`,
    [[...ids]],
  );
  return rows;
}

/** Variants by gid, in no order, without their product. */
export async function variantsByGidsUnordered(
  q: Queryable,
  gids: readonly string[],
): Promise<VariantRow[]> {
  const { rows } = await q.query<VariantRow>(
    `SELECT ${VARIANT_COLUMNS} FROM variants v WHERE v.gid = ANY($1::text[])`,
    [[...gids]],
  );
  return rows;
}

/** The variants of the given products, each product's in catalogue order. */
export async function variantsOfProducts(
  q: Queryable,
  productIds: readonly string[],
): Promise<VariantRow[]> {
  const { rows } = await q.query<VariantRow>(
    `SELECT ${VARIANT_COLUMNS} FROM variants v WHERE v.product_id = ANY($1::text[]) ORDER BY v.ordinal`,
    [[...productIds]],
  );
  return rows;
}

/** The category memberships of the given products, in no order. */
export async function productCategoryIds(
  q: Queryable,
  productIds: readonly string[],
): Promise<{ product_id: string; category_id: string }[]> {
  const { rows } = await q.query<{ product_id: string; category_id: string }>(
    prepared('SELECT product_id, category_id FROM product_categories WHERE product_id = ANY($1::text[])'),
    [[...productIds]],
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Listings (listing.ts): the statements behind a page; the paging around them stays there.

/** Keyset order of a category listing: sort column, direction. Ties break on variant id. */
export const CATEGORY_SORTS: Record<PleSort, { column: string; desc: boolean; numeric: boolean }> =
  {
    RELEVANCE: { column: 'position', desc: false, numeric: true },
    PRICE_ASC: { column: 'price', desc: false, numeric: true },
    PRICE_DESC: { column: 'price', desc: true, numeric: true },
    NEWEST: { column: 'created_at', desc: true, numeric: false },
    BEST_SELLING: { column: 'sales_count', desc: true, numeric: true },
  };

/** What a category page statement filters on and where it continues from. */
export interface CategoryPageQuery {
  readonly sort: PleSort;
  readonly brandIds?: readonly string[] | null;
  readonly inStockOnly?: boolean | null;
  /** FulfillmentMethod a variant must offer. */
  readonly fulfillmentMethod?: number | null;
  /** The last row's sort key (a number or a timestamp text, as the sort says) and variant id. */
  readonly after?: { readonly value: number | string; readonly id: string } | null;
  /** Rows to read (the page size plus one, to know whether another page follows). */
  readonly rows: number;
}

/**
 * Rows of a category's listing: an index range scan of `category_variants` in the chosen order,
 * continuing after the given key, joined to the variants and their products, with each row's
 * sort key. One statement whatever the size of the category.
 */
export async function categoryPageRows(
  q: Queryable,
  categoryId: string,
  query: CategoryPageQuery,
): Promise<(VariantRow & { sort_key: string | number | Date })[]> {
  const sort = CATEGORY_SORTS[query.sort];
  const params: unknown[] = [categoryId];
  const where = ['cv.category_id = $1'];
  if (query.brandIds) {
    params.push([...query.brandIds]);
    where.push(`cv.brand_id = ANY($${params.length}::text[])`);
  }
  if (query.inStockOnly) where.push('cv.in_stock');
  if (query.fulfillmentMethod !== undefined && query.fulfillmentMethod !== null) {
    params.push(query.fulfillmentMethod);
    where.push(`$${params.length}::int = ANY(cv.fulfillment_methods)`);
  }
  const column = `cv.${sort.column}`;
  if (query.after) {
    params.push(query.after.value, query.after.id);
    const valueParam = `$${params.length - 1}${sort.numeric ? '::bigint' : '::timestamptz'}`;
    where.push(
      `(${column}, cv.variant_id) ${sort.desc ? '<' : '>'} (${valueParam}, $${params.length}::text)`,
    );
  }
  params.push(query.rows);
  const direction = sort.desc ? 'DESC' : 'ASC';
  const sql = `SELECT ${LISTED_VARIANT_COLUMNS}, ${column} AS sort_key
       FROM category_variants cv JOIN variants v ON v.id = cv.variant_id ${PRODUCT_JOIN}
      WHERE ${where.join(' AND ')}
      ORDER BY ${column} ${direction}, cv.variant_id ${direction}
      LIMIT $${params.length}`;
  // Prepared (planned once per connection, issue #20) but for a brand filter, whose best plan
  // may depend on how many variants the brands hold: a few dozen texts at most (sort, cursor,
  // in stock, method), each an ordered index range of one category that stops after the page.
  const { rows } = await q.query<VariantRow & { sort_key: string | number | Date }>(
    query.brandIds ? sql : prepared(sql),
    params,
  );
  return rows;
}

/** The ordered membership tables a list of variants can be read from. */
const MEMBERSHIPS = {
  softCategory: { table: 'soft_category_members', keyColumn: 'category_id' },
  actionList: { table: 'action_list_variants', keyColumn: 'action_list_id' },
  highlightList: { table: 'highlight_list_variants', keyColumn: 'highlight_list_id' },
} as const;

export type Membership = keyof typeof MEMBERSHIPS;

/** Rows of a list (soft category, action list, highlight list) by position, offset-paged. */
export async function memberRows(
  q: Queryable,
  membership: Membership,
  key: string,
  options: {
    excludeVariantIds?: readonly string[];
    inStockOnly?: boolean | null;
    rows: number;
    offset: number;
  },
): Promise<VariantRow[]> {
  const sql = MEMBERSHIPS[membership];
  const params: unknown[] = [
    key,
    [...(options.excludeVariantIds ?? [])],
    options.rows,
    options.offset,
  ];
  const { rows } = await q.query<VariantRow>(
    `SELECT ${LISTED_VARIANT_COLUMNS} FROM ${sql.table} m JOIN variants v ON v.id = m.variant_id ${PRODUCT_JOIN}
      WHERE m.${sql.keyColumn} = $1 AND NOT (v.id = ANY($2::text[]))${options.inStockOnly ? ' AND v.in_stock' : ''}
      ORDER BY m.position, v.id LIMIT $3 OFFSET $4`,
    params,
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Catalogue service reads (service.ts).

/**
 * A product page's related list: the root variant's own relationships of `relationshipType`
 * first, then the soft category's members, each variant once, the root's product left out.
 */
export async function rootedSoftCategoryRows(
  q: Queryable,
  rootVariantGid: string,
  categoryId: string,
  relationshipType: number,
  rowCount: number,
): Promise<VariantRow[]> {
  const { rows } = await q.query<VariantRow>(
    `WITH root AS (SELECT id, product_id FROM variants WHERE gid = $1),
       candidates AS (
         SELECT r.related_variant_id AS id, 0 AS src, r.position FROM variant_relationships r, root
          WHERE r.variant_id = root.id AND r.type = $3
         UNION ALL
         SELECT m.variant_id, 1, m.position FROM soft_category_members m WHERE m.category_id = $2
       ),
       ranked AS (
         SELECT DISTINCT ON (c.id) c.id, c.src, c.position FROM candidates c ORDER BY c.id, c.src, c.position
       )
       SELECT ${LISTED_VARIANT_COLUMNS} FROM ranked JOIN variants v ON v.id = ranked.id ${PRODUCT_JOIN}, root
        WHERE v.product_id <> root.product_id
        ORDER BY ranked.src, ranked.position, v.id LIMIT $4`,
    [rootVariantGid, categoryId, relationshipType, rowCount],
  );
  return rows;
}

/** What a classification listing filters on. */
export interface ClassificationQuery {
  readonly inStockOnly?: boolean | null;
  readonly excludeVariantGids?: readonly string[] | null;
  /** FulfillmentMethod a variant must offer. */
  readonly fulfillmentMethod?: number | null;
  /** Gid of a product whose variants are left out. */
  readonly skipProductGid?: string | null;
}

/** Variants whose product type is one of `classifications`, in catalogue order, offset-paged. */
export async function classificationRows(
  q: Queryable,
  classifications: readonly number[],
  filter: ClassificationQuery,
  rowCount: number,
  offset: number,
): Promise<VariantRow[]> {
  const params: unknown[] = [[...classifications]];
  const where = ['v.product_type = ANY($1::int[])'];
  if (filter.inStockOnly) where.push('v.in_stock');
  if (filter.excludeVariantGids && filter.excludeVariantGids.length > 0) {
    params.push([...filter.excludeVariantGids]);
    where.push(`NOT (v.gid = ANY($${params.length}::text[]))`);
  }
  if (filter.fulfillmentMethod !== undefined && filter.fulfillmentMethod !== null) {
    params.push(filter.fulfillmentMethod);
    where.push(`$${params.length}::int = ANY(v.fulfillment_methods)`);
  }
  if (filter.skipProductGid) {
    params.push(filter.skipProductGid);
    where.push(`v.product_id NOT IN (SELECT id FROM products WHERE gid = $${params.length})`);
  }
  params.push(rowCount, offset);
  const { rows } = await q.query<VariantRow>(
    `SELECT ${LISTED_VARIANT_COLUMNS} FROM variants v ${PRODUCT_JOIN} WHERE ${where.join(' AND ')}
        ORDER BY v.product_type, v.ordinal LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return rows;
}

/** A relationship of a variant, with the gid of the variant it starts from. */
export interface RelationshipRow {
  id: string;
  variant_id: string;
  related_variant_id: string;
  type: number;
  variant_gid: string;
}

/** Relationships of variants (by gid) of one type, at most `perVariant` each, in order. */
export async function relationshipRows(
  q: Queryable,
  variantGids: readonly string[],
  type: number,
  perVariant: number,
): Promise<RelationshipRow[]> {
  const { rows } = await q.query<RelationshipRow>(
    `SELECT r.id, r.variant_id, r.related_variant_id, r.type, v.gid AS variant_gid
         FROM variants v
         JOIN LATERAL (
           SELECT * FROM variant_relationships r WHERE r.variant_id = v.id AND r.type = $2 ORDER BY r.position LIMIT $3
         ) r ON true
        WHERE v.gid = ANY($1::text[])
        ORDER BY array_position($1::text[], v.gid), r.position`,
    [[...variantGids], type, perVariant],
  );
  return rows;
}

/** Related variants of a variant by relationship type, in order, with their product. */
export async function relatedVariantRows(
  q: Queryable,
  variantGid: string,
  type: number,
  limit: number,
): Promise<VariantRow[]> {
  const { rows } = await q.query<VariantRow>(
    `SELECT ${LISTED_VARIANT_COLUMNS} FROM variants root
         JOIN variant_relationships r ON r.variant_id = root.id AND r.type = $2
         JOIN variants v ON v.id = r.related_variant_id ${PRODUCT_JOIN}
        WHERE root.gid = $1 ORDER BY r.position LIMIT $3`,
    [variantGid, type, limit],
  );
  return rows;
}

/** One variant by gid, without its product; null when there is none. */
export async function variantByGid(q: Queryable, gid: string): Promise<VariantRow | null> {
  const { rows } = await q.query<VariantRow>(
    `SELECT ${VARIANT_COLUMNS} FROM variants v WHERE v.gid = $1`,
    [gid],
  );
  return rows[0] ?? null;
}

/** Variants by gid with their product, in the order asked, unknown ones left out. */
export async function listedVariantsByGids(
  q: Queryable,
  gids: readonly string[],
): Promise<VariantRow[]> {
  const { rows } = await q.query<VariantRow>(
    `SELECT ${LISTED_VARIANT_COLUMNS} FROM variants v ${PRODUCT_JOIN} WHERE v.gid = ANY($1::text[]) ORDER BY array_position($1::text[], v.gid)`,
    [[...gids]],
  );
  return rows;
}

const PRODUCT_FAMILY_SQL = prepared(`SELECT ${LISTED_VARIANT_COLUMNS}, v.gid = $1 AS is_root FROM variants v ${PRODUCT_JOIN}
        WHERE v.product_id = (SELECT product_id FROM variants WHERE gid = $1)
        ORDER BY v.gid = $1 DESC, v.ordinal LIMIT $2`);

/**
 * The variants of a variant's product with their product, the variant itself first (flagged
 * `is_root`), the others by catalogue order, at most `rowCount` in all.
 */
export async function productFamilyRows(
  q: Queryable,
  variantGid: string,
  rowCount: number,
): Promise<(VariantRow & { is_root: boolean })[]> {
  // Prepared (issue #20): a unique gid and one product's few variants, whatever the values.
  const { rows } = await q.query<VariantRow & { is_root: boolean }>(
    PRODUCT_FAMILY_SQL,
    [variantGid, rowCount],
  );
  return rows;
}

/** A fulfiller by gid, or else by id; null when neither matches. */
export async function fulfillerByGidOrId(
  q: Queryable,
  gidOrId: string,
): Promise<{ id: string; gid: string; name: string } | null> {
  const { rows } = await q.query<{ id: string; gid: string; name: string }>(
    'SELECT id, gid, name FROM fulfillers WHERE gid = $1 OR id = $1 ORDER BY gid = $1 DESC LIMIT 1',
    [gidOrId],
  );
  return rows[0] ?? null;
}

/** A fulfiller's variants with their product, in catalogue order, the given gids left out. */
export async function fulfillerVariantRows(
  q: Queryable,
  fulfillerId: string,
  excludeGids: readonly string[],
  limit: number,
): Promise<VariantRow[]> {
  const { rows } = await q.query<VariantRow>(
    `SELECT ${LISTED_VARIANT_COLUMNS} FROM variants v ${PRODUCT_JOIN} WHERE v.fulfiller_id = $1 AND NOT (v.gid = ANY($2::text[]))
        ORDER BY v.ordinal LIMIT $3`,
    [fulfillerId, [...excludeGids], limit],
  );
  return rows;
}

/** An action list's title and description; null when there is none. */
export async function actionListById(
  q: Queryable,
  id: string,
): Promise<{ title: string; description: string } | null> {
  const { rows } = await q.query<{ title: string; description: string }>(
    'SELECT title, description FROM action_lists WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** A highlight list row. */
export interface HighlightListRow {
  id: string;
  gid: string;
  slug: string;
  title: string;
  description: string;
}

/** A highlight list by gid; null when there is none. */
export async function highlightListByGid(
  q: Queryable,
  gid: string,
): Promise<HighlightListRow | null> {
  const { rows } = await q.query<HighlightListRow>('SELECT * FROM highlight_lists WHERE gid = $1', [
    gid,
  ]);
  return rows[0] ?? null;
}

/** A brand's variants with their product, in catalogue order, offset-paged. */
export async function brandVariantRows(
  q: Queryable,
  brandId: string,
  rowCount: number,
  offset: number,
): Promise<VariantRow[]> {
  const { rows } = await q.query<VariantRow>(
    `SELECT ${LISTED_VARIANT_COLUMNS} FROM variants v ${PRODUCT_JOIN} WHERE v.brand_id = $1 ORDER BY v.ordinal LIMIT $2 OFFSET $3`,
    [brandId, rowCount, offset],
  );
  return rows;
}

/** How many variants a brand has. */
export async function countBrandVariants(q: Queryable, brandId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM variants WHERE brand_id = $1',
    [brandId],
  );
  return rows[0]?.n ?? 0;
}

/** A brand of a category with its variant count there. */
export interface CategoryBrandRow {
  id: string;
  gid: string;
  slug: string;
  name: string;
  count: number;
}

/** Brands of a category with their variant counts, featured first then by count. */
export async function categoryBrands(
  q: Queryable,
  categoryId: string,
): Promise<CategoryBrandRow[]> {
  const { rows } = await q.query<CategoryBrandRow>(
    `SELECT b.id, b.gid, b.slug, b.name, cb.variant_count AS count FROM category_brands cb JOIN brands b ON b.id = cb.brand_id
        WHERE cb.category_id = $1 ORDER BY b.is_featured DESC, cb.variant_count DESC, b.name`,
    [categoryId],
  );
  return rows;
}

/** How many variants a category lists (the sum over its brands). */
export async function categoryVariantCount(q: Queryable, categoryId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT coalesce(sum(variant_count), 0)::int AS n FROM category_brands WHERE category_id = $1',
    [categoryId],
  );
  return rows[0]?.n ?? 0;
}

/** The search terms shown when a search finds nothing, in order. */
export async function noResultsSearchTerms(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ term: string }>(
    "SELECT term FROM search_terms WHERE kind = 'NO_RESULTS' ORDER BY position",
  );
  return rows.map((row) => row.term);
}

// ---------------------------------------------------------------------------------------------
// Banners.

/** A banner by id; null when there is none. */
export async function bannerById(q: Queryable, id: string): Promise<BannerRow | null> {
  const { rows } = await q.query<BannerRow>('SELECT * FROM banners WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The banners of a placement by position, those the visitor hid left out. */
export async function bannersByPlacement(
  q: Queryable,
  placement: string,
  hiddenFor: string | null,
): Promise<BannerRow[]> {
  const { rows } = await q.query<BannerRow>(
    `SELECT * FROM banners b WHERE b.placement = $1
          AND NOT EXISTS (SELECT 1 FROM hidden_banners h WHERE h.visitor_id = $2 AND h.banner_id = b.id)
        ORDER BY b.position`,
    [placement, hiddenFor ?? ''],
  );
  return rows;
}

/** Banners by id, in the order asked, unknown ones left out. */
export async function bannersByIds(q: Queryable, ids: readonly string[]): Promise<BannerRow[]> {
  const { rows } = await q.query<BannerRow>(
    'SELECT * FROM banners WHERE id = ANY($1::text[]) ORDER BY array_position($1::text[], id)',
    [[...ids]],
  );
  return rows;
}

/** Records that a visitor hid a banner (again is a no-op). */
export async function hideBanner(q: Queryable, visitorId: string, bannerId: string): Promise<void> {
  await q.query(
    'INSERT INTO hidden_banners (visitor_id, banner_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [visitorId, bannerId],
  );
}

/** The banners a visitor hid, in the order hidden. */
export async function hiddenBannerIds(q: Queryable, visitorId: string): Promise<string[]> {
  const { rows } = await q.query<{ banner_id: string }>(
    'SELECT banner_id FROM hidden_banners WHERE visitor_id = $1 ORDER BY hidden_at, banner_id',
    [visitorId],
  );
  return rows.map((row) => row.banner_id);
}
