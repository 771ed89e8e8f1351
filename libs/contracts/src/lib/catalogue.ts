import { z } from 'zod';

/**
 * Catalogue entities as the gateway serves them over REST and GraphQL (storefront.md §3,
 * accounts.md §3). Money is an integer number of minor units of the site currency (đồng).
 */

export const imageSchema = z.object({
  original: z.string(),
  originalBase: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const promotionBadgeSchema = z.object({
  id: z.string(),
  promotionId: z.string(),
  text: z.string(),
  altText: z.string(),
  showInPLE: z.boolean(),
  showInPDP: z.boolean(),
  url: z.string(),
  endDate: z.string(),
});
export type PromotionBadgeView = z.infer<typeof promotionBadgeSchema>;

export const couponSchema = z.object({
  couponId: z.string(),
  name: z.string(),
  message: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  valueType: z.enum(['AMOUNT', 'PERCENT']),
  value: z.number(),
  eligibility: z.object({
    minimumPurchaseAmountInDollars: z.number(),
    minimumQuantity: z.number().int(),
  }),
  termsAndConditions: z.string(),
  vendorId: z.string(),
  variantIds: z.array(z.string()),
  status: z.string(),
});
export type CouponView = z.infer<typeof couponSchema>;

export const brandSchema = z.object({
  id: z.string(),
  gid: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  origin: z.string(),
  logo: z.string(),
  isFeatured: z.boolean(),
});
export type BrandView = z.infer<typeof brandSchema>;

export const fulfillerSchema = z.object({
  id: z.string(),
  gid: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.number().int(),
  images: z.array(z.string()),
});
export type FulfillerView = z.infer<typeof fulfillerSchema>;

export const categoryRefSchema = z.object({
  _id: z.string(),
  gid: z.string(),
  slug: z.string(),
  name: z.string(),
  path: z.string(),
});

export const productSchema = z.object({
  _id: z.string(),
  id: z.string(),
  gid: z.string(),
  slug: z.string(),
  name: z.string(),
  extendedName: z.string(),
  isAgeGated: z.boolean(),
  productType: z.number().int(),
  sampleAllowedCount: z.number().int().nullable(),
  longDescription: z.string(),
  brand: brandSchema,
  categories: z.array(categoryRefSchema),
  prop65: z.null(),
});
export type ProductView = z.infer<typeof productSchema>;

export const variantSchema = z.object({
  _id: z.string(),
  id: z.string(),
  gid: z.string(),
  slug: z.string(),
  path: z.string(),
  name: z.string(),
  extendedName: z.string(),
  nameText: z.string(),
  brandingText: z.string(),
  extendedInfoText: z.string(),
  extendedInfo2Text: z.string(),
  longDescription: z.string(),
  ingredients: z.string(),
  images: z.array(imageSchema),
  cinematicMobileImages: z.array(imageSchema),
  imageAltText: z.string(),
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  standardPrice: z.number().int(),
  salePercentage: z.number(),
  unitPrice: z.number().int(),
  unitPriceBase: z.number(),
  unitCount: z.number(),
  unitType: z.string(),
  state: z.number().int(),
  availableCount: z.number().int(),
  maxCartQuantity: z.number().int(),
  inStock: z.boolean(),
  stockStatus: z.enum(['in-stock', 'limited', 'out-of-stock', 'discontinued']),
  inventory: z.object({
    sku: z.string(),
    price: z.number().int(),
    expirationDate: z.string().nullable(),
    originPostalCode: z.string(),
    warehouse: z.string(),
    fulfiller: z.string(),
    availableCount: z.number().int(),
    totalCount: z.number().int(),
    externalIds: z.object({ barcode: z.string(), supplierCode: z.string() }),
  }),
  stats: z.object({ wishlistCount: z.number().int() }),
  variantValues: z.array(z.object({ name: z.string(), value: z.string() })),
  product: productSchema,
  fulfillmentMethodType: z.number().int(),
  fulfillerType: z.number().int(),
  fulfiller: fulfillerSchema,
  fulfillerLocation: z.object({ id: z.string(), name: z.string(), leadTime: z.number() }),
  warehouse: z.object({ id: z.string(), name: z.string() }),
  promotionBadge: promotionBadgeSchema.nullable(),
  promotionBadges: z.array(promotionBadgeSchema),
  coupons: z.array(couponSchema),
  excludedFromBackInStockNotification: z.boolean(),
  createdAt: z.string(),
});
export type VariantView = z.infer<typeof variantSchema>;

/** Product list entity: a variant (or product) with its type tag (accounts.md §3). */
export const productListEntitySchema = z.object({
  type: z.enum(['VARIANT', 'PRODUCT']),
  id: z.string(),
  variant: variantSchema,
});
export type ProductListEntityView = z.infer<typeof productListEntitySchema>;

export const categorySchema = z.object({
  _id: z.string(),
  id: z.string(),
  gid: z.string(),
  slug: z.string(),
  name: z.string(),
  display: z.string(),
  displayName: z.string(),
  path: z.string(),
  isVisible: z.boolean(),
  parentId: z.string().nullable(),
  level: z.number().int(),
  type: z.number().int(),
  isSoftCategory: z.boolean(),
  softCategoryType: z.string().nullable(),
  isPleList: z.boolean(),
  isTopPicksPage: z.boolean(),
  longDescriptionHtml: z.string(),
  color: z.string(),
  image: z.string(),
  get children() {
    return z.array(categorySchema);
  },
});
export type CategoryView = z.infer<typeof categorySchema>;

export const bannerSchema = z.object({
  id: z.string(),
  text: z.string(),
  action: z.object({
    entityType: z.string(),
    references: z.array(z.string()),
    referenceClientTitle: z.string().nullable(),
    url: z.string(),
  }),
  theme: z.object({ backgroundColor: z.string(), textColor: z.string(), image: z.string() }),
  countdownTimer: z.object({ enabled: z.boolean() }),
  endTimestamp: z.number().nullable(),
});
export type BannerView = z.infer<typeof bannerSchema>;

export const brandCountSchema = z.object({
  id: z.string(),
  gid: z.string(),
  slug: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type BrandCountView = z.infer<typeof brandCountSchema>;

export const seoSchema = z.object({
  title: z.string(),
  description: z.string(),
  canonicalPath: z.string(),
});
export type SeoView = z.infer<typeof seoSchema>;
