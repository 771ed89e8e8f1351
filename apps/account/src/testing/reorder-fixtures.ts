import type {
  AttachPreviewView,
  CartItemOutcome,
  CartView,
  OrderView,
  PreviouslyOrderedPageView,
  ReorderPreview,
  VariantView,
} from '@gio/contracts';
import { orderSummary } from './fixtures';
import { searchAnswer } from './catalogue-fixtures';

export { searchAnswer };

/**
 * Fixtures of the order-again, add-items and reorder pages, in the gateway's shapes (checked
 * against the contracts by `callRoute` when the app reads them).
 */

type PreviewLine = ReorderPreview['lines'][number];

export function reorderLine(id: string, overrides: Partial<PreviewLine> = {}): PreviewLine {
  return {
    variant: {
      id,
      gid: `g-${id}`,
      name: `Sản phẩm ${id}`,
      path: `/product/g-${id}/san-pham-${id}`,
      image: null,
      imageAltText: `Sản phẩm ${id}`,
    },
    status: 'unchanged',
    orderedQuantity: 2,
    quantity: 2,
    orderedPrice: 30_000,
    currentPrice: 30_000,
    priceChanged: false,
    alternative: null,
    ...overrides,
  };
}

export function reorderPreviewAnswer(lines: PreviewLine[], orderGid = '100214') {
  return { body: { data: { preview: { orderGid, createdAt: '2026-11-20T03:15:00.000Z', lines } } } };
}

/** A variant as the catalogue answers it (search results). */
export function variantView(id: string, overrides: Partial<VariantView> = {}): VariantView {
  return {
    _id: id,
    id,
    gid: `g-${id}`,
    slug: `san-pham-${id}`,
    path: `/product/g-${id}/san-pham-${id}`,
    name: `Sản phẩm ${id}`,
    extendedName: `Sản phẩm ${id} 1kg`,
    nameText: `Sản phẩm ${id}`,
    brandingText: 'Giỏ',
    extendedInfoText: 'Túi 1kg',
    extendedInfo2Text: '',
    longDescription: '',
    ingredients: '',
    images: [],
    cinematicMobileImages: [],
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
    inventory: {
      sku: `SKU-${id}`,
      price: 25_000,
      expirationDate: null,
      originPostalCode: '700000',
      warehouse: 'wh-1',
      fulfiller: 'f-1',
      availableCount: 10,
      totalCount: 10,
      externalIds: { barcode: '', supplierCode: '' },
    },
    stats: { wishlistCount: 0 },
    variantValues: [],
    product: {
      _id: `p-${id}`,
      id: `p-${id}`,
      gid: `gp-${id}`,
      slug: `san-pham-${id}`,
      name: `Sản phẩm ${id}`,
      extendedName: `Sản phẩm ${id}`,
      isAgeGated: false,
      productType: 0,
      sampleAllowedCount: null,
      longDescription: '',
      brand: { id: 'b-1', gid: 'gb-1', slug: 'gio', name: 'Giỏ', description: '', origin: 'Việt Nam', logo: '', isFeatured: false },
      categories: [],
      prop65: null,
    },
    fulfillmentMethodType: 0,
    fulfillerType: 9,
    fulfiller: { id: 'f-1', gid: 'f-1', slug: 'gio', name: 'Giỏ', description: '', type: 9, images: [] },
    fulfillerLocation: { id: 'fl-1', name: 'Kho 1', leadTime: 2 },
    warehouse: { id: 'wh-1', name: 'Kho 1' },
    promotionBadge: null,
    promotionBadges: [],
    coupons: [],
    excludedFromBackInStockNotification: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An empty cart of `totalQuantity` units (the pages read only the units from it). */
export function cartOf(totalQuantity: number): CartView {
  return {
    id: 'cart-1',
    scope: 'personal',
    organization: null,
    cartVariants: [],
    groups: [],
    isMultiCart: false,
    isInvalid: false,
    overallOrderMinimumMet: true,
    subtotal: 0,
    totalQuantity,
    badge: String(totalQuantity),
    samples: { count: 0, allowed: 3 },
    offers: { promoVariants: [] },
    permissions: { canEdit: true, canPlaceOrder: true, canSubmitForApproval: false },
    ageConfirmed: false,
    addToCartMaxAtOnce: 50,
    updatedAt: null,
  };
}

export function cartItemsAnswer(items: CartItemOutcome[], totalQuantity: number) {
  return { body: { data: { cart: cartOf(totalQuantity), items } } };
}

export function outcome(variantId: string, requested: number, added: number): CartItemOutcome {
  return {
    variantId,
    requested,
    added,
    quantity: added,
    status: added === 0 ? 'refused' : added < requested ? 'capped' : 'added',
    reason: added < requested ? 'QUANTITY_LIMIT_EXCEEDED' : null,
  };
}

type BoughtProduct = PreviouslyOrderedPageView['products'][number];

export function boughtProduct(id: string, overrides: Partial<BoughtProduct> = {}): BoughtProduct {
  return {
    variant: { id, gid: `g-${id}`, name: `Sản phẩm ${id}`, path: `/product/g-${id}/san-pham-${id}`, image: null, imageAltText: id },
    price: 45_000,
    available: true,
    timesOrdered: 3,
    totalQuantity: 5,
    lastOrderedAt: '2026-11-20T03:15:00.000Z',
    ...overrides,
  };
}

export function previouslyOrderedAnswer(products: BoughtProduct[], { page = 1, range = 24, totalCount = products.length } = {}) {
  const hasNext = page * range < totalCount;
  return {
    body: {
      data: {
        category: { type: 6, name: 'Đã mua trước đây' },
        products,
        pagination: {
          paginationApiUrl: hasNext ? `/api/previously-ordered/${page + 1}/${range}` : null,
          hasNextCategory: hasNext,
          page,
          range,
          totalCount,
        },
      },
    },
  };
}

/** An order as GET /api/order/{gid} answers it: open for attaching until `attachOpenUntil`. */
export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  const summary: Partial<ReturnType<typeof orderSummary>> = orderSummary({
    fulfillmentStatus: 1,
    fulfillmentStatusName: 'RECEIVED',
    attachOpenUntil: '2026-11-21T03:15:00.000Z',
  });
  // The history's row count is not part of the order itself.
  delete summary.itemCount;
  return {
    ...(summary as Omit<ReturnType<typeof orderSummary>, 'itemCount'>),
    orderVariants: [
      {
        variant: { id: 'rice', gid: 'g-rice', name: 'Gạo ST25', path: '/product/g-rice/gao', image: null, imageAltText: 'Gạo' },
        quantity: 1,
        price: 220_000,
        totalPrice: 220_000,
        pickingNotes: null,
      },
    ],
    shippingAddress: null,
    deliveryInstructions: null,
    ...overrides,
  };
}

export function orderAnswer(order: OrderView) {
  return { body: { data: { order } } };
}


export function attachPreviewAnswer(preview: Partial<AttachPreviewView> & Pick<AttachPreviewView, 'lines'>) {
  const addedTotal = preview.lines.reduce((sum, line) => sum + line.totalPrice, 0);
  return {
    body: {
      data: {
        preview: {
          orderGid: '100214',
          addedTotal,
          newTotalPrice: 235_000 + addedTotal,
          attachOpenUntil: '2026-11-21T03:15:00.000Z',
          canAttach: preview.lines.every((line) => line.available),
          ...preview,
        },
      },
    },
  };
}
