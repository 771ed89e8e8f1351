import type {
  ListedEntityView,
  ListedVariantView,
  ProductListEntityView,
  VariantView,
} from '@gio/contracts';

/**
 * The listed shape of a variant (libs/contracts `listedVariantSchema`): what a product tile and
 * the cart add flow read. Lists in page data are sent in this shape so that a first load
 * carries a few hundred bytes per tile instead of the whole variant.
 */
export function toListedVariant(variant: VariantView): ListedVariantView {
  const { product } = variant;
  return {
    _id: variant._id,
    id: variant.id,
    gid: variant.gid,
    slug: variant.slug,
    path: variant.path,
    name: variant.name,
    extendedName: variant.extendedName,
    brandingText: variant.brandingText,
    extendedInfoText: variant.extendedInfoText,
    // A tile shows the first image only.
    images: variant.images.slice(0, 1),
    imageAltText: variant.imageAltText,
    price: variant.price,
    salePrice: variant.salePrice,
    standardPrice: variant.standardPrice,
    salePercentage: variant.salePercentage,
    unitPrice: variant.unitPrice,
    unitPriceBase: variant.unitPriceBase,
    unitCount: variant.unitCount,
    unitType: variant.unitType,
    state: variant.state,
    availableCount: variant.availableCount,
    maxCartQuantity: variant.maxCartQuantity,
    inStock: variant.inStock,
    stockStatus: variant.stockStatus,
    fulfillmentMethodType: variant.fulfillmentMethodType,
    fulfillerType: variant.fulfillerType,
    fulfillerLocation: variant.fulfillerLocation,
    warehouse: variant.warehouse,
    promotionBadge: variant.promotionBadge,
    promotionBadges: variant.promotionBadges.filter((badge) => badge.showInPLE),
    excludedFromBackInStockNotification: variant.excludedFromBackInStockNotification,
    product: {
      _id: product._id,
      id: product.id,
      gid: product.gid,
      slug: product.slug,
      name: product.name,
      isAgeGated: product.isAgeGated,
      productType: product.productType,
      sampleAllowedCount: product.sampleAllowedCount,
      brand: {
        id: product.brand.id,
        gid: product.brand.gid,
        slug: product.brand.slug,
        name: product.brand.name,
      },
    },
  };
}

/** A product list entity of page data with its listed variant. */
export function toListedEntity(entity: ProductListEntityView): ListedEntityView {
  return { type: entity.type, id: entity.id, variant: toListedVariant(entity.variant) };
}
