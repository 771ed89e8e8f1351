/**
 * GraphQL SDL of the catalogue operations (storefront.md §7, accounts.md §7 "GraphQL"), served
 * at POST /api/graphql. Money is the `Money` scalar: an integer number of minor units that may
 * exceed 32 bits (GraphQL `Int` is 32-bit; VND amounts outgrow it).
 */
export const catalogueTypeDefs = /* GraphQL */ `
  "Integer amount in minor units of the site currency (đồng); 53-bit safe, never a float."
  scalar Money

  enum PleSort {
    RELEVANCE
    PRICE_ASC
    PRICE_DESC
    NEWEST
    BEST_SELLING
  }

  enum FulfillmentFilter {
    LOCAL_DELIVERY
    IN_STORE_PICKUP
  }

  enum SearchType {
    "The query is the shopper's words (the default)."
    KEYWORD
    "The query is a brand's gid: the brand's products in the brand page's order."
    BRAND
  }

  input PlesOptions {
    "Page size; default 6 (Limits.DEFAULT_PAGE_LIMIT), at most 60."
    limit: Int
    "endCursor of the previous page."
    cursor: String
    "Brand gids."
    brands: [ID!]
    sort: PleSort
    inStockOnly: Boolean
    fulfillment: FulfillmentFilter
  }

  input FulltextSearchOptions {
    query: String!
    searchType: SearchType
  }

  input ClassificationOptions {
    inStockOnly: Boolean
    "Variant gids left out of the result."
    excludeVariants: [ID!]
    serviceType: FulfillmentFilter
    "Product gid whose variants are left out (the product being viewed)."
    skipProduct: ID
  }

  type PageInfo {
    endCursor: String
    hasNextPage: Boolean!
  }

  type Image {
    original: String!
    originalBase: String!
    width: Int!
    height: Int!
  }

  type Brand {
    id: ID!
    gid: ID!
    slug: String!
    name: String!
    description: String!
    origin: String!
    logo: String!
    isFeatured: Boolean!
  }

  type Fulfiller {
    id: ID!
    gid: ID!
    slug: String!
    name: String!
    description: String!
    type: Int!
    images: [String!]!
  }

  type FulfillerLocation {
    id: ID!
    name: String!
    leadTime: Int!
  }

  type Warehouse {
    id: ID!
    name: String!
  }

  type Promotion {
    id: ID!
    name: String!
    startDate: String!
    endDate: String!
  }

  type PromotionBadge {
    id: ID!
    promotionId: ID!
    promotion: Promotion
    text: String!
    altText: String!
    showInPLE: Boolean!
    showInPDP: Boolean!
    url: String!
    endDate: String!
  }

  type CouponEligibility {
    minimumPurchaseAmountInDollars: Money!
    minimumQuantity: Int!
  }

  type Coupon {
    couponId: ID!
    name: String!
    message: String!
    startDate: String!
    endDate: String!
    valueType: String!
    value: Money!
    eligibility: CouponEligibility!
    termsAndConditions: String!
    vendorId: ID!
    variantIds: [ID!]!
    status: String!
  }

  type VariantValue {
    name: String!
    value: String!
  }

  type ExternalIds {
    barcode: String!
    supplierCode: String!
  }

  type Inventory {
    sku: String!
    price: Money!
    expirationDate: String
    originPostalCode: String!
    warehouse: ID!
    fulfiller: ID!
    availableCount: Int!
    totalCount: Int!
    externalIds: ExternalIds!
  }

  type VariantStats {
    wishlistCount: Int!
  }

  type CategoryRef {
    _id: ID!
    gid: ID!
    slug: String!
    name: String!
    path: String!
  }

  type Product {
    _id: ID!
    id: ID!
    gid: ID!
    slug: String!
    name: String!
    extendedName: String!
    isAgeGated: Boolean!
    productType: Int!
    sampleAllowedCount: Int
    longDescription: String!
    brand: Brand!
    categories: [CategoryRef!]!
    variants: [Variant!]!
  }

  type Variant {
    _id: ID!
    id: ID!
    gid: ID!
    slug: String!
    path: String!
    name: String!
    extendedName: String!
    nameText: String!
    brandingText: String!
    extendedInfoText: String!
    extendedInfo2Text: String!
    longDescription: String!
    ingredients: String!
    images: [Image!]!
    cinematicMobileImages: [Image!]!
    imageAltText: String!
    price: Money!
    salePrice: Money
    standardPrice: Money!
    salePercentage: Float!
    "Price formatted for display (vi-VN, site currency)."
    priceDisplay: String!
    unitPrice: Money!
    unitPriceBase: Float!
    unitCount: Float!
    unitType: String!
    state: Int!
    availableCount: Int!
    maxCartQuantity: Int!
    inStock: Boolean!
    stockStatus: String!
    inventory: Inventory!
    stats: VariantStats!
    variantValues: [VariantValue!]!
    product: Product!
    brand: Brand!
    fulfillmentMethodType: Int!
    fulfillerType: Int!
    fulfiller: Fulfiller!
    fulfillerLocation: FulfillerLocation!
    warehouse: Warehouse!
    promotionBadge: PromotionBadge
    promotionBadges: [PromotionBadge!]!
    coupons: [Coupon!]!
    excludedFromBackInStockNotification: Boolean!
    createdAt: String!
  }

  enum PleType {
    VARIANT
    PRODUCT
  }

  "Product list entity: a variant or a product with its type tag."
  type ProductListEntity {
    type: PleType!
    id: ID!
    variant: Variant
    product: Product
  }

  type BrandCount {
    id: ID!
    gid: ID!
    slug: String!
    name: String!
    count: Int!
  }

  type PlesPage {
    productListEntities: [ProductListEntity!]!
    pageInfo: PageInfo!
    totalCount: Int
    brandCounts: [BrandCount!]
  }

  type Category {
    _id: ID!
    id: ID!
    gid: ID!
    slug: String!
    name: String!
    display: String!
    displayName: String!
    path: String!
    isVisible: Boolean!
    level: Int!
    "6 regular, previously ordered or custom; 5 soft."
    type: Int!
    isSoftCategory: Boolean!
    softCategoryType: String
    isPleList: Boolean!
    isTopPicksPage: Boolean!
    longDescriptionHtml: String!
    color: String!
    image: String!
    children: [Category!]!
  }

  type VariantRelationship {
    _id: ID!
    variantId: ID!
    type: Int!
    relatedVariant: Variant!
  }

  type Query {
    plesByCategoryGid(categoryGid: ID!, plesOptions: PlesOptions): PlesPage!
    plesFullTextSearch(fulltextSearchOptions: FulltextSearchOptions!, plesOptions: PlesOptions): PlesPage!
    plesByClassification(classifications: [Int!]!, limit: Int, options: ClassificationOptions): PlesPage!
    plesBySoftCategoryType(softCategoryType: String!, rootVariantGid: ID, limit: Int): PlesPage!
    plesBySoftCategoryGid(softCategoryGid: ID!, plesOptions: PlesOptions): PlesPage!
    variantRelationships(variantIds: [ID!]!, relationshipType: Int = 6, limit: Int = 1): [VariantRelationship!]!
    "Category list fetch by gids; without gids, the visible top level."
    categories(gids: [ID!]): [Category!]!
    "Soft-category list fetch by gids; without gids, every soft category."
    softCategories(gids: [ID!]): [Category!]!
  }
`;
