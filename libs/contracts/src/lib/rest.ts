import { z } from 'zod';
import {
  bannerSchema,
  brandCountSchema,
  categorySchema,
  productListEntitySchema,
  seoSchema,
  variantSchema,
} from './catalogue';

/**
 * REST calls of accounts.md §7 ("Lists, favourites and product data", "Search and page
 * features") with their request and response schemas. The gateway declares each route once
 * from this table; clients parse responses with the same schemas. Successful bodies are
 * `{ data: ... }`; failures are the `apiErrorSchema` body.
 */

const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id');
const idList = z
  .string()
  .max(2000)
  .transform((value) => value.split(',').map((part) => part.trim()).filter((part) => part !== ''))
  .pipe(z.array(id).max(50));
const limit = (fallback: number, max = 60) => z.coerce.number().int().min(1).max(max).default(fallback);
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const pageInfoSchema = z.object({
  endCursor: z.string().nullable(),
  hasNextPage: z.boolean(),
});

const plesData = z.object({ productListEntities: z.array(productListEntitySchema) });

/**
 * One entry of the header search's suggestions (accounts.md §2 "Top searches are offered",
 * §7 search): a top search, a category or brand page, or a product, with where it leads.
 */
export const searchSuggestionSchema = z.object({
  type: z.enum(['TERM', 'CATEGORY', 'BRAND', 'PRODUCT']),
  label: z.string(),
  path: z.string(),
});
export type SearchSuggestionView = z.infer<typeof searchSuggestionSchema>;
const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const webSlugConfigSchema = z.object({
  id: z.string(),
  type: z.enum(['CATEGORY', 'BRAND', 'MODULE_PAGE', 'TEXT_PAGE', 'HIGHLIGHT']),
  slug: z.string(),
  title: z.string(),
  path: z.string(),
});
export type WebSlugConfig = z.infer<typeof webSlugConfigSchema>;

