/**
 * The shape of a generated demo shop: the contract between this generator and the gateway,
 * which writes it into PostgreSQL.
 *
 * Shape rules (so that each top-level array maps to one table):
 * - Every top-level field except `meta` and `siteConfig` is an array of flat records.
 * - `id` is the primary key (a prefixed string such as `var_000042`); `gid` is the public id
 *   used in storefront URLs (a decimal string, unique within its entity). The spec's `_id` is
 *   the same value as `id`.
 * - Foreign keys end in `Id` (or `Ids` for a small ordered editorial list) and always resolve
 *   within the same `DemoShop`. Catalogue-sized many-to-many relations are join arrays
 *   (`productCategories`, `softCategoryMembers`, `variantPromotionBadges`, `couponVariants`,
 *   `actionListVariants`, `highlightListVariants`, `variantRelationships`).
 * - Nested objects (`seo`, `inventory`, `theme`, `action`, `images`...) are 1:1 value objects:
 *   store them as columns with a prefix or as jsonb.
 * - Money is an integer number of đồng (VND has no minor unit). Use a 64-bit column: prices of a
 *   whole order overflow 32 bits quickly in VND.
 * - Timestamps are ISO 8601 strings in UTC; dates relative to "now" are computed from
 *   `meta.baseDate`, never from the clock, so output is reproducible.
 * - Artwork is referenced by key (`artworks[].key`); the gateway renders it with the SVG
 *   functions of this package.
 */
import type {
  CategoryKind,
  FulfillerType,
  FulfillmentMethod,
  InterstitialActionType,
  ProductType,
  PromoType,
  VariantState,
} from '@gio/domain-enums';

/** ISO 8601 timestamp in UTC, for example `2026-11-01T00:00:00.000Z`. */
export type IsoTimestamp = string;
/** Calendar date `YYYY-MM-DD` (expiration dates). */
export type IsoDate = string;
/** An integer amount of đồng. */
export type Dong = number;
/** Key of an entry of `DemoShop.artworks`, for example `product/2000042/1`. */
export type ArtworkKey = string;

/** Search-engine data of a category, text page or module page (storefront.md §3 "seo"). */
export interface Seo {
  title: string;
  description: string;
  /** Canonical path on the storefront, for example `/t/gioi-thieu`. */
  canonicalPath: string;
}

// ---------------------------------------------------------------------------------------------
// Site configuration
// ---------------------------------------------------------------------------------------------

// One schema in @gio/contracts: the seed writes a value of it, the gateway reads it.
import type { SiteConfig } from '@gio/contracts';
export type {
  AppStoreLinks,
  FeatureFlags,
  FreeShippingAudience,
  SiteConfig,
  SupportContact,
} from '@gio/contracts';

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

/**
 * Soft-category kinds used by plesBySoftCategoryType (storefront.md §7). A soft category's
 * members are variants listed in `softCategoryMembers`.
 */
export type SoftCategoryType =
  | 'PDP_MODULE_RELATED_VARIANTS'
  | 'HOME_BEST_SELLERS'
  | 'HOME_NEW_ARRIVALS'
  | 'HOME_DEALS'
  | 'CART_RECOMMENDATIONS'
  | 'SAMPLE_TOP_PICKS';

