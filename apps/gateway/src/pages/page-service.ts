import {
  breadcrumbCategorySchema,
  fulfillmentFilterSchema,
  moduleCategorySchema,
  sortSchema,
  type CategoryPayload,
  type ModuleProductsSource,
  type NavCategoryView,
  type PageData,
  type PageDataResponse,
  type PageModuleView,
  type PleSort,
} from '@gio/contracts';
import { formatPrice } from '@gio/domain-pricing';
import { parseBrandsParam } from '@gio/domain-search';
import { FULFILLMENT_FILTER_METHOD, type FulfillmentFilterName } from '../catalogue/listing';
import type { CatalogueLoaders } from '../catalogue/loaders';
import { toListedEntity, toListedVariant } from './listed';
import { listCategoryVariantsByPage } from './paged-lists';
import type { CategoryRow, VariantRow } from '../catalogue/rows';
import type { CatalogueService } from '../catalogue/service';
import { bannerView, categoryBaseView, pleViews, variantView, variantViews } from '../catalogue/views';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { text } from '../i18n/texts';
import type { SearchService } from '../search/search-service';
import { topSearchTerms } from '../search/search-store';
import {
  countActionListVariants,
  countHighlightListVariants,
  fulfillerGid,
  modulePageBySlug,
  pageModules,
  sellerPageRows,
  shopCategories,
  textPageBySlug,
  type PageModuleRow,
  type ShopCategoryRow,
} from './page-store';

/** Products of a module's slider. */
const MODULE_PRODUCTS = 12;
/**
 * Product sliders of the home page whose products are inlined: the first screen shows the banner
 * slider, the category tiles and at most the first product slider (storefront.md §2 home page).
 */
export const HOME_INLINE_PRODUCT_SLIDERS = 1;

/** Products per page when the url has no `:pages/:range`. */
export const DEFAULT_RANGE = 24;
const MAX_RANGE = 60;

export interface PageRequest {
  /** Path without query string. */
  readonly path: string;
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly visitorId: string | null;
  /** The signed-in user, for pages about what they own (/order-pending, /confirmation). */
  readonly userId?: string | null;
}

export interface Paging {
  readonly page: number;
  readonly range: number;
}

/** `:pages/:range` of list routes: page number from 1 and products per page (1..60). */
export function parsePaging(pages: string | undefined, range: string | undefined): Paging | null {
  if (pages === undefined || range === undefined) return { page: 1, range: DEFAULT_RANGE };
  if (!/^\d{1,4}$/.test(pages) || !/^\d{1,3}$/.test(range)) return null;
  const page = Number(pages);
  const size = Number(range);
  if (page < 1 || size < 1 || size > MAX_RANGE) return null;
  return { page, range: size };
}

function title(value: string): string {
  return text('seo', 'title_template', { title: value });
}

