import type { ListedVariantFragment, PlesPageFieldsFragment } from '../lib/apollo/operations';

/** A variant as the `ListedVariant` fragment answers it (every field, with its `__typename`s). */
export function listedVariantAnswer(
  id: string,
  overrides: Partial<ListedVariantFragment> = {},
): ListedVariantFragment {
  return {
    __typename: 'Variant',
    _id: id,
    id,
    gid: `g-${id}`,
    slug: `san-pham-${id}`,
    path: `/product/g-${id}/san-pham-${id}`,
    name: `Sản phẩm ${id}`,
    extendedName: `Sản phẩm ${id} 1kg`,
    brandingText: 'Giỏ',
    extendedInfoText: 'Túi 1kg',
    images: [
      {
        __typename: 'Image',
        original: `/img/${id}.svg`,
        originalBase: '',
        width: 512,
        height: 400,
      },
    ],
    imageAltText: `Sản phẩm ${id}`,
    price: 25_000,
    salePrice: null,
    standardPrice: 25_000,
    salePercentage: 0,
    unitPrice: 25_000,
    unitPriceBase: 1,
    unitCount: 1,
    unitType: 'túi',
    state: 1,
    availableCount: 10,
    maxCartQuantity: 10,
    inStock: true,
    stockStatus: 'in-stock',
    fulfillmentMethodType: 1,
    fulfillerType: 1,
    fulfillerLocation: { __typename: 'FulfillerLocation', id: 'fl-1', name: 'Quận 1', leadTime: 2 },
    warehouse: { __typename: 'Warehouse', id: 'wh-1', name: 'Kho 1' },
    promotionBadge: null,
    promotionBadges: [],
    excludedFromBackInStockNotification: false,
    product: {
      __typename: 'Product',
      _id: `p-${id}`,
      id: `p-${id}`,
      gid: `gp-${id}`,
      slug: `san-pham-${id}`,
      name: `Sản phẩm ${id}`,
      isAgeGated: false,
      productType: 0,
      sampleAllowedCount: null,
      brand: { __typename: 'Brand', id: 'b-1', gid: 'gb-1', slug: 'gio', name: 'Giỏ' },
    },
    ...overrides,
  };
}

/** A `PlesPage` of these variant ids, whose next page starts at `endCursor` (null: the end). */
export function plesPageAnswer(
  ids: readonly string[],
  endCursor: string | null,
  totalCount: number | null = null,
): PlesPageFieldsFragment {
  return {
    __typename: 'PlesPage',
    productListEntities: ids.map((id) => ({
      __typename: 'ProductListEntity',
      type: 'VARIANT',
      id,
      variant: listedVariantAnswer(id),
    })),
    pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage: endCursor !== null },
    totalCount,
  };
}
