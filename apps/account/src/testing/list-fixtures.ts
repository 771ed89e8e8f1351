import type { CartView, FavoriteView, ShoppingListView, VariantView } from '@gio/contracts';

/**
 * Favourites, shopping lists and bulk-add answers in the gateway's shapes (libs/contracts
 * lists.ts and carts.ts); `callRoute` checks every answer against its contract, so a fixture the
 * gateway could not send fails the test that uses it.
 */

export function variant(
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

function cartOf(lines: { variant: VariantView; quantity: number }[] = []): CartView {
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

export function favorite(v: VariantView = variant()): FavoriteView {
  return { variantId: v.id, addedAt: '2026-11-20T03:15:00.000Z', variant: v };
}

export function favoritesAnswer(favorites: FavoriteView[]) {
  return { body: { data: { favorites } } };
}

export function shoppingList(
  lines: { variant: VariantView; quantity: number }[] = [],
  overrides: Partial<ShoppingListView> = {},
): ShoppingListView {
  return {
    shoppingListId: 'sl_1',
    gid: 'gl-tuan',
    name: 'Đi chợ cuối tuần',
    listName: 'Đi chợ cuối tuần',
    reminder: null,
    lineCount: lines.length,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    createdAt: '2026-11-01T03:15:00.000Z',
    updatedAt: '2026-11-20T03:15:00.000Z',
    listVariant: lines.map((line) => ({
      variantId: line.variant.id,
      quantity: line.quantity,
      addedAt: '2026-11-20T03:15:00.000Z',
      variant: line.variant,
    })),
    ...overrides,
  };
}

export function listAnswer(list: ShoppingListView) {
  return { body: { data: { shoppingList: list } } };
}

export function listsAnswer(lists: ShoppingListView[]) {
  const summaryOf = (list: ShoppingListView) => {
    const summary: Partial<ShoppingListView> = { ...list };
    delete summary.listVariant;
    return summary;
  };
  return { body: { data: { shoppingLists: lists.map(summaryOf) } } };
}

type Outcome = { variantId: string; requested: number; added: number; status: 'added' | 'capped' | 'refused'; reason: string | null };

/** A bulk add's answer (add-variants-by-ids, add-list): the cart afterwards and each item's outcome. */
export function cartItemsAnswer(lines: { variant: VariantView; quantity: number }[], items: Outcome[]) {
  return {
    body: {
      data: {
        cart: cartOf(lines),
        items: items.map((item) => ({ ...item, quantity: item.added })),
      },
    },
  };
}
