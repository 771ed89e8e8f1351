import type {
  BannerView,
  BrandView,
  CategoryView,
  CouponView,
  FulfillerView,
  ProductListEntityView,
  ProductView,
  PromotionBadgeView,
  VariantView,
} from '@gio/contracts';
import { isUnavailable, stockStatus } from '@gio/domain-stock';
import type { SiteConfig } from '@gio/contracts';
import type { CatalogueLoaders } from './loaders';
import { variantBadges } from './reference-data';
import type { BadgeRow, BannerRow, BrandRow, CategoryRow, CouponRow, FulfillerRow, ProductRow, VariantRow } from './rows';

/** Public URL of a generated artwork. */
export function imageUrl(artworkKey: string): string {
  return `/api/images/${artworkKey}.svg`;
}

/** Storefront path of a product page (storefront.md §2: /product/:gid/:slug). */
export function variantPath(row: Pick<VariantRow, 'gid' | 'slug'>): string {
  return `/product/${row.gid}/${row.slug}`;
}

export function brandView(row: BrandRow): BrandView {
  return {
    id: row.id,
    gid: row.gid,
    slug: row.slug,
    name: row.name,
    description: row.description,
    origin: row.origin,
    logo: imageUrl(row.logo_artwork_key),
    isFeatured: row.is_featured,
  };
}

export function fulfillerView(row: FulfillerRow): FulfillerView {
  return {
    id: row.id,
    gid: row.gid,
    slug: row.slug,
    name: row.name,
    description: row.description,
    type: row.type,
    images: row.images.map(imageUrl),
  };
}

export function badgeView(row: BadgeRow): PromotionBadgeView {
  return {
    id: row.id,
    promotionId: row.promotion_id,
    text: row.text,
    altText: row.alt_text,
    showInPLE: row.show_in_ple,
    showInPDP: row.show_in_pdp,
    url: row.url,
    endDate: new Date(row.end_date).toISOString(),
  };
}

export function couponView(row: CouponRow): CouponView {
  return {
    couponId: row.id,
    name: row.name,
    message: row.details.message,
    startDate: new Date(row.start_date).toISOString(),
    endDate: new Date(row.end_date).toISOString(),
    valueType: row.value_type,
    value: row.value,
    eligibility: {
      minimumPurchaseAmountInDollars: row.minimum_purchase,
      minimumQuantity: row.minimum_quantity,
    },
    termsAndConditions: row.details.termsAndConditions,
    vendorId: row.vendor_id,
    variantIds: row.variant_ids,
    status: row.status,
  };
}

type CategoryBase = Omit<CategoryView, 'children'>;

export function categoryBaseView(row: CategoryRow): CategoryBase {
  return {
    _id: row.id,
    id: row.id,
    gid: row.gid,
    slug: row.slug,
    name: row.name,
    display: row.name,
    displayName: row.display_name,
    path: row.path,
    isVisible: row.is_visible,
    parentId: row.parent_id,
    level: row.level,
    type: row.type,
    isSoftCategory: row.is_soft_category,
    softCategoryType: row.soft_category_type,
    isPleList: row.is_ple_list,
    isTopPicksPage: row.is_top_picks_page,
    longDescriptionHtml: row.long_description_html,
    color: row.color,
    image: imageUrl(row.artwork_key),
  };
}

/** Storefront url a banner action leads to (storefront.md §2 "Banner links"). */
export function bannerActionUrl(action: BannerRow['action']): string {
  const [first = '', second = ''] = action.references;
  switch (action.entityType) {
    case 'ACTION_LIST': {
      const title = action.referenceClientTitle ? `?title=${encodeURIComponent(action.referenceClientTitle)}` : '';
      return `/products/action/${first}${title}`;
    }
    case 'PRODUCT':
      return `/product/${first}/${second}`;
    case 'HIGHLIGHT':
      return `/products/highlight/${first}/${second}`;
    case 'CATEGORY':
      return `/products/category/${first}/${second}`;
    case 'SEARCH':
      return `/products/search/${encodeURIComponent(first)}`;
    default:
      return first;
  }
}

export function bannerView(row: BannerRow): BannerView {
  return {
    id: row.id,
    text: row.text,
    action: { ...row.action, url: bannerActionUrl(row.action) },
    theme: {
      backgroundColor: row.theme.backgroundColor,
      textColor: row.theme.textColor,
      image: imageUrl(row.theme.artworkKey),
    },
    countdownTimer: { enabled: row.countdown_enabled },
    endTimestamp: row.end_timestamp,
  };
}

