import { catalogueRoutes as routes } from '@gio/contracts';
import { Limits } from '@gio/domain-enums';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { notFound } from '../http/app-error';
import { defineRoute, type RouteOptions } from '../http/define-route';
import { ensureVisitorId, visitorId } from '../visitor/visitor';
import type { VariantPage } from './listing';
import { COMPLEMENT_RELATIONSHIP_TYPE, type CatalogueService } from './service';
import { bannerView, categoryBaseView, pleViews, variantView, variantViews } from './views';
import type { CategoryRow } from './rows';

export interface CatalogueRouteDeps {
  readonly db: Queryable;
  readonly catalogue: CatalogueService;
  readonly options: RouteOptions;
}

/** REST read calls of accounts.md §7 "Lists, favourites and product data". */
export function registerCatalogueRoutes(app: FastifyInstance, deps: CatalogueRouteDeps): void {
  const { catalogue, options } = deps;
  const context = async () => {
    const loaders = await catalogue.loaders();
    return { loaders, site: loaders.reference.site.config };
  };
  const categoryTree = async (row: CategoryRow): Promise<ReturnType<typeof categoryBaseView> & { children: unknown[] }> => ({
    ...categoryBaseView(row),
    children: await Promise.all((await catalogue.childrenOf(row.id)).map(categoryTree)),
  });

  defineRoute(app, routes.category, options, async ({ params }) => {
    const category = await catalogue.category(params.id);
    if (!category) throw notFound('Category');
    const tree = (await categoryTree(category)) as never;
    return { data: { category: tree, breadcrumbs: (await catalogue.breadcrumbs(category)).map(categoryBaseView) } };
  });

  defineRoute(app, routes.variantComplement, options, async ({ params }) => {
    // A missing variant or one without complements is an empty result, as the client expects.
    const rows = await catalogue.relatedVariants(params.id, COMPLEMENT_RELATIONSHIP_TYPE, Limits.VARIANT_COMPLEMENT_LIMIT);
    const { loaders, site } = await context();
    return { data: { variants: await variantViews(rows, loaders, site) } };
  });

  defineRoute(app, routes.variantById, options, async ({ params }) => {
    const { loaders, site } = await context();
    const row = (await loaders.variantByGid.load(params.id)) ?? (await loaders.variant.load(params.id));
    if (!row) throw notFound('Variant');
    return { data: { variant: await variantView(row, loaders, site) } };
  });

  defineRoute(app, routes.relatedVariants, options, async ({ params, query }) => {
    const page = await catalogue.listBySoftCategoryType('PDP_MODULE_RELATED_VARIANTS', params.id, query.limit);
    const { loaders, site } = await context();
    return { data: { productListEntities: await pleViews(page?.rows ?? [], loaders, site) } };
  });

  defineRoute(app, routes.softCategoryProducts, options, async ({ params, query }) => {
    const category = await catalogue.category(params.gid);
    if (!category || !category.is_soft_category) throw notFound('Soft category');
    const page = await catalogue.listByCategory(category, { limit: query.limit, inStockOnly: query.inStockOnly });
    const { loaders, site } = await context();
    return { data: { category: categoryBaseView(category), productListEntities: await pleViews(page.rows, loaders, site) } };
  });

  defineRoute(app, routes.recentlyViewed, options, async ({ query }) => {
    const rows = await catalogue.variantsByGids(query.variantIds);
    const { loaders, site } = await context();
    return { data: { productListEntities: await pleViews(rows, loaders, site) } };
  });

  defineRoute(app, routes.variantsByValue, options, async ({ params, query }) => {
    const rows = await catalogue.siblings(params.id, query.limit ?? Limits.VARIANTS_BY_VALUE_LIMIT);
    if (!rows) throw notFound('Variant');
    const { loaders, site } = await context();
    return { data: { variants: await variantViews(rows, loaders, site) } };
  });

  defineRoute(app, routes.galleryLists, options, async ({ params, query }) => {
    const variant = await catalogue.variantByGid(params.id);
    if (!variant) throw notFound('Variant');
    const { loaders, site } = await context();
    const lists = [];
    for (const gid of params.ids) {
      const category = await catalogue.category(gid);
      if (!category || !category.is_soft_category) continue;
      const page = await catalogue.listByCategory(category, { limit: query.limit });
      const rows = page.rows.filter((row) => row.product_id !== variant.product_id);
      lists.push({ category: categoryBaseView(category), productListEntities: await pleViews(rows, loaders, site) });
    }
    return { data: { lists } };
  });

  defineRoute(app, routes.fulfillerProducts, options, async ({ params, query }) => {
    const result = await catalogue.listByFulfiller(params.id, query.exclude ?? [], query.limit);
    if (!result) throw notFound('Fulfiller');
    const { loaders, site } = await context();
    return { data: { fulfiller: result.fulfiller, productListEntities: await pleViews(result.rows, loaders, site) } };
  });

  defineRoute(app, routes.expiration, options, async ({ params }) => {
    const row = await catalogue.variantByGid(params.id);
    if (!row) throw notFound('Variant');
    return { data: { expiration: row.details.inventory.expirationDate } };
  });

  defineRoute(app, routes.ples, options, async ({ query }) => {
    let page: VariantPage | null = null;
    const paging = { limit: query.limit, cursor: query.cursor };
    if (query.variantIds) {
      page = { rows: await catalogue.variantsByGids(query.variantIds), pageInfo: { endCursor: null, hasNextPage: false } };
    } else if (query.categoryGid || query.softCategoryGid) {
      const category = await catalogue.category((query.categoryGid ?? query.softCategoryGid) as string);
      if (!category) throw notFound('Category');
      page = await catalogue.listByCategory(category, paging);
    } else if (query.actionListId) {
      page = (await catalogue.listActionList(query.actionListId, paging))?.page ?? null;
    } else if (query.highlightGid) {
      const list = await catalogue.highlightList(query.highlightGid);
      page = list ? await catalogue.listHighlight(list.id, paging) : null;
    }
    if (!page) throw notFound('List');
    const { loaders, site } = await context();
    return { data: { productListEntities: await pleViews(page.rows, loaders, site), pageInfo: page.pageInfo } };
  });

  defineRoute(app, routes.searchNoResults, options, async () => {
    const terms = await catalogue.noResultsSearchTerms();
    const page = await catalogue.listBySoftCategoryType('HOME_BEST_SELLERS', null, 12);
    const { loaders, site } = await context();
    return { data: { suggestions: terms, productListEntities: await pleViews(page?.rows ?? [], loaders, site) } };
  });

  defineRoute(app, routes.hideBanner, options, async ({ body, request }) => {
    const banner = await catalogue.banner(body.bannerId);
    if (!banner) throw notFound('Banner');
    const visitor = ensureVisitorId(request);
    return { data: { hiddenBannerIds: await catalogue.hideBanner(visitor, banner.id) } };
  });

  defineRoute(app, routes.homeBanners, options, async ({ query, request }) => {
    const rows = await catalogue.bannersByPlacement(query.placement, visitorId(request));
    return { data: { banners: rows.map(bannerView) } };
  });
}