export interface Category {
  id: string;
  gid: string;
  /** ASCII, lowercase, hyphenated; unique across categories. */
  slug: string;
  /** Short name in menus and the left-hand tree. */
  name: string;
  /** Heading on the category page (may be longer than `name`). */
  displayName: string;
  /** Storefront path of the category page: `/products/{level-1 slug}/{gid}/{slug}`. */
  path: string;
  isVisible: boolean;
  /** Null only for the root category. */
  parentId: string | null;
  /** 0 root, 1 department, 2 aisle, 3 shelf. Soft and special categories sit at level 1. */
  level: number;
  /** Order among siblings, from 0. */
  position: number;
  /** CategoryKind: 6 for regular, previously-ordered and custom categories, 5 for soft ones. */
  type: CategoryKind;
  isSoftCategory: boolean;
  /** Set when `isSoftCategory`; members are in `softCategoryMembers`. */
  softCategoryType: SoftCategoryType | null;
  /** A product-list-entity list page rather than a browse category. */
  isPleList: boolean;
  /** The previously-ordered category (type 6): its members are computed per user from orders. */
  isPreviouslyOrdered: boolean;
  isTopPicksPage: boolean;
  /** On a top-picks page: id of the soft category (SAMPLE_TOP_PICKS) whose samples it shows. */
  sampleTopPicksId: string | null;
  longDescriptionHtml: string;
  seo: Seo;
  /** Category-page banner (storefront.md §2), a `banners[].id`. */
  bannerId: string | null;
  /** Tile artwork, a key of `artworks`. */
  artworkKey: ArtworkKey;
  /** Brand colour of the department, `#rrggbb`; children inherit it. */
  color: string;
}

export interface Brand {
  id: string;
  gid: string;
  slug: string;
  name: string;
  description: string;
  /** Country of origin in Vietnamese, for example `Việt Nam`, `Nhật Bản`. */
  origin: string;
  logoArtworkKey: ArtworkKey;
  /** Shown first in brand lists. */
  isFeatured: boolean;
}

export interface Product {
  id: string;
  gid: string;
  slug: string;
  name: string;
  /** Name with the brand, for example `Sữa tươi tiệt trùng Vinamilk`. */
  extendedName: string;
  brandId: string;
  /** The deepest category the product is filed under; it is also in `productCategories`. */
  primaryCategoryId: string;
  /** Beer and wine: the age gate opens before the product page and before add-to-cart. */
  isAgeGated: boolean;
  /** ProductType: 1 is a sample. */
  productType: ProductType;
  /** For samples: how many of this sample one user may receive; null otherwise. */
  sampleAllowedCount: number | null;
  longDescription: string;
  createdAt: IsoTimestamp;
}

/** Membership of a product in a regular category (a product is in its shelf and its aisle). */
export interface ProductCategory {
  productId: string;
  categoryId: string;
  position: number;
}

/** Ordered membership of a variant in a soft category. */
export interface SoftCategoryMember {
  categoryId: string;
  variantId: string;
  position: number;
}

export type UnitType = 'g' | 'kg' | 'ml' | 'l' | 'cái' | 'gói' | 'hộp' | 'chai' | 'lon' | 'túi' | 'vỉ' | 'bó' | 'khay' | 'cuộn';

export interface VariantImage {
  /** The full-size image (spec `original`). */
  original: ArtworkKey;
  /** The image before overlays (spec `originalBase`); the demo uses the same artwork. */
  originalBase: ArtworkKey;
  width: number;
  height: number;
}

/** One option that distinguishes variants of one product, for example size or flavour. */
export interface VariantValue {
  /** Option name, for example `Dung tích`, `Hương vị`, `Khối lượng`. */
  name: string;
  value: string;
}

export interface VariantInventory {
  /** Unique stock-keeping unit. */
  sku: string;
  /** Price the fulfiller sells at; equals the variant's `price` in the demo. */
  price: Dong;
  /** Set for fresh and chilled goods only. */
  expirationDate: IsoDate | null;
  /** Postal code of the goods' origin (Vietnamese 5-digit code; imports: port of entry). */
  originPostalCode: string;
  warehouseId: string;
  fulfillerId: string;
  /** Stock on hand including reserved units; `availableCount` is on the variant. */
  totalCount: number;
  /** Identifiers in outside systems (spec "external ids"). */
  externalIds: { barcode: string; supplierCode: string };
}

/**
 * A sellable item (storefront.md §3 "Variant"). `name` is the name without the brand and with
 * the pack size (`Sữa tươi tiệt trùng có đường 1L`). Derived flags such as `inStock` are not
 * stored: the stock rules of `@gio/domain-stock` compute them from `state` and `availableCount`.
 */
