import type {
  AddressView,
  BillingInfoView,
  Dashboard,
  NewsfeedItem,
  OrderSummaryView,
  OrderView,
  PaymentMethodView,
  SessionUser,
} from '@gio/contracts';

/**
 * Answers in the gateway's shapes. callRoute checks every answer against its contract in tests,
 * so a fixture the gateway could not send fails the test that uses it.
 */

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'usr_lan',
    email: 'khach.quen@gio.vn',
    firstName: 'Lan',
    lastName: 'Nguyễn',
    telephoneNumber: '0901234567',
    telephoneVerified: true,
    customerType: null,
    accountLevel: 0,
    clientViewType: 0,
    numSuccessfulOrders: 14,
    firstOrderEligible: false,
    creationDate: '2025-03-01T08:00:00.000Z',
    loyaltyRewardAmountInCents: 0,
    loyaltyPermission: null,
    hasPassword: true,
    socialLinks: { google: false, facebook: false, apple: false },
    organization: null,
    ...overrides,
  };
}

export const organization: NonNullable<SessionUser['organization']> = {
  id: 'org_bnv',
  name: 'Công ty TNHH Bếp Nhà Việt',
  isEnabled: true,
  logoImage: null,
  excludeAllItems: false,
  promoCodeEnabled: true,
  rewardEnabled: true,
  creditEnabled: true,
  invoice: { enabled: true, creditLimit: 50_000_000, currentOutstanding: 0 },
  achDirectDebitEnabled: false,
  defaultPaymentEnabled: true,
  bannerInterstitialsEnabled: false,
  manageUsersEnabled: true,
};

/** GET /api/session for a signed-in user. */
export function sessionAnswer(user: SessionUser | null = sessionUser()) {
  return { body: { csrfToken: 'csrf-token-from-session', user } };
}

