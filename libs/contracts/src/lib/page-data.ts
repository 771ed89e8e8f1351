import { z } from 'zod';
import {
  bannerSchema,
  brandCountSchema,
  brandSchema,
  categorySchema,
  productSchema,
  seoSchema,
  variantSchema,
} from './catalogue';
import { sortSchema } from './rest';
import { invitePageDataSchema } from './engagement';
import { confirmationPageDataSchema, orderPendingPageDataSchema } from './orders';

/**
 * Page data (storefront.md §7 "Page data"): `GET <storefront url>` with the header
 * `isFromSPA: true` answers `{ data }` or `{ redirect }`. Without the header the gateway
 * answers the HTML page with the same data inlined.
 */
export const PAGE_DATA_HEADER = 'isfromspa';

/**
 * A variant as a product list shows it: what the tile and the cart add flow read (image, names,
 * prices, stock, limits, badges, age gate, fulfilment). Lists in page data carry this much, not
 * the whole variant (the product page has that), to keep first loads small.
 */
export const listedVariantSchema = variantSchema
  .pick({
    _id: true,
    id: true,
    gid: true,
    slug: true,
    path: true,
    name: true,
    extendedName: true,
    brandingText: true,
    extendedInfoText: true,
    images: true,
    imageAltText: true,
    price: true,
    salePrice: true,
    standardPrice: true,
    salePercentage: true,
    unitPrice: true,
    unitPriceBase: true,
    unitCount: true,
    unitType: true,
    state: true,
    availableCount: true,
    maxCartQuantity: true,
    inStock: true,
    stockStatus: true,
    fulfillmentMethodType: true,
    fulfillerType: true,
    fulfillerLocation: true,
    warehouse: true,
    promotionBadge: true,
    promotionBadges: true,
    excludedFromBackInStockNotification: true,
  })
  .extend({
    product: productSchema
      .pick({
        _id: true,
        id: true,
        gid: true,
        slug: true,
        name: true,
        isAgeGated: true,
        productType: true,
        sampleAllowedCount: true,
      })
      .extend({ brand: brandSchema.pick({ id: true, gid: true, slug: true, name: true }) }),
  });
export type ListedVariantView = z.infer<typeof listedVariantSchema>;

/** A product list entity of page data (storefront.md §3 Product list entry) with its listed variant. */
export const listedEntitySchema = z.object({
  type: z.enum(['VARIANT', 'PRODUCT']),
  id: z.string(),
  variant: listedVariantSchema,
});
export type ListedEntityView = z.infer<typeof listedEntitySchema>;

/** A category of the navigation tree: what a menu link needs (the home page's `categoryTree`). */
export interface NavCategoryView {
  gid: string;
  slug: string;
  name: string;
  displayName: string;
  path: string;
  children: NavCategoryView[];
}
export const navCategorySchema: z.ZodType<NavCategoryView> = z.object({
  gid: z.string(),
  slug: z.string(),
  name: z.string(),
  displayName: z.string(),
  path: z.string(),
  get children() {
    return z.array(navCategorySchema);
  },
});

/**
 * A category as a module's image tile links to it: name, path and picture. Not the whole category
 * (its long description and flags), which the tile never shows.
 */
export const moduleCategorySchema = categorySchema.pick({
  id: true,
  gid: true,
  slug: true,
  name: true,
  displayName: true,
  path: true,
  image: true,
});
export type ModuleCategoryView = z.infer<typeof moduleCategorySchema>;

/**
 * Where a product slider's products are read when the page data does not carry them: one call of
 * the product-list API, `GET /api/product/ples` (a soft category or an action list) or
 * `GET /api/products/fufiller/:id` (a seller).
 */
export const moduleProductsSourceSchema = z.union([
  z.object({ softCategoryGid: z.string() }),
  z.object({ actionListId: z.string() }),
  z.object({ fulfillerGid: z.string() }),
]);
export type ModuleProductsSource = z.infer<typeof moduleProductsSourceSchema>;

