import { Limits } from '@gio/domain-enums';
import type { SiteConfig } from '@gio/seed';
import type { Queryable } from '../db/database';
import { listCategoryVariants, listMembers, offsetPage, pageLimit, FULFILLMENT_FILTER_METHOD, type ListOptions, type VariantPage } from './listing';
import { decodeOffset } from './cursor';
import { createCatalogueLoaders, type CatalogueLoaders } from './loaders';
import { ReferenceCache, type ReferenceData } from './reference-data';
import { LISTED_VARIANT_COLUMNS, PRODUCT_JOIN, VARIANT_COLUMNS, type BannerRow, type BrandRow, type CategoryRow, type SiteConfigRow, type VariantRow } from './rows';

/** Relationship type of complements in the demo data (tools/seed VariantRelationshipType). */
export const COMPLEMENT_RELATIONSHIP_TYPE = Limits.VARIANT_COMPLEMENT_TYPE;

export interface ClassificationOptions {
  readonly inStockOnly?: boolean | null;
  readonly excludeVariants?: readonly string[] | null;
  readonly serviceType?: 'LOCAL_DELIVERY' | 'IN_STORE_PICKUP' | null;
  readonly skipProduct?: string | null;
}

export interface CatalogueServiceOptions {
  /** How often to look for catalogue changes made elsewhere (see `ReferenceCache`); null never. */
  readonly checkIntervalMs?: number | null;
  readonly now?: () => number;
}

/** Default of `checkIntervalMs`: how stale another process's or replica's change may be seen. */
export const CATALOGUE_CHECK_INTERVAL_MS = 1000;

/**
 * Catalogue reads shared by the GraphQL resolvers, the REST routes and the page data. The small
 * reference tables (site config, categories, brands, fulfillers, badges, coupons) come from a
 * process-wide snapshot that follows `catalogue_version` (reference-data.ts); everything that
 * grows with the catalogue is read per request.
 */
export class CatalogueService {
  private readonly referenceCache: ReferenceCache;

  constructor(
    readonly db: Queryable,
    options: CatalogueServiceOptions = {},
  ) {
    this.referenceCache = new ReferenceCache(db, {
      checkIntervalMs: options.checkIntervalMs === undefined ? CATALOGUE_CHECK_INTERVAL_MS : options.checkIntervalMs,
      now: options.now,
    });
  }

  /** The reference snapshot, checked against `catalogue_version` at most once per interval. */
  reference(): Promise<ReferenceData> {
    return this.referenceCache.get();
  }

  /** Fresh per-request loaders over the current reference snapshot. */
  async loaders(): Promise<CatalogueLoaders> {
    return createCatalogueLoaders(this.db, await this.reference());
  }

  /** Forgets the reference snapshot and with it every cache tagged with its version (a write here). */
  invalidate(): void {
    this.referenceCache.invalidate();
  }

  async siteConfig(): Promise<SiteConfig> {
    return (await this.reference()).site.config;
  }

  async shopMeta(): Promise<SiteConfigRow['meta']> {
    return (await this.reference()).site.meta;
  }

  async categories(): Promise<readonly CategoryRow[]> {
    return (await this.reference()).categories;
  }

  /** A category by public gid or internal id. */
  async category(idOrGid: string): Promise<CategoryRow | null> {
    const reference = await this.reference();
    return reference.categoryByGid.get(idOrGid) ?? reference.categoryById.get(idOrGid) ?? null;
  }

  async childrenOf(categoryId: string): Promise<CategoryRow[]> {
    return (await this.categories()).filter((c) => c.parent_id === categoryId && c.is_visible);
  }

  /** Path from the first level below the root down to the category. */
  async breadcrumbs(category: CategoryRow): Promise<CategoryRow[]> {
    const byId = (await this.reference()).categoryById;
    const chain: CategoryRow[] = [];
    let current: CategoryRow | undefined = category;
    while (current && current.parent_id !== null) {
      chain.unshift(current);
      current = byId.get(current.parent_id);
    }
    return chain;
  }

  async listByCategory(category: CategoryRow, options: ListOptions): Promise<VariantPage> {
    if (category.is_soft_category) {
      return listMembers(this.db, { table: 'soft_category_members', keyColumn: 'category_id' }, category.id, options);
    }
    const { brands, ...rest } = options;
    if (!brands || brands.length === 0) return listCategoryVariants(this.db, category.id, rest);
    const reference = await this.reference();
    const brandIds = brands.flatMap((gid) => reference.brandByGid.get(gid)?.id ?? []);
    return listCategoryVariants(this.db, category.id, { ...rest, brandIds });
  }

  async softCategoryByType(type: string): Promise<CategoryRow | null> {
    return (await this.categories()).find((c) => c.is_soft_category && c.soft_category_type === type) ?? null;
  }