export interface Variant {
  id: string;
  gid: string;
  productId: string;
  slug: string;
  name: string;
  /** Full display name with brand and size, for example `Sữa tươi tiệt trùng Vinamilk có đường 1L`. */
  extendedName: string;
  /**
   * Short name without brand and pack size, for example `Sữa tươi tiệt trùng có đường`
   * (spec `nameText`); drawn on the product artwork.
   */
  nameText: string;
  /** Brand line above the name. */
  brandingText: string;
  /** First extra line, for example the origin. */
  extendedInfoText: string;
  /** Second extra line, for example storage advice. */
  extendedInfo2Text: string;
  /** The product's description; sizes of one product share it. */
  longDescription: string;
  /** Empty string for goods without an ingredient list (household goods). */
  ingredients: string;
  images: VariantImage[];
  imageAltText: string;
  /** Current selling price. */
  price: Dong;
  /** Sale price when on sale (then equal to `price`), else null. */
  salePrice: Dong | null;
  /** Regular (list) price; above `price` when on sale. */
  standardPrice: Dong;
  /** Whole percent saved against `standardPrice`, 0 when not on sale. */
  salePercentage: number;
  /** Price per `unitPriceBase` of `unitType`, rounded to whole đồng. */
  unitPrice: Dong;
  /** Quantity the unit price refers to, for example 100 (per 100 g) or 1 (per l). */
  unitPriceBase: number;
  /** Amount of `unitType` in one pack: 1000 with `g` is a 1 kg bag. */
  unitCount: number;
  unitType: UnitType;
  /** VariantState: 1 active, 2 out of stock (with availableCount 0), 0 discontinued. */
  state: VariantState;
  availableCount: number;
  maxCartQuantity: number;
  variantValues: VariantValue[];
  inventory: VariantInventory;
  fulfillmentMethodType: FulfillmentMethod;
  fulfillerType: FulfillerType;
  fulfillerLocationId: string;
  /** The back-in-stock dialog does nothing for these. */
  excludedFromBackInStockNotification: boolean;
  stats: { wishlistCount: number };
  /** Units sold, for the best-selling sort. */
  salesCount: number;
  createdAt: IsoTimestamp;
}

/** A promotion campaign that badges point to. */
export interface Promotion {
  id: string;
  name: string;
  startDate: IsoTimestamp;
  endDate: IsoTimestamp;
}

/** Badge on product tiles (PLE) and the product page (PDP) (accounts.md §3). */
export interface PromotionBadge {
  id: string;
  promotionId: string;
  text: string;
  altText: string;
  showInPLE: boolean;
  showInPDP: boolean;
  /** Storefront link of the badge (a deals page or action list). */
  url: string;
  /** Countdown target; some are after `meta.baseDate`, some before (expired). */
  endDate: IsoTimestamp;
}

export interface VariantPromotionBadge {
  variantId: string;
  promotionBadgeId: string;
}

export type CouponStatus = 'ACTIVE' | 'SCHEDULED' | 'EXPIRED';

/** A clippable coupon on variants (accounts.md §3 "Coupon on a variant"). */
export interface Coupon {
  couponId: string;
  name: string;
  message: string;
  startDate: IsoTimestamp;
  endDate: IsoTimestamp;
  /** `AMOUNT`: `value` is đồng off; `PERCENT`: `value` is whole percent off. */
  valueType: 'AMOUNT' | 'PERCENT';
  value: number;
  eligibility: {
    /** Minimum purchase in đồng (the spec's field name keeps "InDollars"; the unit is the site currency). */
    minimumPurchaseAmountInDollars: Dong;
    minimumQuantity: number;
  };
  termsAndConditions: string;
  /** The brand that funds the coupon, a `brands[].id`. */
  vendorId: string;
  status: CouponStatus;
}

