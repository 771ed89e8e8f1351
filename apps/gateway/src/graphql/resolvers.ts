import { ApiErrorCode } from '@gio/contracts';
import { Limits } from '@gio/domain-enums';
import { formatPrice } from '@gio/domain-pricing';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { ListOptions, VariantPage } from '../catalogue/listing';
import type { BrandRow, CategoryRow, ProductRow, VariantRow } from '../catalogue/rows';
import { variantBadges } from '../catalogue/reference-data';
import type { ClassificationOptions } from '../catalogue/service';
import {
  badgeView,
  brandView,
  categoryBaseView,
  couponView,
  fulfillerView,
  variantBaseView,
} from '../catalogue/views';
import { text } from '../i18n/texts';
import type { SearchOptions } from '../search/search-service';
import type { GraphqlContext } from './context';

type VariantParent = ReturnType<typeof variantBaseView> & { row: VariantRow };
type PageParent = {
  page: VariantPage;
  totalCount?: () => Promise<number | null>;
  brandCounts?: () => Promise<unknown[] | null>;
};

function badRequest(message: string, code: string = ApiErrorCode.VALIDATION_ERROR): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

function notFound(what: string): GraphQLError {
  return new GraphQLError(`${what} not found`, { extensions: { code: ApiErrorCode.NOT_FOUND } });
}

/** Money: integer minor units, beyond GraphQL Int's 32 bits but never past 2^53. */
const Money = new GraphQLScalarType({
  name: 'Money',
  serialize(value) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new TypeError('Money must be a safe integer');
    return value;
  },
  parseValue(value) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw badRequest('Money must be a safe integer');
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT) throw badRequest('Money must be an integer');
    const value = Number(ast.value);
    if (!Number.isSafeInteger(value)) throw badRequest('Money must be a safe integer');
    return value;
  },
});

function variantParent(row: VariantRow, ctx: GraphqlContext): VariantParent {
  return { ...variantBaseView(row, ctx.loaders.reference.site.config), row };
}

/** A list's rows as product list entities; products fetched with the rows go to the loader. */
function listEntities(rows: readonly VariantRow[], ctx: GraphqlContext) {
  ctx.loaders.primeProducts(rows);
  return rows.map((row) => ({ type: 'VARIANT', id: row.id, row }));
}

/**
 * A variant's product: the row's own when its statement joined it, answered synchronously so
 * that graphql-js completes a page of variants without a promise per object; else the loader.
 */
function productOf(row: VariantRow, ctx: GraphqlContext): ProductRow | Promise<ProductRow | null> {
  return row.product ?? ctx.loaders.product.load(row.product_id);
}

function pageParent(page: VariantPage, extra: Omit<PageParent, 'page'> = {}): PageParent {
  return { page, ...extra };
}

function categoryParent(row: CategoryRow) {
  return { ...categoryBaseView(row), row };
}

function checkLimit(limit: number | null | undefined): number | undefined {
  if (limit === null || limit === undefined) return undefined;
  if (!Number.isInteger(limit) || limit < 1 || limit > 60) throw badRequest('limit must be between 1 and 60');
  return limit;
}

interface PlesOptionsInput extends Omit<ListOptions, 'limit'> {
  limit?: number | null;
}

function listOptions(input: PlesOptionsInput | null | undefined): ListOptions {
  return { ...(input ?? {}), limit: checkLimit(input?.limit) };
}

