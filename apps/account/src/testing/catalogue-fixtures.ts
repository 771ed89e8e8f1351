import type { VariantView } from '@gio/contracts';

/**
 * Catalogue answers in the gateway's shapes, for the bulk purchase's product search (callRoute
 * checks them against the contracts, so a shape the gateway could not send fails the test).
 */
export function variantFixture(
  overrides: Partial<VariantView> = {},
  product: Partial<VariantView['product']> = {},
): VariantView {
  const gid = overrides.gid ?? 'v-sua-tuoi';
  const slug = overrides.slug ?? 'sua-tuoi-tiet-trung-1l';
  return {
    _id: `id-${gid}`,
    id: `id-${gid}`,
    gid,
    slug,
    path: `/product/${gid}/${slug}`,
    name: 'Sữa tươi tiệt trùng 1L',
    extendedName: 'Sữa tươi tiệt trùng Đà Lạt 1L',
    nameText: 'Sữa tươi tiệt trùng',
    brandingText: 'Đà Lạt Milk',
    extendedInfoText: 'Hộp 1 lít',
    extendedInfo2Text: '',
    longDescription: 'Sữa tươi nguyên chất từ cao nguyên Lâm Đồng.',
    ingredients: 'Sữa bò tươi 100%',
    images: [
      {
        original: '/api/images/sua-1.svg',
        originalBase: '/api/images/sua-1-large.svg',
        width: 512,
        height: 400,
      },
      {
        original: '/api/images/sua-2.svg',
        originalBase: '/api/images/sua-2-large.svg',
        width: 512,
        height: 400,
      },
    ],
    cinematicMobileImages: [],
    imageAltText: 'Hộp sữa tươi 1 lít',
    price: 32000,
    salePrice: null,
    standardPrice: 36000,
    salePercentage: 11,
    unitPrice: 32000,
    unitPriceBase: 1,
    unitCount: 1,
    unitType: 'hộp',
    state: 1,
    availableCount: 40,
    maxCartQuantity: 10,
    inStock: true,
    stockStatus: 'in-stock',
    inventory: {
      sku: 'SKU-SUA-1L',
      price: 32000,
      expirationDate: null,
      originPostalCode: '700000',
      warehouse: 'wh-hcm',
      fulfiller: 'f-gio',
      availableCount: 40,
      totalCount: 60,
      externalIds: { barcode: '8930000000001', supplierCode: 'DLM-1' },
    },
    stats: { wishlistCount: 127 },
    variantValues: [{ name: 'Dung tích', value: '1L' }],
    product: {
      _id: 'p-sua',
      id: 'p-sua',
      gid: 'p-sua',
      slug: 'sua-tuoi',
      name: 'Sữa tươi',
      extendedName: 'Sữa tươi Đà Lạt',
      isAgeGated: false,
      productType: 0,
      sampleAllowedCount: null,
      longDescription: '',
      brand: {
        id: 'b-dlm',
        gid: 'b-dlm',
        slug: 'da-lat-milk',
        name: 'Đà Lạt Milk',
        description: '',
        origin: 'Việt Nam',
        logo: '',
        isFeatured: true,
      },
      categories: [
        {
          _id: 'c-sua',
          gid: 'c-sua',
          slug: 'sua',
          name: 'Sữa',
          path: '/products/do-uong/c-sua/sua',
        },
      ],
      prop65: null,
      ...product,
    },
    fulfillmentMethodType: 1,
    fulfillerType: 1,
    fulfiller: {
      id: 'f-gio',
      gid: 'f-gio',
      slug: 'gio',
      name: 'Giỏ Nhanh',
      description: '',
      type: 1,
      images: [],
    },
    fulfillerLocation: { id: 'fl-1', name: 'Quận 1', leadTime: 2 },
    warehouse: { id: 'wh-hcm', name: 'Kho Hồ Chí Minh' },
    promotionBadge: null,
    promotionBadges: [],
    coupons: [],
    excludedFromBackInStockNotification: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/search/{term}: these variants, one page. */
export function searchAnswer(term: string, variants: readonly VariantView[]) {
  return {
    body: {
      data: {
        productListEntities: variants.map((variant) => ({ type: 'VARIANT' as const, id: variant.id, variant })),
        webSlugConfigs: [],
        brandCounts: [],
        brandMatches: [],
        totalCount: variants.length,
        pageInfo: { endCursor: null, hasNextPage: false },
        term,
        seo: { title: term, description: term, canonicalPath: `/products/search/${term}` },
      },
    },
  };
}