function queryString(query: PageRequest['query'], keep: readonly string[]): string {
  const params = new URLSearchParams();
  for (const key of keep) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

interface ListResult {
  rows: VariantRow[];
  total: number;
  /**
   * The cursor after the last row for the list's GraphQL operation, on lists that have one
   * (plesByCategoryGid, plesFullTextSearch): "load more" continues the list through it.
   */
  endCursor?: string | null;
}

/**
 * Page data of every storefront route of storefront.md §2: the same catalogue services as the
 * API, shaped per page. Slug mismatches answer the canonical url as a redirect; unknown ids
 * answer null (the caller sends the not-found page).
 */
export class PageService {
  constructor(
    private readonly db: Queryable,
    private readonly catalogue: CatalogueService,
    private readonly search: SearchService,
  ) {}

  private async payload(
    loaders: CatalogueLoaders,
    list: ListResult,
    paging: Paging,
    basePath: string,
    query: PageRequest['query'],
    extra: Pick<CategoryPayload, 'banner' | 'brandTexts' | 'sampleTopPicksId' | 'isTopPicksPage' | 'seo'>,
  ): Promise<CategoryPayload> {
    const site = loaders.reference.site.config;
    const hasNext = paging.page * paging.range < list.total;
    return {
      products: (await pleViews(list.rows, loaders, site)).map(toListedEntity),
      pagination: {
        paginationApiUrl: hasNext
          ? `${basePath}/${paging.page + 1}/${paging.range}${queryString(query, ['brands', 'title', 'sort', 'fulfillment', 'shopCategory'])}`
          : null,
        hasNextCategory: hasNext,
        page: paging.page,
        range: paging.range,
        totalCount: list.total,
        ...(list.endCursor === undefined ? {} : { endCursor: hasNext ? list.endCursor : null }),
      },
      ...extra,
    };
  }

  async home(request: PageRequest): Promise<PageDataResponse> {
    const loaders = await this.catalogue.loaders();
    const site = loaders.reference.site.config;
    const banners = await this.catalogue.bannersByPlacement('HOME_SLIDER', request.visitorId);
    const modules = await this.modules(null, loaders, HOME_INLINE_PRODUCT_SLIDERS);
    const all = await this.catalogue.categories();
    const root = all.find((c) => c.id === site.rootCategoryId);
    const tree = root ? await this.topCategories(root.id) : [];
    return {
      data: {
        page: 'home',
        seo: { title: title(text('seo', 'home_title')), description: text('seo', 'default_description'), canonicalPath: '/' },
        banners: banners.map(bannerView),
        modules,
        categoryTree: tree,
        categoryRootGid: root?.gid ?? null,
        defaultCategoryPath: tree[0]?.path ?? null,
      },
    };
  }

  /**
   * The top level of the navigation tree: names and paths only (the menu's first links, which
   * crawlers follow too). The menu reads the levels below when it is opened.
   */
  private async topCategories(parentId: string): Promise<NavCategoryView[]> {
    const children = await this.catalogue.childrenOf(parentId);
    return children
      .filter((child) => !child.is_soft_category)
      .map((child) => {
        const view = categoryBaseView(child);
        return { gid: view.gid, slug: view.slug, name: view.name, displayName: view.displayName, path: view.path, children: [] };
      });
  }

  /**
   * The CMS modules of a page, in order. The first `inlineSliders` product sliders carry their
   * products; later ones carry where to read them (`deferredProducts`), which the page does when
   * they come near the viewport: below the first screen they would only weigh on the first load.
   */
  private async modules(modulePageId: string | null, loaders: CatalogueLoaders, inlineSliders = Number.POSITIVE_INFINITY): Promise<PageModuleView[]> {
    const site = loaders.reference.site.config;
    const rows = await pageModules(this.db, modulePageId);
    const categories = await this.catalogue.categories();
    const sources = await Promise.all(rows.map((m) => this.moduleProductsSource(m, categories)));
    let sliders = 0;
    const inlined = sources.map((source) => source !== null && ++sliders <= inlineSliders);
    return Promise.all(
      rows.map(async (m, index) => {
        const source = sources[index] ?? null;
        const inline = inlined[index] ?? false;
        let products: VariantRow[] = [];
        if (source && inline) products = await this.moduleProducts(source);
        return {
          id: m.id,
          kind: m.kind,
          title: m.title,
          banners: (await this.catalogue.bannersByIds(m.banner_ids)).map(bannerView),
          categories: m.category_ids
            .flatMap((id) => categories.filter((c) => c.id === id))
            .map((c) => moduleCategorySchema.parse(categoryBaseView(c))),
          productListEntities: (await pleViews(products, loaders, site)).map(toListedEntity),
          deferredProducts: source && !inline ? { source, limit: MODULE_PRODUCTS } : null,
          bodyHtml: m.body_html,
        };
      }),
    );
  }

  /** Where a module's products come from, as the product-list API names it; null without any. */
  private async moduleProductsSource(m: PageModuleRow, categories: readonly CategoryRow[]): Promise<ModuleProductsSource | null> {
    if (m.soft_category_id) {
      const category = categories.find((c) => c.id === m.soft_category_id);
      return category ? { softCategoryGid: category.gid } : null;
    }
    if (m.action_list_id) return { actionListId: m.action_list_id };
    if (m.fulfiller_id) {
      const gid = await fulfillerGid(this.db, m.fulfiller_id);
      return gid ? { fulfillerGid: gid } : null;
    }
    return null;
  }

  /** A module's products: what the product-list API answers for its source. */
  private async moduleProducts(source: ModuleProductsSource): Promise<VariantRow[]> {
    if ('softCategoryGid' in source) {
      const category = await this.catalogue.category(source.softCategoryGid);
      return category ? (await this.catalogue.listByCategory(category, { limit: MODULE_PRODUCTS })).rows : [];
    }
    if ('actionListId' in source) return (await this.catalogue.listActionList(source.actionListId, { limit: MODULE_PRODUCTS }))?.page.rows ?? [];
    return (await this.catalogue.listByFulfiller(source.fulfillerGid, [], MODULE_PRODUCTS))?.rows ?? [];
  }

  async modulePage(slug: string, paging: Paging, request: PageRequest): Promise<PageDataResponse | null> {
    const page = await modulePageBySlug(this.db, slug);
    if (!page) return null;
    const loaders = await this.catalogue.loaders();
    const offset = (paging.page - 1) * paging.range;
    let list: ListResult = { rows: [], total: 0 };
    let shopCategoryList: ShopCategoryRow[] = [];
    if (page.fulfiller_id) {
      const fulfillment = fulfillmentOf(request.query);
      const method = fulfillment ? FULFILLMENT_FILTER_METHOD[fulfillment] : null;
      // The seller's shop categories: the first-level categories its variants are listed in.
      const categories = await shopCategories(this.db, page.fulfiller_id);
      shopCategoryList = categories;
      const shopCategory = request.query['shopCategory'];
      const category = shopCategory ? categories.find((c) => c.gid === shopCategory) : undefined;
      const listed = await sellerPageRows(this.db, page.fulfiller_id, paging.range, offset, method, category ? category.gid : null);
      list = { rows: listed, total: listed[0]?.total ?? 0 };
    }
    return {
      data: {
        page: 'module',
        seo: { title: page.seo.title, description: page.seo.description, canonicalPath: `/m/${page.slug}` },
        modulePage: { id: page.id, slug: page.slug, title: page.title, kind: page.kind, descriptionHtml: page.description_html },
        modules: await this.modules(page.id, loaders),
        shopCategories: shopCategoryList,
        category: await this.payload(loaders, list, paging, `/m/${page.slug}`, request.query, {
          banner: null,
          brandTexts: { list: [], selectedList: [] },
          sampleTopPicksId: null,
          isTopPicksPage: false,
          seo: { title: page.seo.title, description: page.seo.description, canonicalPath: `/m/${page.slug}` },
        }),
      },
    };
  }

  async category(levelOneSlug: string, gid: string, slug: string, paging: Paging, request: PageRequest, pagingSuffix: string): Promise<PageDataResponse | null> {
    const category = await this.catalogue.category(gid);
    if (!category || category.gid !== gid || category.parent_id === null || !category.is_visible) return null;
    const canonical = category.path;
    if (`/products/${levelOneSlug}/${gid}/${slug}` !== canonical) {
      return { redirect: `${canonical}${pagingSuffix}${queryString(request.query, ['brands'])}` };
    }
    const brands = parseBrandsParam(request.query['brands']);
    const loaders = await this.catalogue.loaders();
    const [list, brandList, banner, breadcrumbs] = await Promise.all([
      category.is_soft_category
        ? this.catalogue
            .listByCategory(category, { limit: paging.range, cursor: null })
            .then(async (p) => ({ rows: p.rows, total: p.rows.length }))
        : listCategoryVariantsByPage(this.db, category.id, paging, brands),
      this.catalogue.categoryBrands(category.id),
      this.catalogue.banner(category.banner_id),
      this.catalogue.breadcrumbs(category),
    ]);
    const seo = { title: category.seo.title, description: category.seo.description, canonicalPath: canonical };
    const children = await this.catalogue.childrenOf(category.id);
    return {
      data: {
        page: 'category',
        seo,
        category: { ...categoryBaseView(category), children: children.map((c) => ({ ...categoryBaseView(c), children: [] })) },
        breadcrumbs: breadcrumbs.map((c) => breadcrumbCategorySchema.parse(categoryBaseView(c))),
        payload: await this.payload(loaders, list, paging, canonical, request.query, {
          banner: banner ? bannerView(banner) : null,
          brandTexts: { list: brandList, selectedList: brands },
          sampleTopPicksId: category.sample_top_picks_id,
          isTopPicksPage: category.is_top_picks_page,
          seo,
        }),
      },
    };
  }

  /** /products/category/{gid}/{slug} (banner links) always lands on the canonical category url. */
  async categoryLink(gid: string): Promise<PageDataResponse | null> {
    const category = await this.catalogue.category(gid);
    if (!category || category.gid !== gid || category.parent_id === null) return null;
    return { redirect: category.path };
  }

  /**
   * The product page: the variant, its siblings and their product in one statement, their
   * categories in one more; everything else is reference data.
   */
  async product(gid: string, slug: string): Promise<PageDataResponse | null> {
    const loaders = await this.catalogue.loaders();
    const family = await this.catalogue.productFamily(gid, 12);
    if (!family) return null;
    const row = family.root;
    if (row.slug !== slug) return { redirect: `/product/${row.gid}/${row.slug}` };
    const site = loaders.reference.site.config;
    const [variant, siblings] = await Promise.all([variantView(row, loaders, site), variantViews(family.siblings, loaders, site)]);
    const product = row.product ?? (await loaders.product.load(row.product_id));
    const primary = product ? (loaders.reference.categoryById.get(product.primary_category_id) ?? null) : null;
    const breadcrumbs = primary ? await this.catalogue.breadcrumbs(primary) : [];
    const price = formatPrice(row.price, { currency: site.currency, locale: site.locale, freeLabel: text('common', 'price.free') });
    return {
      data: {
        page: 'product',
        seo: {
          title: title(text('seo', 'product_title', { name: row.extended_name, price })),
          description: text('seo', 'product_description', { name: row.extended_name, price }),
          canonicalPath: `/product/${row.gid}/${row.slug}`,
        },
        variant,
        siblings: siblings.map(toListedVariant),
        breadcrumbs: breadcrumbs.map((c) => breadcrumbCategorySchema.parse(categoryBaseView(c))),
      },
    };
  }

  async emptySearch(): Promise<PageDataResponse> {
    return {
      data: {
        page: 'search',
        seo: { title: title(text('seo', 'default_title')), description: text('seo', 'default_description'), canonicalPath: '/products/search' },
        term: '',
        sort: 'RELEVANCE',
        payload: null,
        topSearches: await this.topSearches(),
      },
    };
  }

  private topSearches(): Promise<string[]> {
    return topSearchTerms(this.db);
  }

  async searchPage(term: string, paging: Paging, request: PageRequest): Promise<PageDataResponse> {
    const seo = this.search.seo(term);
    // An unknown sort is ignored rather than refused: the url is a shopper's, not an API call.
    const parsedSort = sortSchema.safeParse(request.query['sort']);
    const sort: PleSort = parsedSort.success ? parsedSort.data : 'RELEVANCE';
    let payload: CategoryPayload | null = null;
    try {
      const brands = parseBrandsParam(request.query['brands']);
      const result = await this.search.search(
        term,
        {
          limit: paging.range,
          cursor: offsetCursor((paging.page - 1) * paging.range),
          brands,
          sort,
          fulfillment: fulfillmentOf(request.query),
        },
        true,
      );
      const loaders = await this.catalogue.loaders();
      payload = await this.payload(
        loaders,
        { rows: result.page.rows, total: result.totalCount ?? 0, endCursor: result.page.pageInfo.endCursor },
        paging,
        `/products/search/${encodeURIComponent(result.term)}`,
        request.query,
        {
          banner: null,
          brandTexts: { list: result.brandCounts ?? [], selectedList: brands },
          sampleTopPicksId: null,
          isTopPicksPage: false,
          seo,
        },
      );
    } catch (error) {
      // A too-short term is a page without results, not a failed page.
      if (!(error instanceof AppError)) throw error;
    }
    return { data: { page: 'search', seo, term, sort, payload, topSearches: await this.topSearches() } };
  }

  async actionList(id: string, paging: Paging, request: PageRequest): Promise<PageDataResponse | null> {
    const list = await this.catalogue.listActionList(id, { limit: paging.range, cursor: offsetCursor((paging.page - 1) * paging.range) });
    if (!list) return null;
    const total = await countActionListVariants(this.db, id);
    const heading = request.query['title'] || list.title;
    const canonicalPath = `/products/action/${id}`;
    const seo = { title: title(heading), description: list.description, canonicalPath };
    return {
      data: {
        page: 'list',
        kind: 'action',
        title: heading,
        seo,
        payload: await this.payload(await this.catalogue.loaders(), { rows: list.page.rows, total }, paging, canonicalPath, request.query, {
          banner: null, brandTexts: { list: [], selectedList: [] }, sampleTopPicksId: null, isTopPicksPage: false, seo,
        }),
      },
    };
  }

  async highlight(gid: string, slug: string, paging: Paging, request: PageRequest): Promise<PageDataResponse | null> {
    const list = await this.catalogue.highlightList(gid);
    if (!list) return null;
    const canonicalPath = `/products/highlight/${list.gid}/${list.slug}`;
    if (list.slug !== slug) return { redirect: canonicalPath };
    const page = await this.catalogue.listHighlight(list.id, { limit: paging.range, cursor: offsetCursor((paging.page - 1) * paging.range) });
    const total = await countHighlightListVariants(this.db, list.id);
    const seo = { title: title(list.title), description: list.description, canonicalPath };
    return {
      data: {
        page: 'list',
        kind: 'highlight',
        title: list.title,
        seo,
        payload: await this.payload(await this.catalogue.loaders(), { rows: page.rows, total }, paging, canonicalPath, request.query, {
          banner: null, brandTexts: { list: [], selectedList: [] }, sampleTopPicksId: null, isTopPicksPage: false, seo,
        }),
      },
    };
  }

  async brand(gid: string, slug: string, paging: Paging, request: PageRequest, pagingSuffix: string): Promise<PageDataResponse | null> {
    const brand = await this.catalogue.brandByGid(gid);
    if (!brand) return null;
    const canonicalPath = `/brand/${brand.gid}/${brand.slug}`;
    if (brand.slug !== slug) return { redirect: `${canonicalPath}${pagingSuffix}` };
    const [page, total] = await Promise.all([
      this.catalogue.listBrand(brand.id, { limit: paging.range, cursor: offsetCursor((paging.page - 1) * paging.range) }),
      this.catalogue.countBrandVariants(brand.id),
    ]);
    const seo = {
      title: title(text('seo', 'brand_title', { brand: brand.name })),
      description: text('seo', 'brand_description', { brand: brand.name }),
      canonicalPath,
    };
    return {
      data: {
        page: 'list',
        kind: 'brand',
        title: brand.name,
        seo,
        payload: await this.payload(await this.catalogue.loaders(), { rows: page.rows, total, endCursor: page.pageInfo.endCursor }, paging, canonicalPath, request.query, {
          banner: null, brandTexts: { list: [], selectedList: [] }, sampleTopPicksId: null, isTopPicksPage: false, seo,
        }),
      },
    };
  }

  async textPage(slug: string): Promise<PageDataResponse | null> {
    const page = await textPageBySlug(this.db, slug);
    if (!page) return null;
    return {
      data: {
        page: 'text',
        seo: { title: page.seo.title, description: page.seo.description, canonicalPath: `/t/${page.slug}` },
        title: page.title,
        bodyHtml: page.body_html,
        updatedAt: new Date(page.updated_at).toISOString(),
      },
    };
  }

  notFound(path: string): PageData {
    return {
      page: 'not-found',
      seo: { title: title(text('seo', 'not_found_title')), description: text('seo', 'not_found_description'), canonicalPath: '/404' },
      path,
    };
  }
}

/** The `fulfillment` filter of a page url (seller pages, search); anything else is no filter. */
function fulfillmentOf(query: PageRequest['query']): FulfillmentFilterName | null {
  const parsed = fulfillmentFilterSchema.safeParse(query['fulfillment']);
  return parsed.success ? parsed.data : null;
}

function offsetCursor(offset: number): string | null {
  return offset > 0 ? Buffer.from(JSON.stringify([offset])).toString('base64url') : null;
}