export const resolvers = {
  Money,
  Query: {
    async plesByCategoryGid(_: unknown, args: { categoryGid: string; plesOptions?: PlesOptionsInput | null }, ctx: GraphqlContext) {
      const category = await ctx.catalogue.category(args.categoryGid);
      if (!category) throw notFound('Category');
      const options = listOptions(args.plesOptions);
      const page = await ctx.catalogue.listByCategory(category, options);
      return pageParent(page, {
        totalCount: () => ctx.catalogue.categoryVariantCount(category.id),
        brandCounts: () => ctx.catalogue.categoryBrands(category.id),
      });
    },
    async plesBySoftCategoryGid(_: unknown, args: { softCategoryGid: string; plesOptions?: PlesOptionsInput | null }, ctx: GraphqlContext) {
      const category = await ctx.catalogue.category(args.softCategoryGid);
      if (!category || !category.is_soft_category) throw notFound('Soft category');
      return pageParent(await ctx.catalogue.listByCategory(category, listOptions(args.plesOptions)));
    },
    async plesFullTextSearch(
      _: unknown,
      args: { fulltextSearchOptions: { query: string; searchType?: string | null }; plesOptions?: PlesOptionsInput | null },
      ctx: GraphqlContext,
    ) {
      if (args.fulltextSearchOptions.searchType === 'BRAND') {
        // The brand page's list (storefront.md §2 /brand/:gid/:slug): the query is the brand's gid.
        const brand = await ctx.catalogue.brandByGid(args.fulltextSearchOptions.query);
        if (!brand) throw notFound('Brand');
        const { limit, cursor } = listOptions(args.plesOptions);
        return pageParent(await ctx.catalogue.listBrand(brand.id, { limit, cursor }), {
          totalCount: () => ctx.catalogue.countBrandVariants(brand.id),
        });
      }
      const options: SearchOptions = listOptions(args.plesOptions);
      let facets: ReturnType<typeof ctx.search.search> | null = null;
      const withFacets = () => (facets ??= ctx.search.search(args.fulltextSearchOptions.query, options, true));
      const result = await ctx.search.search(args.fulltextSearchOptions.query, options, false);
      return pageParent(result.page, {
        totalCount: async () => (await withFacets()).totalCount,
        brandCounts: async () => (await withFacets()).brandCounts,
      });
    },
    async plesByClassification(
      _: unknown,
      args: { classifications: number[]; limit?: number | null; options?: ClassificationOptions | null },
      ctx: GraphqlContext,
    ) {
      return pageParent(await ctx.catalogue.listByClassification(args.classifications, checkLimit(args.limit), args.options ?? {}));
    },
    async plesBySoftCategoryType(
      _: unknown,
      args: { softCategoryType: string; rootVariantGid?: string | null; limit?: number | null },
      ctx: GraphqlContext,
    ) {
      const page = await ctx.catalogue.listBySoftCategoryType(args.softCategoryType, args.rootVariantGid ?? null, checkLimit(args.limit));
      return pageParent(page ?? { rows: [], pageInfo: { endCursor: null, hasNextPage: false } });
    },
    async variantRelationships(
      _: unknown,
      args: { variantIds: string[]; relationshipType?: number | null; limit?: number | null },
      ctx: GraphqlContext,
    ) {
      if (args.variantIds.length > 100) throw badRequest('at most 100 variantIds');
      const rows = await ctx.catalogue.relationships(
        args.variantIds,
        args.relationshipType ?? Limits.VARIANT_RELATIONSHIP_TYPE,
        args.limit ?? Limits.VARIANT_RELATIONSHIP_LIMIT,
      );
      return rows.map((r) => ({ _id: r.id, variantId: r.variant_gid, type: r.type, relatedVariantId: r.related_variant_id }));
    },
    async categories(_: unknown, args: { gids?: string[] | null }, ctx: GraphqlContext) {
      const all = await ctx.catalogue.categories();
      if (args.gids) return args.gids.flatMap((gid) => all.filter((c) => c.gid === gid && !c.is_soft_category)).map(categoryParent);
      const root = all.find((c) => c.parent_id === null);
      return all.filter((c) => root && c.parent_id === root.id && c.is_visible && !c.is_soft_category).map(categoryParent);
    },
    async softCategories(_: unknown, args: { gids?: string[] | null }, ctx: GraphqlContext) {
      const soft = (await ctx.catalogue.categories()).filter((c) => c.is_soft_category);
      if (args.gids) return args.gids.flatMap((gid) => soft.filter((c) => c.gid === gid)).map(categoryParent);
      return soft.map(categoryParent);
    },
  },
  PlesPage: {
    productListEntities: (parent: PageParent, _: unknown, ctx: GraphqlContext) => listEntities(parent.page.rows, ctx),
    pageInfo: (parent: PageParent) => parent.page.pageInfo,
    totalCount: (parent: PageParent) => parent.totalCount?.() ?? null,
    brandCounts: (parent: PageParent) => parent.brandCounts?.() ?? null,
  },
  ProductListEntity: {
    variant: (parent: { row: VariantRow }, _: unknown, ctx: GraphqlContext) => variantParent(parent.row, ctx),
    product: (parent: { row: VariantRow }, _: unknown, ctx: GraphqlContext) => productOf(parent.row, ctx),
  },
  VariantRelationship: {
    relatedVariant: async (parent: { relatedVariantId: string }, _: unknown, ctx: GraphqlContext) => {
      const row = await ctx.loaders.variant.load(parent.relatedVariantId);
      if (!row) throw notFound('Variant');
      return variantParent(row, ctx);
    },
  },
  Variant: {
    priceDisplay: (parent: VariantParent, _: unknown, ctx: GraphqlContext) => {
      const site = ctx.loaders.reference.site.config;
      return formatPrice(parent.price, { currency: site.currency, locale: site.locale, freeLabel: text('common', 'price.free') });
    },
    product: (parent: VariantParent, _: unknown, ctx: GraphqlContext) => productOf(parent.row, ctx),
    brand: (parent: VariantParent, _: unknown, ctx: GraphqlContext) => {
      const brand = ctx.loaders.reference.brands.get(parent.row.brand_id);
      return brand ? brandView(brand) : null;
    },
    fulfiller: (parent: VariantParent, _: unknown, ctx: GraphqlContext) => {
      const row = ctx.loaders.reference.fulfillers.get(parent.row.fulfiller_id);
      return row ? fulfillerView(row) : null;
    },
    fulfillerLocation: (parent: VariantParent, _: unknown, ctx: GraphqlContext) => {
      const row = ctx.loaders.reference.fulfillerLocations.get(parent.row.fulfiller_location_id);
      return row ? { id: row.id, name: row.name, leadTime: row.lead_time } : null;
    },
    warehouse: (parent: VariantParent, _: unknown, ctx: GraphqlContext) => ctx.loaders.reference.warehouses.get(parent.row.warehouse_id) ?? null,
    promotionBadges: (parent: VariantParent, _: unknown, ctx: GraphqlContext) =>
      variantBadges(ctx.loaders.reference, parent.row.badge_ids).map(badgeView),
    promotionBadge: (parent: VariantParent, _: unknown, ctx: GraphqlContext) => {
      const badges = variantBadges(ctx.loaders.reference, parent.row.badge_ids);
      const badge = badges.find((b) => b.show_in_ple) ?? badges[0];
      return badge ? badgeView(badge) : null;
    },
    coupons: (parent: VariantParent, _: unknown, ctx: GraphqlContext) =>
      (ctx.loaders.reference.couponsByVariant.get(parent.row.id) ?? []).map(couponView),
  },
  PromotionBadge: {
    promotion: (parent: { promotionId: string }, _: unknown, ctx: GraphqlContext) => {
      const row = ctx.loaders.reference.promotions.get(parent.promotionId);
      return row
        ? { id: row.id, name: row.name, startDate: new Date(row.start_date).toISOString(), endDate: new Date(row.end_date).toISOString() }
        : null;
    },
  },
  Product: {
    _id: (p: ProductRow) => p.id,
    extendedName: (p: ProductRow) => p.extended_name,
    isAgeGated: (p: ProductRow) => p.is_age_gated,
    productType: (p: ProductRow) => p.product_type,
    sampleAllowedCount: (p: ProductRow) => p.sample_allowed_count,
    longDescription: (p: ProductRow) => p.long_description,
    brand: (p: ProductRow, _: unknown, ctx: GraphqlContext) => {
      const brand: BrandRow | undefined = ctx.loaders.reference.brands.get(p.brand_id);
      return brand ? brandView(brand) : null;
    },
    categories: async (p: ProductRow, _: unknown, ctx: GraphqlContext) =>
      (await ctx.loaders.categoriesByProduct.load(p.id)).map((c) => ({ _id: c.id, gid: c.gid, slug: c.slug, name: c.name, path: c.path })),
    variants: async (p: ProductRow, _: unknown, ctx: GraphqlContext) =>
      (await ctx.loaders.variantsByProduct.load(p.id)).map((row) => variantParent(row, ctx)),
  },
  Category: {
    children: async (parent: { row: CategoryRow }, _: unknown, ctx: GraphqlContext) =>
      (await ctx.catalogue.childrenOf(parent.row.id)).map(categoryParent),
  },
};