export const sortSchema = z.enum(['RELEVANCE', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST', 'BEST_SELLING']);
export type PleSort = z.infer<typeof sortSchema>;
export const fulfillmentFilterSchema = z.enum(['LOCAL_DELIVERY', 'IN_STORE_PICKUP']);

export const interstitialSchema = z.object({
  _id: z.string(),
  interstitialActionType: z.number().int(),
  interstitialWebTemplateType: z.number().int(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  url: z.string().nullable(),
  priority: z.number().int(),
  endDate: z.string(),
  productListEntities: z.array(productListEntitySchema),
});

/** One REST call: method, path (Fastify syntax) and the schemas of its parts. */
export interface RestRoute {
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

export const catalogueRoutes = {
  category: {
    method: 'GET',
    path: '/api/categories/:id',
    params: z.object({ id }),
    response: dataOf(z.object({ category: categorySchema, breadcrumbs: z.array(categorySchema.omit({ children: true })) })),
  },
  variantComplement: {
    method: 'GET',
    path: '/api/variant/complement/:id',
    params: z.object({ id }),
    response: dataOf(z.object({ variants: z.array(variantSchema) })),
  },
  variantById: {
    method: 'GET',
    path: '/api/variant-by-id/:id',
    params: z.object({ id }),
    response: dataOf(z.object({ variant: variantSchema })),
  },
  relatedVariants: {
    method: 'GET',
    path: '/api/product/:id/softCategoryType/PDP_MODULE_RELATED_VARIANTS',
    params: z.object({ id }),
    query: z.object({ limit: limit(6) }),
    response: dataOf(plesData),
  },
  softCategoryProducts: {
    method: 'GET',
    path: '/api/products/soft-category/:gid',
    params: z.object({ gid: id }),
    query: z.object({
      limit: limit(6),
      inStockOnly: flag.default(false),
      getSmartBrand: flag.default(false),
      isCarousel: flag.default(false),
    }),
    response: dataOf(plesData.extend({ category: categorySchema.omit({ children: true }) })),
  },
  webSlugConfigs: {
    method: 'GET',
    path: '/api/web-slug-configs/data',
    query: z
      .object({ slug: z.string().min(1).max(200).optional(), term: z.string().min(1).max(200).optional() })
      .refine((q) => q.slug !== undefined || q.term !== undefined, { message: 'slug or term is required', path: ['slug'] }),
    response: dataOf(z.object({ webSlugConfigs: z.array(webSlugConfigSchema) })),
  },
  recentlyViewed: {
    method: 'GET',
    path: '/api/products/recently-viewed/data',
    query: z.object({ variantIds: idList }),
    response: dataOf(plesData),
  },
  variantsByValue: {
    method: 'GET',
    path: '/api/product/values/:id/variants',
    params: z.object({ id }),
    query: z.object({ limit: limit(12) }),
    response: dataOf(z.object({ variants: z.array(variantSchema) })),
  },
  galleryLists: {
    method: 'GET',
    path: '/api/product/gallery-lists/:id/softCategoryIds/:ids',
    params: z.object({ id, ids: idList }),
    query: z.object({ limit: limit(12) }),
    response: dataOf(
      z.object({
        lists: z.array(z.object({ category: categorySchema.omit({ children: true }), productListEntities: z.array(productListEntitySchema) })),
      }),
    ),
  },
  fulfillerProducts: {
    method: 'GET',
    path: '/api/products/fufiller/:id',
    params: z.object({ id }),
    query: z.object({ exclude: idList.optional(), limit: limit(12) }),
    response: dataOf(plesData.extend({ fulfiller: z.object({ id: z.string(), gid: z.string(), name: z.string() }) })),
  },
  expiration: {
    method: 'GET',
    path: '/api/product/expiration/:id',
    params: z.object({ id }),
    response: dataOf(z.object({ expiration: z.string().nullable() })),
  },
  ples: {
    method: 'GET',
    path: '/api/product/ples',
    query: z
      .object({
        variantIds: idList.optional(),
        categoryGid: id.optional(),
        softCategoryGid: id.optional(),
        actionListId: id.optional(),
        highlightGid: id.optional(),
        limit: limit(6),
        cursor: z.string().max(200).optional(),
      })
      .refine(
        (q) => [q.variantIds, q.categoryGid, q.softCategoryGid, q.actionListId, q.highlightGid].some((v) => v !== undefined),
        { message: 'one of variantIds, categoryGid, softCategoryGid, actionListId, highlightGid is required', path: ['variantIds'] },
      ),
    response: dataOf(plesData.extend({ pageInfo: pageInfoSchema })),
  },
  searchNoResults: {
    method: 'GET',
    path: '/api/product/search-no-results',
    response: dataOf(plesData.extend({ suggestions: z.array(z.string()) })),
  },
  hideBanner: {
    method: 'PUT',
    path: '/api/product/hide-banner',
    body: z.object({ bannerId: id }),
    response: dataOf(z.object({ hiddenBannerIds: z.array(z.string()) })),
  },
  search: {
    method: 'GET',
    path: '/api/search/:term',
    params: z.object({ term: z.string().min(1).max(200) }),
    query: z.object({
      brands: z.string().max(2000).optional(),
      fulfillment: fulfillmentFilterSchema.optional(),
      sort: sortSchema.default('RELEVANCE'),
      limit: limit(24),
      cursor: z.string().max(200).optional(),
      inStockOnly: flag.default(false),
    }),
    response: dataOf(
      plesData.extend({
        webSlugConfigs: z.array(webSlugConfigSchema),
        brandCounts: z.array(brandCountSchema),
        brandMatches: z.array(brandCountSchema),
        totalCount: z.number().int(),
        pageInfo: pageInfoSchema,
        term: z.string(),
        seo: seoSchema,
      }),
    ),
  },
  topSearches: {
    method: 'GET',
    path: '/api/top-searches',
    response: dataOf(z.object({ results: z.array(z.object({ term: z.string(), path: z.string() })) })),
  },
  searchSuggestions: {
    method: 'GET',
    path: '/api/search-suggestions',
    query: z.object({ term: z.string().min(1).max(200), limit: limit(8, 12) }),
    response: dataOf(z.object({ term: z.string(), suggestions: z.array(searchSuggestionSchema) })),
  },
  homeBanners: {
    method: 'GET',
    path: '/api/banners',
    query: z.object({ placement: z.enum(['HOME_SLIDER', 'CATEGORY', 'MODULE_PAGE']).default('HOME_SLIDER') }),
    response: dataOf(z.object({ banners: z.array(bannerSchema) })),
  },
} as const satisfies Record<string, RestRoute>;

export type CatalogueRouteName = keyof typeof catalogueRoutes;
