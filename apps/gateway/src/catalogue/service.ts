import { Limits } from '@gio/domain-enums';
import type { SiteConfig } from '@gio/contracts';
import type { Queryable } from '../db/database';
import { listCategoryVariants, listMembers, offsetPage, pageLimit, FULFILLMENT_FILTER_METHOD, type ListOptions, type VariantPage } from './listing';
import { decodeOffset } from './cursor';
import {
  actionListById,
  bannerById,
  bannersByIds,
  bannersByPlacement,
  brandVariantRows,
  type CategoryBrandRow,
  categoryBrands,
  categoryVariantCount,
  classificationRows,
  countBrandVariants,
  fulfillerByGidOrId,
  fulfillerVariantRows,
  hiddenBannerIds,
  hideBanner,
  highlightListByGid,
  type HighlightListRow,
  listedVariantsByGids,
  noResultsSearchTerms,
  productFamilyRows,
  relatedVariantRows,
  type RelationshipRow,
  relationshipRows,
  rootedSoftCategoryRows,
  variantByGid,
} from './catalogue-store';
import { createCatalogueLoaders, type CatalogueLoaders } from './loaders';
import { ReferenceCache, type ReferenceData } from './reference-data';
import type { BannerRow, BrandRow, CategoryRow, SiteConfigRow, VariantRow } from './rows';

/** Relationship type of complements in the demo data (tools/seed VariantRelationshipType). */
export const COMPLEMENT_RELATIONSHIP_TYPE = Limits.VARIANT_COMPLEMENT_TYPE;

export interface ClassificationOptions {
  readonly inStockOnly?: boolean | null;
  readonly excludeVariants?: readonly string[] | null;
  readonly serviceType?: 'LOCAL_DELIVERY' | 'IN_STORE_PICKUP' | null;
  readonly skipProduct?: string | null;
}

export interface CatalogueServiceOptions {
  /**
   * Where a visitor's own rows are read and written (the banners they hid), when `db` is a read
   * replica (DATABASE_READ_URL): a hidden banner must stay hidden on the next page, whatever
   * the replica's lag. Default `db`.
   */
  readonly primary?: Queryable;
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
  private readonly primary: Queryable;

  constructor(
    readonly db: Queryable,
    options: CatalogueServiceOptions = {},
  ) {
    this.primary = options.primary ?? db;
    this.referenceCache = new ReferenceCache(db, {
      checkIntervalMs: options.checkIntervalMs === undefined ? CATALOGUE_CHECK_INTERVAL_MS : options.checkIntervalMs,
      now: options.now,
    });
  }

  /** The reference snapshot, checked against `catalogue_version` at most once per interval. */
  reference(): Promise<ReferenceData> {
    return this.referenceCache.get();
  }

  /** Resolves once no catalogue check is running: what a check found is in use after it. */
  refreshed(): Promise<void> {
    return this.referenceCache.settled();
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
      return listMembers(this.db, 'softCategory', category.id, options);
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
    if (!rootVariantGid) return listMembers(this.db, 'softCategory', category.id, { limit: size });
    const rows = await rootedSoftCategoryRows(this.db, rootVariantGid, category.id, 6, size + 1);
    return offsetPage(rows, size, 0);
  }

  /**
   * plesByClassification: variants whose product type is one of `classifications` (0
   * standard, 1 sample), in catalogue order, with the options of accounts.md §7.
   */
  async listByClassification(classifications: readonly number[], limit: number | undefined, options: ClassificationOptions, cursor?: string | null): Promise<VariantPage> {
    const size = pageLimit(limit);
    const offset = cursor ? decodeOffset(cursor) : 0;
    const rows = await classificationRows(
      this.db,
      classifications,
      {
        inStockOnly: options.inStockOnly,
        excludeVariantGids: options.excludeVariants,
        fulfillmentMethod: options.serviceType ? FULFILLMENT_FILTER_METHOD[options.serviceType] : null,
        skipProductGid: options.skipProduct,
      },
      size + 1,
      offset,
    );
    return offsetPage(rows, size, offset);
  }

  /** Relationships of variants (by gid) of one type, at most `limit` per variant, in order. */
  relationships(variantGids: readonly string[], type: number, limit: number): Promise<RelationshipRow[]> {
    return relationshipRows(this.db, variantGids, type, Math.min(Math.max(limit, 1), 20));
  }

