import { catalogueRoutes as routes } from '@gio/contracts';
import { parseBrandsParam } from '@gio/domain-search';
import type { FastifyInstance } from 'fastify';
import type { CatalogueService } from '../catalogue/service';
import { pleViews } from '../catalogue/views';
import type { Queryable } from '../db/database';
import { defineRoute, type RouteOptions } from '../http/define-route';
import type { SearchService } from './search-service';

export interface SearchRouteDeps {
  readonly db: Queryable;
  readonly catalogue: CatalogueService;
  readonly search: SearchService;
  readonly options: RouteOptions;
}

/** Search and page features of accounts.md §7: search, top searches, suggestions, web slug configs. */
export function registerSearchRoutes(app: FastifyInstance, deps: SearchRouteDeps): void {
  const { search, options } = deps;

  defineRoute(app, routes.search, options, async ({ params, query }) => {
    const brands = parseBrandsParam(query.brands);
    const result = await search.search(
      params.term,
      { limit: query.limit, cursor: query.cursor, brands, sort: query.sort, inStockOnly: query.inStockOnly, fulfillment: query.fulfillment },
      true,
    );
    const loaders = await deps.catalogue.loaders();
    const site = loaders.reference.site.config;
    const brandCounts = result.brandCounts ?? [];
    return {
      data: {
        term: result.term,
        productListEntities: await pleViews(result.page.rows, loaders, site),
        webSlugConfigs: await search.webSlugConfigs(result.term),
        brandCounts,
        brandMatches: search.brandMatches(result.term, brandCounts),
        totalCount: result.totalCount ?? 0,
        pageInfo: result.page.pageInfo,
        seo: search.seo(result.term),
      },
    };
  });

  defineRoute(app, routes.topSearches, options, async () => {
    return { data: { results: await search.topSearches() } };
  });

  defineRoute(app, routes.searchSuggestions, options, async ({ query }) => ({
    data: await search.suggestions(query.term, query.limit),
  }));

  defineRoute(app, routes.webSlugConfigs, options, async ({ query }) => {
    const configs = query.slug !== undefined ? await search.webSlugConfigBySlug(query.slug) : await search.webSlugConfigs(query.term ?? '', 10);
    return { data: { webSlugConfigs: configs } };
  });
}