/** The variants a coupon applies to (the spec's `coupon.variantIds`). */
export interface CouponVariant {
  couponId: string;
  variantId: string;
}

/** Relationship types; 6 is the spec's default (storefront.md §9), 7 is this shop's complement. */
export const VariantRelationshipType = { RELATED: 6, COMPLEMENT: 7 } as const;
export type VariantRelationshipType =
  (typeof VariantRelationshipType)[keyof typeof VariantRelationshipType];

/** Variant relationship (accounts.md §3: _id, relatedVariant). */
export interface VariantRelationship {
  id: string;
  variantId: string;
  relatedVariantId: string;
  type: VariantRelationshipType;
  position: number;
}

// ---------------------------------------------------------------------------------------------
// Fulfilment
// ---------------------------------------------------------------------------------------------

export interface Fulfiller {
  id: string;
  /** Public id and slug, for seller module pages. */
  gid: string;
  slug: string;
  name: string;
  description: string;
  /** FulfillerType: 4 express (Giỏ Nhanh), 9 standard, 8 marketplace seller. */
  type: FulfillerType;
  images: ArtworkKey[];
}

/** Vietnamese address parts (storefront.md §3 "Address display fields"). */
export interface Address {
  addressLine1: string;
  ward: string;
  district: string;
  city: string;
  /** Province or centrally governed city. */
  state: string;
  postalCode: string;
}

export interface Warehouse {
  id: string;
  name: string;
  fulfillerId: string;
  address: Address;
}

export interface FulfillerLocation {
  id: string;
  fulfillerId: string;
  warehouseId: string;
  name: string;
  /** Hours from order to delivery or pick-up readiness. */
  leadTime: number;
  /** FulfillmentMethod numbers offered here. */
  fulfillmentMethodTypes: FulfillmentMethod[];
}

/** Shipping speed types; 6 is free shipping (storefront.md §9), the rest are this shop's. */
export const ShippingSpeedType = { STANDARD: 1, FAST: 2, TWO_HOUR: 3, FREE: 6 } as const;
export type ShippingSpeedType = (typeof ShippingSpeedType)[keyof typeof ShippingSpeedType];

/**
 * One rate of a shipping config. The config of a cart group is every row sharing its
 * fulfillerType × fulfillmentMethodType (and `fulfillerId` when set).
 * A rate applies from an order subtotal of `price`; the shopper pays `flatPrice`.
 * Free shipping is a row with flatPrice 0 and speedType 6; its `price` is the threshold
 * (0 means free at any amount).
 */
export interface ShippingConfig {
  id: string;
  fulfillerType: FulfillerType;
  fulfillmentMethodType: FulfillmentMethod;
  /** Null: applies to every fulfiller of the type. */
  fulfillerId: string | null;
  name: string;
  price: Dong;
  flatPrice: Dong;
  speedType: ShippingSpeedType;
}

/** A weekly express delivery window, from which checkout builds concrete slots. */
export interface ExpressDeliverySlotTemplate {
  id: string;
  fulfillerLocationId: string;
  /** 0 Sunday … 6 Saturday. */
  dayOfWeek: number;
  /** Local time `HH:mm` in Asia/Ho_Chi_Minh. */
  startTime: string;
  endTime: string;
  /** Orders the window accepts. */
  capacity: number;
  /** Express delivery price for this window. */
  price: Dong;
}

// ---------------------------------------------------------------------------------------------
// Merchandising and content
// ---------------------------------------------------------------------------------------------

/**
 * Banner link kinds of storefront.md §2 and what `references` holds:
 * ACTION_LIST [actionListId] with `referenceClientTitle` as the ?title=;
 * PRODUCT [variant gid, variant slug]; HIGHLIGHT [highlight gid, slug];
 * CATEGORY [category gid, slug]; SEARCH [term]; URL [absolute url].
 */
