import type { SiteConfig } from '@gio/seed';
import type { Queryable } from '../db/database';
import { listCategoryVariants, listMembers, offsetPage, pageLimit, FULFILLMENT_FILTER_METHOD, type ListOptions, type VariantPage } from './listing';
import { decodeOffset } from './cursor';
import { VARIANT_COLUMNS, type BannerRow, type CategoryRow, type SiteConfigRow, type VariantRow } from './rows';

/** Relationship type of complements in the demo data (tools/seed VariantRelationshipType). */
export const COMPLEMENT_RELATIONSHIP_TYPE = 7;

/** How long process-wide copies of small, rarely changing tables are reused. */
const SMALL_TABLE_TTL_MS = 30_000;

class Cached<T> {
  private value: Promise<T> | null = null;
  private loadedAt = 0;
  constructor(
    private readonly load: () => Promise<T>,
    private readonly now: () => number,
  ) {}
  get(): Promise<T> {
    if (!this.value || this.now() - this.loadedAt > SMALL_TABLE_TTL_MS) {
      this.loadedAt = this.now();
      this.value = this.load().catch((error: unknown) => {
        this.value = null;
        throw error;
      });
    }
    return this.value;
  }
  clear(): void {
    this.value = null;
  }
}

export interface ClassificationOptions {
  readonly inStockOnly?: boolean | null;
  readonly excludeVariants?: readonly string[] | null;
  readonly serviceType?: 'LOCAL_DELIVERY' | 'IN_STORE_PICKUP' | null;
  readonly skipProduct?: string | null;
}

/**
 * Catalogue reads shared by the GraphQL resolvers, the REST routes and the page data. Small
 * tables (site config, categories) are cached per process for a few seconds: they are read on
 * every page and change only with a new catalogue.
 */
export class CatalogueService {
  private readonly site: Cached<SiteConfigRow>;
  private readonly categoryList: Cached<CategoryRow[]>;

  constructor(
    readonly db: Queryable,
    now: () => number = Date.now,
  ) {
    this.site = new Cached(async () => {
      const { rows } = await db.query<SiteConfigRow>('SELECT config, meta FROM site_config WHERE id = 1');
      const row = rows[0];
      if (!row) throw new Error('the catalogue is empty: site_config has no row');
      return row;
    }, now);
    this.categoryList = new Cached(
      async () => (await db.query<CategoryRow>('SELECT * FROM categories ORDER BY level, position, id')).rows,
      now,
    );
  }

  /** Forgets cached small tables (after a re-seed). */
  clearCaches(): void {
    this.site.clear();
    this.categoryList.clear();
  }

  async siteConfig(): Promise<SiteConfig> {
    return (await this.site.get()).config;
  }

  async shopMeta(): Promise<SiteConfigRow['meta']> {
    return (await this.site.get()).meta;
  }

  categories(): Promise<CategoryRow[]> {
    return this.categoryList.get();
  }

  /** A category by public gid or internal id. */
  async category(idOrGid: string): Promise<CategoryRow | null> {
    const all = await this.categories();
    return all.find((c) => c.gid === idOrGid) ?? all.find((c) => c.id === idOrGid) ?? null;
  }

  async childrenOf(categoryId: string): Promise<CategoryRow[]> {
    return (await this.categories()).filter((c) => c.parent_id === categoryId && c.is_visible);
  }

  /** Path from the first level below the root down to the category. */
  async breadcrumbs(category: CategoryRow): Promise<CategoryRow[]> {
    const all = await this.categories();
    const byId = new Map(all.map((c) => [c.id, c]));
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
    return listCategoryVariants(this.db, category.id, options);
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
       SELECT ${VARIANT_COLUMNS} FROM ranked JOIN variants v ON v.id = ranked.id, root
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
      `SELECT ${VARIANT_COLUMNS} FROM variants v WHERE ${where.join(' AND ')}
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
      `SELECT ${VARIANT_COLUMNS} FROM variants root
         JOIN variant_relationships r ON r.variant_id = root.id AND r.type = $2
         JOIN variants v ON v.id = r.related_variant_id
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
      `SELECT ${VARIANT_COLUMNS} FROM variants v WHERE v.gid = ANY($1::text[]) ORDER BY array_position($1::text[], v.gid)`,
      [[...gids]],
    );
    return rows;
  }

  /** The other variants of a variant's product (variants by value), by catalogue order. */
  async siblings(variantGid: string, limit: number): Promise<VariantRow[] | null> {
    const { rows } = await this.db.query<VariantRow & { is_root: boolean }>(
      `SELECT ${VARIANT_COLUMNS}, v.gid = $1 AS is_root FROM variants v
        WHERE v.product_id = (SELECT product_id FROM variants WHERE gid = $1)
        ORDER BY v.ordinal LIMIT $2`,
      [variantGid, limit + 1],
    );
    if (!rows.some((row) => row.is_root)) return null;
    return rows.filter((row) => !row.is_root).slice(0, limit);
  }

  async listByFulfiller(fulfillerGid: string, excludeGids: readonly string[], limit: number) {
    const { rows: fulfillers } = await this.db.query<{ id: string; gid: string; name: string }>(
      'SELECT id, gid, name FROM fulfillers WHERE gid = $1 OR id = $1 ORDER BY gid = $1 DESC LIMIT 1',
      [fulfillerGid],
    );
    const fulfiller = fulfillers[0];
    if (!fulfiller) return null;
    const { rows } = await this.db.query<VariantRow>(
      `SELECT ${VARIANT_COLUMNS} FROM variants v WHERE v.fulfiller_id = $1 AND NOT (v.gid = ANY($2::text[]))
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

  async brandByGid(gid: string) {
    const { rows } = await this.db.query<{ id: string; gid: string; slug: string; name: string; description: string }>(
      'SELECT id, gid, slug, name, description FROM brands WHERE gid = $1',
      [gid],
    );
    return rows[0] ?? null;
  }

  /** A brand's variants, best sellers first, keyset-free offset paging. */
  async listBrand(brandId: string, options: { limit?: number; cursor?: string | null }): Promise<VariantPage> {
    const size = pageLimit(options.limit);
    const offset = options.cursor ? decodeOffset(options.cursor) : 0;
    const { rows } = await this.db.query<VariantRow>(
      `SELECT ${VARIANT_COLUMNS} FROM variants v WHERE v.brand_id = $1 ORDER BY v.ordinal LIMIT $2 OFFSET $3`,
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