  /**
   * plesBySoftCategoryType: members of the soft category of that type. With a root variant
   * (the product page), its own relationships of the default type come first and the viewed
   * product is left out.
   */
  async listBySoftCategoryType(type: string, rootVariantGid: string | null, limit: number | undefined): Promise<VariantPage | null> {
    const category = await this.softCategoryByType(type);
    if (!category) return null;
    const size = pageLimit(limit);
    if (!rootVariantGid) return listMembers(this.db, { table: 'soft_category_members', keyColumn: 'category_id' }, category.id, { limit: size });
    const { rows } = await this.db.query<VariantRow>(
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
      [rootVariantGid, category.id, 6, size + 1],
    );
    return offsetPage(rows, size, 0);
  }

  /**
   * plesByClassification: variants whose product type is one of `classifications` (0
   * standard, 1 sample), in catalogue order, with the options of accounts.md §7.
   */
  async listByClassification(classifications: readonly number[], limit: number | undefined, options: ClassificationOptions, cursor?: string | null): Promise<VariantPage> {
    const size = pageLimit(limit);
    const offset = cursor ? decodeOffset(cursor) : 0;
    const params: unknown[] = [[...classifications]];
    const where = ['v.product_type = ANY($1::int[])'];
    if (options.inStockOnly) where.push('v.in_stock');
    if (options.excludeVariants && options.excludeVariants.length > 0) {
      params.push([...options.excludeVariants]);
      where.push(`NOT (v.gid = ANY($${params.length}::text[]))`);
    }
    if (options.serviceType) {
      params.push(FULFILLMENT_FILTER_METHOD[options.serviceType]);
      where.push(`$${params.length}::int = ANY(v.fulfillment_methods)`);
    }
    if (options.skipProduct) {
      params.push(options.skipProduct);
      where.push(`v.product_id NOT IN (SELECT id FROM products WHERE gid = $${params.length})`);
    }
    params.push(size + 1, offset);
    const { rows } = await this.db.query<VariantRow>(
      `SELECT ${LISTED_VARIANT_COLUMNS} FROM variants v ${PRODUCT_JOIN} WHERE ${where.join(' AND ')}
        ORDER BY v.product_type, v.ordinal LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return offsetPage(rows, size, offset);
  }

  /** Relationships of variants (by gid) of one type, at most `limit` per variant, in order. */
  async relationships(variantGids: readonly string[], type: number, limit: number) {
    const { rows } = await this.db.query<{ id: string; variant_id: string; related_variant_id: string; type: number; variant_gid: string }>(
      `SELECT r.id, r.variant_id, r.related_variant_id, r.type, v.gid AS variant_gid
         FROM variants v
         JOIN LATERAL (
           SELECT * FROM variant_relationships r WHERE r.variant_id = v.id AND r.type = $2 ORDER BY r.position LIMIT $3
         ) r ON true
        WHERE v.gid = ANY($1::text[])
        ORDER BY array_position($1::text[], v.gid), r.position`,
      [[...variantGids], type, Math.min(Math.max(limit, 1), 20)],
    );
    return rows;
  }

  /** Related variants of a variant by relationship type, in order. */
  async relatedVariants(variantGid: string, type: number, limit: number): Promise<VariantRow[]> {
    const { rows } = await this.db.query<VariantRow>(
      `SELECT ${LISTED_VARIANT_COLUMNS} FROM variants root
         JOIN variant_relationships r ON r.variant_id = root.id AND r.type = $2
         JOIN variants v ON v.id = r.related_variant_id ${PRODUCT_JOIN}
        WHERE root.gid = $1 ORDER BY r.position LIMIT $3`,
      [variantGid, type, limit],
    );
    return rows;
  }

  async variantByGid(gid: string): Promise<VariantRow | null> {
    const { rows } = await this.db.query<VariantRow>(`SELECT ${VARIANT_COLUMNS} FROM variants v WHERE v.gid = $1`, [gid]);
    return rows[0] ?? null;
  }

  /** Variants by gid, in the order asked, unknown ones left out. */
  async variantsByGids(gids: readonly string[]): Promise<VariantRow[]> {
    const { rows } = await this.db.query<VariantRow>(
      `SELECT ${LISTED_VARIANT_COLUMNS} FROM variants v ${PRODUCT_JOIN} WHERE v.gid = ANY($1::text[]) ORDER BY array_position($1::text[], v.gid)`,
      [[...gids]],
    );
    return rows;
  }

  /**
   * A variant and up to `limit` other variants of its product (variants by value) by catalogue
   * order, in one statement with their product; null when the variant does not exist.
   */
  async productFamily(variantGid: string, limit: number): Promise<{ root: VariantRow; siblings: VariantRow[] } | null> {
    const { rows } = await this.db.query<VariantRow & { is_root: boolean }>(
      `SELECT ${LISTED_VARIANT_COLUMNS}, v.gid = $1 AS is_root FROM variants v ${PRODUCT_JOIN}
        WHERE v.product_id = (SELECT product_id FROM variants WHERE gid = $1)
        ORDER BY v.gid = $1 DESC, v.ordinal LIMIT $2`,
      [variantGid, limit + 1],
    );
    const [root, ...siblings] = rows;
    if (!root?.is_root) return null;
    return { root, siblings };
  }

  /** The other variants of a variant's product (variants by value), by catalogue order. */
  async siblings(variantGid: string, limit: number): Promise<VariantRow[] | null> {
    return (await this.productFamily(variantGid, limit))?.siblings ?? null;
  }

  async listByFulfiller(fulfillerGid: string, excludeGids: readonly string[], limit: number) {
    const { rows: fulfillers } = await this.db.query<{ id: string; gid: string; name: string }>(
      'SELECT id, gid, name FROM fulfillers WHERE gid = $1 OR id = $1 ORDER BY gid = $1 DESC LIMIT 1',
      [fulfillerGid],
    );
    const fulfiller = fulfillers[0];
    if (!fulfiller) return null;
    const { rows } = await this.db.query<VariantRow>(
      `SELECT ${LISTED_VARIANT_COLUMNS} FROM variants v ${PRODUCT_JOIN} WHERE v.fulfiller_id = $1 AND NOT (v.gid = ANY($2::text[]))
        ORDER BY v.ordinal LIMIT $3`,
      [fulfiller.id, [...excludeGids], limit],
    );
    return { fulfiller, rows };
  }

  async listActionList(id: string, options: { limit?: number; cursor?: string | null }): Promise<{ title: string; description: string; page: VariantPage } | null> {
    const { rows } = await this.db.query<{ title: string; description: string }>('SELECT title, description FROM action_lists WHERE id = $1', [id]);
    const list = rows[0];
    if (!list) return null;
    return { ...list, page: await listMembers(this.db, { table: 'action_list_variants', keyColumn: 'action_list_id' }, id, options) };
  }

  async highlightList(gid: string) {
    const { rows } = await this.db.query<{ id: string; gid: string; slug: string; title: string; description: string }>(
      'SELECT * FROM highlight_lists WHERE gid = $1',
      [gid],
    );
    return rows[0] ?? null;
  }

  listHighlight(id: string, options: { limit?: number; cursor?: string | null }): Promise<VariantPage> {
    return listMembers(this.db, { table: 'highlight_list_variants', keyColumn: 'highlight_list_id' }, id, options);
  }

  async brandByGid(gid: string): Promise<BrandRow | null> {
    return (await this.reference()).brandByGid.get(gid) ?? null;
  }

  /** A brand's variants, best sellers first, keyset-free offset paging. */
  async listBrand(brandId: string, options: { limit?: number; cursor?: string | null }): Promise<VariantPage> {
    const size = pageLimit(options.limit);
    const offset = options.cursor ? decodeOffset(options.cursor) : 0;
    const { rows } = await this.db.query<VariantRow>(
      `SELECT ${LISTED_VARIANT_COLUMNS} FROM variants v ${PRODUCT_JOIN} WHERE v.brand_id = $1 ORDER BY v.ordinal LIMIT $2 OFFSET $3`,
      [brandId, size + 1, offset],
    );
    return offsetPage(rows, size, offset);
  }

  async countBrandVariants(brandId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM variants WHERE brand_id = $1', [brandId]);
    return rows[0]?.n ?? 0;
  }

  /** Brands of a category with their variant counts, featured first then by count. */
  async categoryBrands(categoryId: string) {
    const { rows } = await this.db.query<{ id: string; gid: string; slug: string; name: string; count: number }>(
      `SELECT b.id, b.gid, b.slug, b.name, cb.variant_count AS count FROM category_brands cb JOIN brands b ON b.id = cb.brand_id
        WHERE cb.category_id = $1 ORDER BY b.is_featured DESC, cb.variant_count DESC, b.name`,
      [categoryId],
    );
    return rows;
  }

  async categoryVariantCount(categoryId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT coalesce(sum(variant_count), 0)::int AS n FROM category_brands WHERE category_id = $1',
      [categoryId],
    );
    return rows[0]?.n ?? 0;
  }

  async banner(id: string | null): Promise<BannerRow | null> {
    if (!id) return null;
    const { rows } = await this.db.query<BannerRow>('SELECT * FROM banners WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  async bannersByPlacement(placement: string, hiddenFor: string | null): Promise<BannerRow[]> {
    const { rows } = await this.db.query<BannerRow>(
      `SELECT * FROM banners b WHERE b.placement = $1
          AND NOT EXISTS (SELECT 1 FROM hidden_banners h WHERE h.visitor_id = $2 AND h.banner_id = b.id)
        ORDER BY b.position`,
      [placement, hiddenFor ?? ''],
    );
    return rows;
  }

  async bannersByIds(ids: readonly string[]): Promise<BannerRow[]> {
    const { rows } = await this.db.query<BannerRow>(
      'SELECT * FROM banners WHERE id = ANY($1::text[]) ORDER BY array_position($1::text[], id)',
      [[...ids]],
    );
    return rows;
  }
}
