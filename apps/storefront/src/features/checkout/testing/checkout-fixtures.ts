import type { CheckoutData } from '@gio/contracts';
import type { PageOf } from '../../../lib/page-data';
import { notFoundFixture } from '../../../testing/fixtures';

type Info = CheckoutData['checkoutInfo'];

/** What the gateway offers a personal user of the demo shop (fasspay off, iPay88 and Payoo on). */
export const OFFERED_TO_PERSONAL_USER: Info['settings']['availableBillingTypes'] = [
  'creditCard',
  'paypal',
  'applePay',
  'googlePay',
  'venmo',
  'paymentOnFulfillment',
  'ipay88',
  'payoo',
];

/**
 * A signed-in shopper's checkout as GET /api/checkout answers it: one saved address, a standard
 * and an express group, a saved card; override what a test needs (everything complete by default
 * except what the overrides take away).
 */
export function checkoutDataFixture(overrides: Partial<Info> = {}): CheckoutData {
  const pricing = {
    totalPrice: 215000,
    variantsSubtotalPrice: 214000,
    taxAmount: 19455,
    promoDiscount: 0,
    rewardDeduction: 0,
    appliedRewardCredit: 0,
    shippingPrice: 15000,
    expressDeliveryPrice: 20000,
    creditDeduction: 34000,
    bottleDepositAmount: 0,
    priceModifiers: [],
  };
  const info: Info = {
    settings: {
      telephoneRequired: false,
      vatEnabled: false,
      loyaltyEnabled: false,
      bankAccountAvailable: false,
      // A personal user of the demo shop: fasspay switched off, iPay88 and Payoo on.
      availableBillingTypes: OFFERED_TO_PERSONAL_USER,
    },
    user: { telephoneNumber: '0901234567', isInvoiceUser: false },
    pricingInfo: pricing,
    billingInfos: [{ id: 'card-1', type: 'creditCard', label: 'Visa •••• 4242' }],
    defaultBillingInfoId: 'card-1',
    deliveryTimes: [
      {
        id: 'slot-a_20261123',
        timeDisplay: 'Thứ Hai 23/11, 08:00–10:00',
        date: '2026-11-23',
        startTime: '08:00',
        endTime: '10:00',
        price: 20000,
        remaining: 3,
        available: true,
      },
      {
        id: 'slot-b_20261123',
        timeDisplay: 'Thứ Hai 23/11, 10:00–12:00',
        date: '2026-11-23',
        startTime: '10:00',
        endTime: '12:00',
        price: 20000,
        remaining: 0,
        available: false,
      },
    ],
    shippingAddresses: [
      { id: 'addr-1', firstName: 'Lan', lastName: 'Nguyễn', addressLine1: '12 Lê Lợi', ward: 'Bến Nghé', district: 'Quận 1', city: 'Hồ Chí Minh' },
    ],
    appliedPromoCodes: [],
    vouchers: [],
    fulfillmentRequests: [
      { id: '1_1', fulfillerType: 1, fulfillmentMethod: 1, orderType: 0, variantIds: ['v-1'], pricingInfo: pricing },
      { id: '4_1', fulfillerType: 4, fulfillmentMethod: 1, orderType: 1, variantIds: ['v-2'], pricingInfo: pricing },
    ],
    isPickupOnly: false,
    pickupAddress: null,
    lastPaymentInfo: null,
    pendingOrder: null,
    selectedDelivery: {
      shippingAddressId: 'addr-1',
      expressDeliveryOptionId: 'slot-a_20261123',
      standardOrderDeliveryInstructions: '',
      marketplaceAddressId: null,
    },
    vat: { information: null, notNeeded: false },
    billing: { selection: { type: 'creditCard', billingInfoId: 'card-1' }, applyUserCredits: false, purchaseOrderNumber: null },
    loyalty: { memberId: null, selection: null },
    ...overrides,
  };
  return {
    checkoutInfo: info,
    extras: {
      lines: [
        { variantId: 'v-1', name: 'Sữa tươi 1L', quantity: 2, unitPrice: 32000, totalPrice: 64000, groupIdentifier: '1_1', customerItemPickingNotes: null },
        { variantId: 'v-2', name: 'Cá hồi phi lê', quantity: 1, unitPrice: 150000, totalPrice: 150000, groupIdentifier: '4_1', customerItemPickingNotes: null },
      ],
      userCreditBalance: 0,
      rewardBalanceCents: 0,
      billingData: null,
      selectedSavedPaymentMethodId: null,
      steps: [],
      readyToPlaceOrder: true,
      refreshUrl: '/api/checkout',
    },
    goToStep: null,
  };
}

const orderPageSeo = notFoundFixture('/confirmation').seo;

/** /order-pending page data while the hosted payment page has not decided (payment PENDING 9). */
export function orderPendingFixture(overrides: Partial<PageOf<'order-pending'>> = {}): PageOf<'order-pending'> {
  return {
    page: 'order-pending',
    seo: orderPageSeo,
    placementGid: '700001',
    paymentStatus: 9,
    continueUrl: '/fasspay-web?payment=pay-1&token=tok-1',
    confirmationUrl: '/confirmation?placement=700001',
    ...overrides,
  };
}

/** /confirmation page data of a placed order paid by card, with its survey. */
export function confirmationFixture(overrides: Partial<PageOf<'confirmation'>> = {}): PageOf<'confirmation'> {
  return {
    page: 'confirmation',
    seo: orderPageSeo,
    placementGid: '700001',
    status: 'confirmed',
    declineReason: null,
    payment: {
      id: 'pay-1',
      kind: 'sale',
      billingType: 'creditCard',
      paymentMethod: 0,
      status: 1,
      statusName: 'AUTHORIZED',
      label: 'Visa •••• 4242',
      cardBrand: 'visa',
    } as never,
    totalPrice: 215000,
    isFirstOrder: true,
    orders: [],
    survey: {
      _id: 'survey-1',
      status: 'active',
      title: 'Bạn thấy lần mua sắm này thế nào?',
      questions: [
        { id: 'q1', text: 'Chấm điểm trải nghiệm', type: 'rating', required: true, options: [] },
        { id: 'q2', text: 'Góp ý thêm', type: 'text', required: false, options: [] },
      ],
    },
    ...overrides,
  };
}