export function savedAddress(overrides: Partial<AddressView> = {}): AddressView {
  return {
    id: 'adr_home',
    type: 1,
    businessName: null,
    firstName: 'Lan',
    lastName: 'Nguyễn',
    addressLine1: '12 Lê Lợi',
    addressLine2: null,
    ward: 'Phường Bến Nghé',
    district: 'Quận 1',
    city: 'TP. Hồ Chí Minh',
    state: null,
    stateDisplay: null,
    postalCode: null,
    country: 'VN',
    accountScope: 0,
    isDefault: true,
    createdAt: '2025-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/addresses (and the answer of the calls that change the list). */
export function addressListAnswer(addresses: AddressView[]) {
  return {
    body: {
      data: {
        addresses,
        defaultAddressId: addresses.find((address) => address.isDefault && address.accountScope === 0)?.id ?? null,
      },
    },
  };
}

export function savedCard(overrides: Partial<BillingInfoView> = {}): BillingInfoView {
  return {
    id: 'bil_visa',
    type: 'creditCard',
    brand: 'visa',
    lastFour: '4242',
    expMonth: 12,
    expYear: 2030,
    holderName: 'NGUYEN THI LAN',
    billingAddressId: null,
    isDefault: true,
    createdAt: '2025-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function paymentMethodOf(card: BillingInfoView, overrides: Partial<PaymentMethodView> = {}): PaymentMethodView {
  return {
    id: `pm_${card.id}`,
    paymentMethod: 0,
    billingInfoId: card.id,
    label: `${card.brand.toUpperCase()} •••• ${card.lastFour}`,
    isDefault: card.isDefault,
    ...overrides,
  };
}

/** GET /api/billing (and the answer of the calls that change it). */
export function billingAnswer(billingInfos: BillingInfoView[], paymentMethods: PaymentMethodView[]) {
  return {
    body: {
      data: {
        billingInfos,
        defaultBillingInfoId: billingInfos.find((card) => card.isDefault)?.id ?? null,
        paymentMethods,
      },
    },
  };
}

export function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    firstName: 'Lan',
    memberSince: '2025-03-01T08:00:00.000Z',
    numSuccessfulOrders: 14,
    loyalty: { status: 'active', points: 18500, rewardAmount: 0, usableVoucherCount: 2 },
    creditBalance: 50000,
    unreadNewsfeedCount: 2,
    availableGameCount: 1,
    invite: { promoCode: 'LAN2025', invitedCount: 3 },
    ...overrides,
  };
}

export function orderSummary(overrides: Partial<OrderSummaryView> = {}): OrderSummaryView {
  return {
    id: 'ord_1',
    gid: '100214',
    placementGid: '100214',
    orderType: 0,
    fulfillmentMethod: 1,
    createdAt: '2026-11-20T03:15:00.000Z',
    fulfillmentStatus: 5,
    fulfillmentStatusName: 'IN_TRANSIT',
    orderToFulfillerStatus: 4,
    orderToFulfillerStatusName: 'ON_FULFILLMENT_QUEUE',
    shipmentStatus: 1,
    shipmentStatusName: 'SHIPPED',
    paymentMethod: {
      id: 'pay_1',
      kind: 'sale',
      billingType: 'creditCard',
      paymentMethod: 0,
      status: 1,
      statusName: 'AUTHORIZED',
      label: 'Visa •••• 4242',
      cardBrand: 'visa',
      cardLastFour: '4242',
      amount: 235000,
      capturedAmount: 0,
      refundedAmount: 0,
    },
    isFirstOrder: false,
    expressDeliveryTimes: [],
    pricingInfo: {
      variantsSubtotalPrice: 220000,
      taxAmount: 0,
      promoDiscount: 0,
      creditDeduction: 0,
      rewardDeduction: 0,
      shippingPrice: 15000,
      expressDeliveryPrice: 0,
      bottleDepositAmount: 0,
      priceModifiers: [],
      totalPrice: 235000,
    },
    promoCodes: [],
    purchaseOrderNumber: null,
    cancellation: null,
    canCancel: false,
    attachOpenUntil: null,
    organizationOrder: false,
    itemCount: 6,
    ...overrides,
  };
}

export function orderHistoryAnswer(orders: OrderSummaryView[]) {
  return {
    body: { data: { orders, pagination: { paginationApiUrl: null, limit: 1, totalCount: orders.length } } },
  };
}

/** A page of the order history whose next page is `paginationApiUrl` (null: the last page). */
export function orderHistoryPageAnswer(orders: OrderSummaryView[], paginationApiUrl: string | null, totalCount: number) {
  return { body: { data: { orders, pagination: { paginationApiUrl, limit: 10, totalCount } } } };
}

/**
 * An open express order of the demo shopper (CONFIRMED: it can still be cancelled and its
 * picking notes changed), with two lines, a promo code and an express slot.
 */
export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  // An order answer is the history row without its item count, plus the lines and the address.
  const summary: Omit<OrderSummaryView, 'itemCount'> & Partial<OrderSummaryView> = orderSummary({
    gid: '100230',
    id: 'ord_30',
    placementGid: '100230',
    orderType: 1,
    fulfillmentMethod: 1,
    // Placed half an hour before the test runs: inside the 24-hour attach window.
    createdAt: new Date(Date.now() - 30 * 60 * 1000).toISOString(),
    fulfillmentStatus: 2,
    fulfillmentStatusName: 'CONFIRMED',
    orderToFulfillerStatus: 4,
    orderToFulfillerStatusName: 'ON_FULFILLMENT_QUEUE',
    shipmentStatus: 0,
    shipmentStatusName: 'CREATED',
    expressDeliveryTimes: [{ timeDisplay: '14:00 – 16:00 hôm nay' }],
    promoCodes: [{ code: 'TRAICAY10' }],
    pricingInfo: {
      variantsSubtotalPrice: 180000,
      taxAmount: 15000,
      promoDiscount: 18000,
      creditDeduction: 0,
      rewardDeduction: 0,
      shippingPrice: 0,
      expressDeliveryPrice: 25000,
      bottleDepositAmount: 0,
      priceModifiers: [],
      totalPrice: 187000,
    },
    canCancel: true,
    attachOpenUntil: new Date(Date.now() + 23.5 * 60 * 60 * 1000).toISOString(),
  });
  delete summary.itemCount;
  return {
    ...summary,
    orderVariants: [
      {
        variant: { id: 'var_xoai', gid: '5001', name: 'Xoài cát Hoà Lộc', path: '/products/xoai-cat-hoa-loc', image: null, imageAltText: 'Xoài cát Hoà Lộc' },
        quantity: 2,
        price: 60000,
        totalPrice: 120000,
        pickingNotes: null,
      },
      {
        variant: { id: 'var_sua', gid: '5002', name: 'Sữa tươi Đà Lạt 1 l', path: '/products/sua-tuoi-da-lat', image: null, imageAltText: 'Sữa tươi Đà Lạt' },
        quantity: 1,
        price: 60000,
        totalPrice: 60000,
        pickingNotes: 'Lấy hộp hạn dùng xa nhất',
      },
    ],
    shippingAddress: {
      firstName: 'Lan',
      lastName: 'Nguyễn',
      addressLine1: '12 Lê Lợi',
      ward: 'Phường Bến Nghé',
      district: 'Quận 1',
      city: 'TP. Hồ Chí Minh',
      postalCode: '700000',
    },
    deliveryInstructions: null,
    ...overrides,
  };
}

export function orderAnswer(order: OrderView) {
  return { body: { data: { order } } };
}

export const CANCELLATION_REASONS = [
  { id: 'changed_mind', label: 'Tôi đổi ý, không cần mua nữa' },
  { id: 'wrong_items', label: 'Tôi đặt nhầm sản phẩm hoặc số lượng' },
  { id: 'other', label: 'Lý do khác' },
];

export function cancellationReasonsAnswer(reasons = CANCELLATION_REASONS) {
  return { body: { data: { cancellationReasons: reasons } } };
}

export function newsItem(overrides: Partial<NewsfeedItem> = {}): NewsfeedItem {
  return {
    id: 'news_1',
    kind: 'promotion',
    title: 'Tuần lễ trái cây Việt',
    body: 'Giảm 20% xoài cát Hoà Lộc đến hết Chủ nhật.',
    url: '/m/trai-cay-viet',
    publishedAt: '2026-11-24T01:00:00.000Z',
    isNew: true,
    ...overrides,
  };
}

export function newsfeedAnswer(items: NewsfeedItem[]) {
  return { body: { data: { items, page: 1, hasMore: false, lastReadAt: null } } };
}

export function newsfeedTimeAnswer(unreadCount: number) {
  return { body: { data: { time: null, lastReadAt: null, unreadCount } } };
}