export type BannerEntityType = 'ACTION_LIST' | 'PRODUCT' | 'HIGHLIGHT' | 'CATEGORY' | 'SEARCH' | 'URL';

export interface BannerAction {
  entityType: BannerEntityType;
  references: string[];
  referenceClientTitle: string | null;
}

export type BannerPlacement = 'HOME_SLIDER' | 'CATEGORY' | 'MODULE_PAGE';

export interface Banner {
  id: string;
  text: string;
  action: BannerAction;
  theme: { backgroundColor: string; textColor: string; artworkKey: ArtworkKey };
  countdownTimer: { enabled: boolean };
  /** Countdown end in Unix seconds; null when the banner has no countdown. */
  endTimestamp: number | null;
  placement: BannerPlacement;
  position: number;
}

/** An action product list, reached at /products/action/{id}?title=... */
export interface ActionList {
  id: string;
  title: string;
  description: string;
}

export interface ActionListVariant {
  actionListId: string;
  variantId: string;
  position: number;
}

/** A highlight list, reached at /products/highlight/{gid}/{slug}. */
export interface HighlightList {
  id: string;
  gid: string;
  slug: string;
  title: string;
  description: string;
}

export interface HighlightListVariant {
  highlightListId: string;
  variantId: string;
  position: number;
}

export type ModulePageKind = 'SELLER' | 'DEALS' | 'CAMPAIGN';

/** A landing page at /m/:slug. */
export interface ModulePage {
  id: string;
  slug: string;
  title: string;
  kind: ModulePageKind;
  /** For SELLER pages, the marketplace seller. */
  fulfillerId: string | null;
  descriptionHtml: string;
  seo: Seo;
}

export type PageModuleKind =
  | 'BANNER_SLIDER'
  | 'PRODUCT_SLIDER'
  | 'CATEGORY_TILES'
  | 'SELLER_PRODUCTS'
  | 'TEXT';

/**
 * One block of the home page (`modulePageId` null) or of a module page, in `position` order.
 * Which reference is set depends on `kind`: BANNER_SLIDER → bannerIds; PRODUCT_SLIDER →
 * softCategoryId or actionListId; CATEGORY_TILES → categoryIds; SELLER_PRODUCTS → fulfillerId;
 * TEXT → bodyHtml.
 */
export interface PageModule {
  id: string;
  modulePageId: string | null;
  position: number;
  kind: PageModuleKind;
  title: string;
  bannerIds: string[];
  softCategoryId: string | null;
  actionListId: string | null;
  categoryIds: string[];
  fulfillerId: string | null;
  bodyHtml: string | null;
}

/** A text page at /t/:slug. */
export interface TextPage {
  id: string;
  slug: string;
  title: string;
  bodyHtml: string;
  seo: Seo;
  updatedAt: IsoTimestamp;
}

/** Pages an interstitial may appear on (storefront.md §4 "Interstitials"). */
export type InterstitialPage = 'HOME' | 'CATEGORY' | 'EXPRESS_CATEGORY' | 'PRODUCT' | 'SEARCH' | 'MODULE';

/** Web template types; 3 is the product carousel (storefront.md §3). */
export const InterstitialWebTemplate = { IMAGE: 1, TEXT: 2, PRODUCT_CAROUSEL: 3 } as const;
export type InterstitialWebTemplate =
  (typeof InterstitialWebTemplate)[keyof typeof InterstitialWebTemplate];

export interface Interstitial {
  /** The spec's `_id`, stored in the shopper's seen list. */
  id: string;
  /** 0 redirect (tracked as a redirect, storefront.md §4); 1 show a pop-up. */
  interstitialActionType: (typeof InterstitialActionType)['REDIRECT'] | 1;
  interstitialWebTemplateType: InterstitialWebTemplate;
  title: string;
  body: string;
  artworkKey: ArtworkKey | null;
  /** For template 3: the carousel's products. */
  actionListId: string | null;
  /** For action type 0 or a call-to-action button: a storefront path or absolute url. */
  url: string | null;
  pages: InterstitialPage[];
  startDate: IsoTimestamp;
  endDate: IsoTimestamp;
  /** Lower shows first. */
  priority: number;
}

