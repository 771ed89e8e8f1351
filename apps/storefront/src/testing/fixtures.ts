import type {
  BannerView,
  CategoryPayload,
  CartView,
  CategoryView,
  PageData,
  VariantView,
} from '@gio/contracts';
import type { PageOf } from '../lib/page-data';

/**
 * Page-data fixtures in the exact shapes the gateway answers (libs/contracts `pageDataSchema`,
 * built by apps/gateway/src/pages/page-service.ts); `fixtures.spec.ts` parses each one with the
 * schema so that a change of the contract breaks these tests, not the shop.
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

export function categoryFixture(overrides: Partial<CategoryView> = {}): CategoryView {
  return {
    _id: 'c-sua',
    id: 'c-sua',
    gid: 'c-sua',
    slug: 'sua',
    name: 'Sữa',
    display: 'Sữa',
    displayName: 'Sữa các loại',
    path: '/products/do-uong/c-sua/sua',
    isVisible: true,
    parentId: 'c-do-uong',
    level: 2,
    type: 0,
    isSoftCategory: false,
    softCategoryType: null,
    isPleList: false,
    isTopPicksPage: false,
    longDescriptionHtml: '<p>Sữa tươi, sữa chua và sữa hạt.</p>',
    color: '#ffffff',
    image: '',
    children: [],
    ...overrides,
  };
}

export function bannerFixture(overrides: Partial<BannerView> = {}): BannerView {
  return {
    id: 'bn-1',
    text: 'Giảm 20% rau củ tươi cuối tuần',
    action: {
      entityType: 'ACTION',
      references: ['al-1'],
      referenceClientTitle: 'Rau củ giảm giá',
      url: '/products/action/al-1?title=Rau%20c%E1%BB%A7',
    },
    theme: { backgroundColor: '#0a7d32', textColor: '#ffffff', image: '' },
    countdownTimer: { enabled: false },
    endTimestamp: null,
    ...overrides,
  };
}

export function payloadFixture(
  variants: VariantView[],
  overrides: Partial<CategoryPayload> = {},
): CategoryPayload {
  return {
    products: variants.map((variant) => ({ type: 'VARIANT', id: variant.id, variant })),
    pagination: {
      paginationApiUrl: null,
      hasNextCategory: false,
      page: 1,
      range: 24,
      totalCount: variants.length,
    },
    banner: null,
    brandTexts: { list: [], selectedList: [] },
    sampleTopPicksId: null,
    isTopPicksPage: false,
    seo: {
      title: 'Sữa | Giỏ',
      description: 'Mua sữa',
      canonicalPath: '/products/do-uong/c-sua/sua',
    },
    ...overrides,
  };
}

const seo = (title: string, canonicalPath: string) => ({
  title,
  description: `${title}: mô tả`,
  canonicalPath,
});

export function homeFixture(): PageOf<'home'> {
  return {
    page: 'home',
    seo: seo('Đi chợ online giá tốt mỗi ngày | Giỏ', '/'),
    banners: [bannerFixture()],
    modules: [
      {
        id: 'mod-1',
        kind: 'PRODUCT_SLIDER',
        title: 'Bán chạy tuần này',
        banners: [],
        categories: [],
        productListEntities: [{ type: 'VARIANT', id: 'id-v-sua-tuoi', variant: variantFixture() }],
        deferredProducts: null,
        bodyHtml: null,
      },
    ],
    categoryTree: [categoryFixture()],
    categoryRootGid: 'c-root',
    defaultCategoryPath: '/products/do-uong/c-sua/sua',
  };
}

/** A category as breadcrumbs and module links carry it: without children. */
export function withoutChildren(category: CategoryView): Omit<CategoryView, 'children'> {
  const rest: Partial<CategoryView> = { ...category };
  delete rest.children;
  return rest as Omit<CategoryView, 'children'>;
}

