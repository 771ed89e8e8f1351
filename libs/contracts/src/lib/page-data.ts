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
 * Page data (storefront.md §7 "Page data"): `GET <storefront url>` with the header
 * `isFromSPA: true` answers `{ data }` or `{ redirect }`. Without the header the gateway
 * answers the HTML page with the same data inlined.
 */
export const PAGE_DATA_HEADER = 'isfromspa';

/** Category payload of storefront.md §3. */
export const categoryPayloadSchema = z.object({
  products: z.array(productListEntitySchema),
  pagination: z.object({
    paginationApiUrl: z.string().nullable(),
    hasNextCategory: z.boolean(),
    page: z.number().int(),
    range: z.number().int(),
    totalCount: z.number().int(),
  }),
  banner: bannerSchema.nullable(),
  brandTexts: z.object({ list: z.array(brandCountSchema), selectedList: z.array(z.string()) }),
  sampleTopPicksId: z.string().nullable(),
  isTopPicksPage: z.boolean(),
  seo: seoSchema,
});
export type CategoryPayload = z.infer<typeof categoryPayloadSchema>;

const base = { seo: seoSchema };

export const pageDataSchema = z.discriminatedUnion('page', [
  z.object({
    page: z.literal('home'),
    ...base,
    banners: z.array(bannerSchema),
    modules: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        title: z.string(),
        banners: z.array(bannerSchema),
        categories: z.array(categorySchema.omit({ children: true })),
        productListEntities: z.array(productListEntitySchema),
        bodyHtml: z.string().nullable(),
      }),
    ),
    categoryTree: z.array(categorySchema),
    defaultCategoryPath: z.string().nullable(),
  }),
  z.object({
    page: z.literal('module'),
    ...base,
    modulePage: z.object({ id: z.string(), slug: z.string(), title: z.string(), kind: z.string(), descriptionHtml: z.string() }),
    modules: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        title: z.string(),
        banners: z.array(bannerSchema),
        categories: z.array(categorySchema.omit({ children: true })),
        productListEntities: z.array(productListEntitySchema),
        bodyHtml: z.string().nullable(),
      }),
    ),
    category: categoryPayloadSchema,
  }),
  z.object({
    page: z.literal('category'),
    ...base,
    category: categorySchema,
    breadcrumbs: z.array(categorySchema.omit({ children: true })),
    payload: categoryPayloadSchema,
  }),
  z.object({
    page: z.literal('product'),
    ...base,
    variant: variantSchema,
    siblings: z.array(variantSchema),
    breadcrumbs: z.array(categorySchema.omit({ children: true })),
  }),
  z.object({
    page: z.literal('search'),
    ...base,
    term: z.string(),
    payload: categoryPayloadSchema.nullable(),
    topSearches: z.array(z.string()),
  }),
  z.object({ page: z.literal('list'), ...base, kind: z.enum(['action', 'highlight', 'brand']), title: z.string(), payload: categoryPayloadSchema }),
  z.object({ page: z.literal('text'), ...base, title: z.string(), bodyHtml: z.string(), updatedAt: z.string() }),
  z.object({ page: z.literal('not-found'), ...base, path: z.string() }),
]);
export type PageData = z.infer<typeof pageDataSchema>;

export const pageDataResponseSchema = z.union([
  z.object({ data: pageDataSchema }),
  z.object({ redirect: z.string() }),
]);
export type PageDataResponse = z.infer<typeof pageDataResponseSchema>;
