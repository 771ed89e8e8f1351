import { BillingType, isReadyToPlaceOrder, type CheckoutInfo } from '@gio/domain-checkout';
import {
  checkoutInfoSchema,
  checkoutRoutes,
  CheckoutErrorCode,
  VOUCHER_MESSAGES,
} from './checkout';

const info = {
  settings: {
    telephoneRequired: true,
    vatEnabled: true,
    loyaltyEnabled: false,
    bankAccountAvailable: false,
    availableBillingTypes: [BillingType.CREDIT_CARD, BillingType.PAYMENT_ON_FULFILLMENT, BillingType.PAYOO],
  },
  user: { telephoneNumber: '0901234567', isInvoiceUser: false },
  pricingInfo: {
    totalPrice: 120_000,
    variantsSubtotalPrice: 90_000,
    taxAmount: 8_182,
    promoDiscount: 0,
    rewardDeduction: 0,
    appliedRewardCredit: 0,
    shippingPrice: 30_000,
    expressDeliveryPrice: 0,
    creditDeduction: 0,
    bottleDepositAmount: 0,
    priceModifiers: [],
  },
  billingInfos: [],
  defaultBillingInfoId: null,
  deliveryTimes: [],
  shippingAddresses: [
    { id: 'adr_1', addressLine1: '12 Nguyễn Huệ', city: 'Thành phố Hồ Chí Minh' },
  ],
  appliedPromoCodes: [],
  vouchers: [],
  fulfillmentRequests: [
    {
      id: '9_0',
      fulfillerType: 9,
      fulfillmentMethod: 0,
      orderType: 0,
      variantIds: ['v1'],
      pricingInfo: null,
    },
  ],
  isPickupOnly: false,
  pickupAddress: null,
  lastPaymentInfo: null,
  pendingOrder: null,
  selectedDelivery: {
    shippingAddressId: 'adr_1',
    expressDeliveryOptionId: null,
    standardOrderDeliveryInstructions: '',
    marketplaceAddressId: null,
  },
  vat: { information: null, notNeeded: true },
  billing: {
    selection: { type: BillingType.PAYMENT_ON_FULFILLMENT, billingInfoId: null },
    applyUserCredits: false,
    purchaseOrderNumber: null,
  },
  loyalty: { memberId: null, selection: null },
};

describe('checkout contract', () => {
  it('carries the domain CheckoutInfo the checkout machine runs on', () => {
    const parsed = checkoutInfoSchema.parse({
      ...info,
      fulfillmentRequests: [{ ...info.fulfillmentRequests[0], pricingInfo: info.pricingInfo }],
    });
    expect(isReadyToPlaceOrder(parsed as unknown as CheckoutInfo)).toBe(true);
    expect(() =>
      checkoutInfoSchema.parse({
        ...info,
        billing: { ...info.billing, selection: { type: 'bitcoin', billingInfoId: null } },
      }),
    ).toThrow();
    expect(() =>
      checkoutInfoSchema.parse({ ...info, settings: { ...info.settings, availableBillingTypes: ['cash'] } }),
    ).toThrow();
  });

  it('refuses a delivery info that names nothing, and fractional money', () => {
    expect(checkoutRoutes.setDeliveryInfo.body.safeParse({ deliveryInfo: {} }).success).toBe(false);
    expect(
      checkoutRoutes.setDeliveryInfo.body.safeParse({ deliveryInfo: { shippingAddressId: null } })
        .success,
    ).toBe(true);
    expect(checkoutRoutes.placeOrder.body.safeParse({ expectedTotal: 10.5 }).success).toBe(false);
    expect(checkoutRoutes.placeOrder.body.parse({})).toEqual({ payment: {} });
  });

  it('limits promo-code batches and checks billing types', () => {
    expect(checkoutRoutes.addPromoCodes.body.safeParse({ promoCodes: [] }).success).toBe(false);
    expect(
      checkoutRoutes.setBillingType.body.safeParse({ type: 'payoo', data: { bankCode: 'VCB' } })
        .success,
    ).toBe(true);
    expect(checkoutRoutes.setBillingType.body.safeParse({ type: 'cash' }).success).toBe(false);
  });

  it('answers the spec’s voucher messages and distinct error codes', () => {
    expect(VOUCHER_MESSAGES).toEqual({
      apply: 'Cannot apply vouchers',
      remove: 'Cannot remove voucher',
    });
    const codes = Object.values(CheckoutErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