/** Fields of a variant that need no other table; GraphQL resolves the rest through loaders. */
export function variantBaseView(row: VariantRow, site: Pick<SiteConfig, 'lastFewThreshold'>) {
  const stock = { state: row.state, availableCount: row.available_count, productType: row.product_type };
  const d = row.details;
  const images = d.images.map((image) => ({
    original: imageUrl(image.original),
    originalBase: imageUrl(image.originalBase),
    width: image.width,
    height: image.height,
  }));
  return {
    _id: row.id,
    id: row.id,
    gid: row.gid,
    slug: row.slug,
    path: variantPath(row),
    name: row.name,
    extendedName: row.extended_name,
    nameText: d.nameText,
    brandingText: d.brandingText,
    extendedInfoText: d.extendedInfoText,
    extendedInfo2Text: d.extendedInfo2Text,
    longDescription: d.longDescription,
    ingredients: d.ingredients,
    images,
    cinematicMobileImages: [] as typeof images,
    imageAltText: d.imageAltText,
    price: row.price,
    salePrice: row.sale_price,
    standardPrice: row.standard_price,
    salePercentage: row.sale_percentage,
    unitPrice: row.unit_price,
    unitPriceBase: d.unitPriceBase,
    unitCount: d.unitCount,
    unitType: d.unitType,
    state: row.state,
    availableCount: row.available_count,
    maxCartQuantity: row.max_cart_quantity,
    inStock: !isUnavailable(stock),
    stockStatus: stockStatus(stock, site.lastFewThreshold),
    inventory: {
      sku: d.inventory.sku,
      price: row.price,
      expirationDate: d.inventory.expirationDate,
      originPostalCode: d.inventory.originPostalCode,
      warehouse: row.warehouse_id,
      fulfiller: row.fulfiller_id,
      availableCount: row.available_count,
      totalCount: d.inventory.totalCount,
      externalIds: d.inventory.externalIds,
    },
    stats: { wishlistCount: row.wishlist_count },
    variantValues: d.variantValues,
    fulfillmentMethodType: row.fulfillment_method_type,
    fulfillerType: row.fulfiller_type,
    excludedFromBackInStockNotification: row.excluded_from_back_in_stock,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`catalogue integrity: ${what} is missing`);
  return value;
}

export async function productView(row: ProductRow, loaders: CatalogueLoaders): Promise<ProductView> {
  const brand = loaders.reference.brands.get(row.brand_id) ?? null;
  const categories = await loaders.categoriesByProduct.load(row.id);
  return {
    _id: row.id,
    id: row.id,
    gid: row.gid,
    slug: row.slug,
    name: row.name,
    extendedName: row.extended_name,
    isAgeGated: row.is_age_gated,
    productType: row.product_type,
    sampleAllowedCount: row.sample_allowed_count,
    longDescription: row.long_description,
    brand: brandView(required(brand, `brand ${row.brand_id}`)),
    categories: categories.map((c) => ({ _id: c.id, gid: c.gid, slug: c.slug, name: c.name, path: c.path })),
    prop65: null,
  };
}

/** The whole variant of the REST contract, every relation fetched through the loaders. */
export async function variantView(
  row: VariantRow,
  loaders: CatalogueLoaders,
  site: Pick<SiteConfig, 'lastFewThreshold'>,
): Promise<VariantView> {
  const { reference } = loaders;
  const product = row.product ?? (await loaders.product.load(row.product_id));
  const fulfiller = reference.fulfillers.get(row.fulfiller_id) ?? null;
  const badgeViews = variantBadges(reference, row.badge_ids).map(badgeView);
  const coupons = reference.couponsByVariant.get(row.id) ?? [];
  const loc = required(reference.fulfillerLocations.get(row.fulfiller_location_id) ?? null, `fulfiller location ${row.fulfiller_location_id}`);
  const wh = required(reference.warehouses.get(row.warehouse_id) ?? null, `warehouse ${row.warehouse_id}`);
  return {
    ...variantBaseView(row, site),
    product: await productView(required(product, `product ${row.product_id}`), loaders),
    fulfiller: fulfillerView(required(fulfiller, `fulfiller ${row.fulfiller_id}`)),
    fulfillerLocation: { id: loc.id, name: loc.name, leadTime: loc.lead_time },
    warehouse: { id: wh.id, name: wh.name },
    promotionBadge: badgeViews.find((badge) => badge.showInPLE) ?? badgeViews[0] ?? null,
    promotionBadges: badgeViews,
    coupons: coupons.map(couponView),
  };
}

export async function variantViews(
  rows: readonly VariantRow[],
  loaders: CatalogueLoaders,
  site: Pick<SiteConfig, 'lastFewThreshold'>,
): Promise<VariantView[]> {
  return Promise.all(rows.map((row) => variantView(row, loaders, site)));
}

export async function pleViews(
  rows: readonly VariantRow[],
  loaders: CatalogueLoaders,
  site: Pick<SiteConfig, 'lastFewThreshold'>,
): Promise<ProductListEntityView[]> {
  const variants = await variantViews(rows, loaders, site);
  return variants.map((variant) => ({ type: 'VARIANT' as const, id: variant.id, variant }));
}