  /** Related variants of a variant by relationship type, in order. */
  relatedVariants(variantGid: string, type: number, limit: number): Promise<VariantRow[]> {
    return relatedVariantRows(this.db, variantGid, type, limit);
  }

  variantByGid(gid: string): Promise<VariantRow | null> {
    return variantByGid(this.db, gid);
  }

  /** Variants by gid, in the order asked, unknown ones left out. */
  variantsByGids(gids: readonly string[]): Promise<VariantRow[]> {
    return listedVariantsByGids(this.db, gids);
  }

  /**
   * A variant and up to `limit` other variants of its product (variants by value) by catalogue
   * order, in one statement with their product; null when the variant does not exist.
   */
  async productFamily(variantGid: string, limit: number): Promise<{ root: VariantRow; siblings: VariantRow[] } | null> {
    const rows = await productFamilyRows(this.db, variantGid, limit + 1);
    const [root, ...siblings] = rows;
    if (!root?.is_root) return null;
    return { root, siblings };
  }

  /** The other variants of a variant's product (variants by value), by catalogue order. */
  async siblings(variantGid: string, limit: number): Promise<VariantRow[] | null> {
    return (await this.productFamily(variantGid, limit))?.siblings ?? null;
  }

  async listByFulfiller(fulfillerGid: string, excludeGids: readonly string[], limit: number) {
    const fulfiller = await fulfillerByGidOrId(this.db, fulfillerGid);
    if (!fulfiller) return null;
    const rows = await fulfillerVariantRows(this.db, fulfiller.id, excludeGids, limit);
    return { fulfiller, rows };
  }

  async listActionList(id: string, options: { limit?: number; cursor?: string | null }): Promise<{ title: string; description: string; page: VariantPage } | null> {
    const list = await actionListById(this.db, id);
    if (!list) return null;
    return { ...list, page: await listMembers(this.db, 'actionList', id, options) };
  }

  highlightList(gid: string): Promise<HighlightListRow | null> {
    return highlightListByGid(this.db, gid);
  }

  listHighlight(id: string, options: { limit?: number; cursor?: string | null }): Promise<VariantPage> {
    return listMembers(this.db, 'highlightList', id, options);
  }

  async brandByGid(gid: string): Promise<BrandRow | null> {
    return (await this.reference()).brandByGid.get(gid) ?? null;
  }

  /** A brand's variants, best sellers first, keyset-free offset paging. */
  async listBrand(brandId: string, options: { limit?: number; cursor?: string | null }): Promise<VariantPage> {
    const size = pageLimit(options.limit);
    const offset = options.cursor ? decodeOffset(options.cursor) : 0;
    const rows = await brandVariantRows(this.db, brandId, size + 1, offset);
    return offsetPage(rows, size, offset);
  }

  countBrandVariants(brandId: string): Promise<number> {
    return countBrandVariants(this.db, brandId);
  }

  /** Brands of a category with their variant counts, featured first then by count. */
  categoryBrands(categoryId: string): Promise<CategoryBrandRow[]> {
    return categoryBrands(this.db, categoryId);
  }

  categoryVariantCount(categoryId: string): Promise<number> {
    return categoryVariantCount(this.db, categoryId);
  }

  async banner(id: string | null): Promise<BannerRow | null> {
    if (!id) return null;
    return bannerById(this.db, id);
  }

  /** A placement's banners less those `hiddenFor` hid (read where they are written when known). */
  bannersByPlacement(placement: string, hiddenFor: string | null): Promise<BannerRow[]> {
    return bannersByPlacement(hiddenFor ? this.primary : this.db, placement, hiddenFor);
  }

  bannersByIds(ids: readonly string[]): Promise<BannerRow[]> {
    return bannersByIds(this.db, ids);
  }

  /** Hides a banner from a visitor; answers every banner the visitor has hidden, in the order hidden. */
  async hideBanner(visitorId: string, bannerId: string): Promise<string[]> {
    await hideBanner(this.primary, visitorId, bannerId);
    return hiddenBannerIds(this.primary, visitorId);
  }

  /** The search terms suggested when a search finds nothing. */
  noResultsSearchTerms(): Promise<string[]> {
    return noResultsSearchTerms(this.db);
  }
}