export function categoryPageFixture(overrides: Partial<CategoryPayload> = {}): PageOf<'category'> {
  const category = categoryFixture({
    children: [
      categoryFixture({
        _id: 'c-sua-tuoi',
        id: 'c-sua-tuoi',
        gid: 'c-sua-tuoi',
        slug: 'sua-tuoi',
        name: 'Sữa tươi',
        displayName: 'Sữa tươi',
        path: '/products/do-uong/c-sua-tuoi/sua-tuoi',
        level: 3,
      }),
    ],
  });
  return {
    page: 'category',
    seo: seo('Sữa | Giỏ', category.path),
    category,
    breadcrumbs: [
      withoutChildren(
        categoryFixture({
          _id: 'c-do-uong',
          id: 'c-do-uong',
          gid: 'c-do-uong',
          slug: 'do-uong',
          name: 'Đồ uống',
          displayName: 'Đồ uống',
          path: '/products/do-uong/c-do-uong/do-uong',
        }),
      ),
      withoutChildren(category),
    ],
    payload: payloadFixture(
      [
        variantFixture(),
        variantFixture({ gid: 'v-sua-chua', slug: 'sua-chua', name: 'Sữa chua có đường' }),
      ],
      overrides,
    ),
  };
}

export function productPageFixture(variant: VariantView = variantFixture()): PageOf<'product'> {
  return {
    page: 'product',
    seo: seo(`${variant.extendedName} — giá 32.000 ₫ | Giỏ`, variant.path),
    variant,
    siblings: [],
    breadcrumbs: [],
  };
}

export function searchPageFixture(term: string, payload: CategoryPayload | null): PageOf<'search'> {
  return {
    page: 'search',
    seo: seo(
      `Tìm kiếm “${term}” | Giỏ`,
      term ? `/products/search/${encodeURIComponent(term)}` : '/products/search',
    ),
    term,
    sort: 'RELEVANCE',
    payload,
    topSearches: ['sữa tươi', 'gạo ST25', 'nước mắm'],
  };
}

export function notFoundFixture(path: string): PageData {
  return { page: 'not-found', seo: seo('Không tìm thấy trang | Giỏ', '/404'), path };
}

/** A cart as `GET /api/carts/sync` and `PUT /api/carts/change` answer it, with these lines. */
export function cartFixture(lines: { variant: VariantView; quantity: number }[] = []): CartView {
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = lines.reduce((sum, line) => sum + line.variant.price * line.quantity, 0);
  return {
    id: lines.length > 0 ? 'cart-1' : null,
    scope: 'guest',
    organization: null,
    cartVariants: lines.map(({ variant, quantity }) => ({
      variant,
      quantity,
      warehouse: variant.warehouse.id,
      user: null,
      guest: true,
      fulfillerLocation: variant.fulfillerLocation.id,
      fulfillmentMethod: variant.fulfillmentMethodType,
      fulfillerType: variant.fulfillerType,
      customerItemPickingNotes: null,
      price: variant.price,
      subtotal: variant.price * quantity,
      maxPurchasable: variant.maxCartQuantity,
      remaining: Math.max(variant.maxCartQuantity - quantity, 0),
      limitReached: quantity >= variant.maxCartQuantity,
      unavailable: false,
      addedAt: '2026-01-01T00:00:00.000Z',
    })),
    groups: [],
    isMultiCart: false,
    isInvalid: false,
    overallOrderMinimumMet: true,
    subtotal,
    totalQuantity: total,
    badge: total > 99 ? '99+' : String(total),
    samples: { count: 0, allowed: 3 },
    offers: { promoVariants: [] },
    permissions: { canEdit: true, canPlaceOrder: true, canSubmitForApproval: false },
    ageConfirmed: false,
    addToCartMaxAtOnce: 50,
    updatedAt: null,
  };
}

/** The answer of `PUT /api/carts/change` that sets one variant's quantity in an empty cart. */
export function cartChangeAnswer(variant: VariantView, quantity: number, previousQuantity = 0) {
  return {
    data: {
      cart: cartFixture(quantity > 0 ? [{ variant, quantity }] : []),
      change: {
        variantId: variant.id,
        previousQuantity,
        quantity,
        operation: previousQuantity === 0 ? 'add' : quantity === 0 ? 'remove' : 'change',
        infoMessage: null,
      },
    },
  };
}