/** A CMS module of the home and module pages: banners, a product slider, category tiles, text. */
export const pageModuleSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  banners: z.array(bannerSchema),
  categories: z.array(moduleCategorySchema),
  productListEntities: z.array(listedEntitySchema),
  /**
   * A product slider below the first screen: its products are not inlined (`productListEntities`
   * is empty); the page reads them from `source` when the slider comes near the viewport, asking
   * for `limit` products.
   */
  deferredProducts: z
    .object({ source: moduleProductsSourceSchema, limit: z.number().int().min(1).max(60) })
    .nullable(),
  bodyHtml: z.string().nullable(),
});
export type PageModuleView = z.infer<typeof pageModuleSchema>;

/**
 * A category of a page's breadcrumbs (storefront.md §2): the trail's names and links, and the gid
 * by which a category page finds its parent. Not the whole category (its long description).
 */
export const breadcrumbCategorySchema = categorySchema.pick({
  id: true,
  gid: true,
  slug: true,
  name: true,
  displayName: true,
  path: true,
});
export type BreadcrumbCategoryView = z.infer<typeof breadcrumbCategorySchema>;

/** Category payload of storefront.md §3. */
export const categoryPayloadSchema = z.object({
  products: z.array(listedEntitySchema),
  pagination: z.object({
    paginationApiUrl: z.string().nullable(),
    hasNextCategory: z.boolean(),
    page: z.number().int(),
    range: z.number().int(),
    totalCount: z.number().int(),
    /**
     * The cursor after the last product shown, for the list's GraphQL operation (storefront.md
     * §7: plesByCategoryGid on category pages, plesFullTextSearch on search and brand pages):
     * "load more" asks that operation for the page after it. Null at the end of the list; absent
     * on lists without a GraphQL operation (action, highlight, seller lists), whose "load more"
     * fetches `paginationApiUrl`.
     */
    endCursor: z.string().nullable().optional(),
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
    modules: z.array(pageModuleSchema),
    /**
     * The top level of the navigation tree (each with no children): the menu's first links, in
     * the first HTML for crawlers too. The menu reads the levels below from the root category
     * (`categoryRootGid`, GET /api/categories/:id) when it is first opened.
     */
    categoryTree: z.array(navCategorySchema),
    categoryRootGid: z.string().nullable(),
    defaultCategoryPath: z.string().nullable(),
  }),
  z.object({
    page: z.literal('module'),
    ...base,
    modulePage: z.object({ id: z.string(), slug: z.string(), title: z.string(), kind: z.string(), descriptionHtml: z.string() }),
    /** A seller page's shop categories (query parameter `shopCategory` filters by gid). */
    shopCategories: z.array(z.object({ gid: z.string(), name: z.string(), count: z.number().int() })),
    modules: z.array(pageModuleSchema),
    category: categoryPayloadSchema,
  }),
  z.object({
    page: z.literal('category'),
    ...base,
    category: categorySchema,
    breadcrumbs: z.array(breadcrumbCategorySchema),
    payload: categoryPayloadSchema,
  }),
  z.object({
    page: z.literal('product'),
    ...base,
    variant: variantSchema,
    siblings: z.array(listedVariantSchema),
    breadcrumbs: z.array(breadcrumbCategorySchema),
  }),
  z.object({
    page: z.literal('search'),
    ...base,
    term: z.string(),
    /** The order of the results (query parameter `sort`, RELEVANCE by default). */
    sort: sortSchema,
    payload: categoryPayloadSchema.nullable(),
    topSearches: z.array(z.string()),
  }),
  z.object({ page: z.literal('list'), ...base, kind: z.enum(['action', 'highlight', 'brand']), title: z.string(), payload: categoryPayloadSchema }),
  z.object({ page: z.literal('text'), ...base, title: z.string(), bodyHtml: z.string(), updatedAt: z.string() }),
  z.object({ page: z.literal('not-found'), ...base, path: z.string() }),
  invitePageDataSchema,
  orderPendingPageDataSchema,
  confirmationPageDataSchema,
]);
export type PageData = z.infer<typeof pageDataSchema>;

export const pageDataResponseSchema = z.union([
  z.object({ data: pageDataSchema }),
  z.object({ redirect: z.string() }),
]);
export type PageDataResponse = z.infer<typeof pageDataResponseSchema>;