export interface SearchTerm {
  term: string;
  position: number;
}

/** Promo codes typed at checkout (accounts.md §4 promo types). Kept simple for later work. */
export interface PromoCode {
  id: string;
  code: string;
  promoType: PromoType;
  description: string;
  discountType: 'AMOUNT' | 'PERCENT' | 'FREE_SHIPPING';
  /** Đồng for AMOUNT, whole percent for PERCENT, 0 for FREE_SHIPPING. */
  value: number;
  /** Cap of a PERCENT discount, in đồng; null for no cap. */
  maxDiscount: Dong | null;
  minimumPurchase: Dong;
  firstOrderOnly: boolean;
  usesPerCustomer: number;
  startDate: IsoTimestamp;
  endDate: IsoTimestamp;
}

// ---------------------------------------------------------------------------------------------
// Artwork
// ---------------------------------------------------------------------------------------------

export type ArtworkKind = 'product' | 'brand' | 'banner' | 'category' | 'fulfiller' | 'interstitial';

/** The picture shapes product artwork draws. */
export type ArtworkMotif = 'bottle' | 'box' | 'bag' | 'can' | 'produce' | 'jar' | 'tray' | 'tube' | 'pack';

/** What the SVG functions need to draw one picture. */
export interface Artwork {
  key: ArtworkKey;
  kind: ArtworkKind;
  /** Main text drawn on the picture (a short name, brand name or banner text). */
  label: string;
  /** Second, smaller line (size, tagline); empty for none. */
  sublabel: string;
  background: string;
  foreground: string;
  accent: string;
  motif: ArtworkMotif;
  width: number;
  height: number;
}

// ---------------------------------------------------------------------------------------------
// The whole shop
// ---------------------------------------------------------------------------------------------

export interface DemoShopMeta {
  seed: number;
  /** "Now" of the demo, for dates and countdowns. */
  baseDate: IsoTimestamp;
  variantCount: number;
  /** Bumped when the shape of `DemoShop` changes. */
  schemaVersion: number;
}

export interface DemoShop {
  meta: DemoShopMeta;
  siteConfig: SiteConfig;
  categories: Category[];
  productCategories: ProductCategory[];
  softCategoryMembers: SoftCategoryMember[];
  brands: Brand[];
  products: Product[];
  variants: Variant[];
  variantRelationships: VariantRelationship[];
  promotions: Promotion[];
  promotionBadges: PromotionBadge[];
  variantPromotionBadges: VariantPromotionBadge[];
  coupons: Coupon[];
  couponVariants: CouponVariant[];
  fulfillers: Fulfiller[];
  warehouses: Warehouse[];
  fulfillerLocations: FulfillerLocation[];
  shippingConfigs: ShippingConfig[];
  expressDeliverySlotTemplates: ExpressDeliverySlotTemplate[];
  banners: Banner[];
  actionLists: ActionList[];
  actionListVariants: ActionListVariant[];
  highlightLists: HighlightList[];
  highlightListVariants: HighlightListVariant[];
  modulePages: ModulePage[];
  pageModules: PageModule[];
  textPages: TextPage[];
  interstitials: Interstitial[];
  topSearches: SearchTerm[];
  searchNoResultsSuggestions: SearchTerm[];
  promoCodes: PromoCode[];
  artworks: Artwork[];
}

/** Options of `generateDemoShop`. */
export interface DemoShopOptions {
  /** PRNG seed; the same seed gives deep-equal output. Default 1. */
  seed?: number;
  /** Number of variants. Default 2000. */
  variants?: number;
  /** "Now" of the demo, ISO date or timestamp. Default `2026-11-01`. */
  baseDate?: string;
}
