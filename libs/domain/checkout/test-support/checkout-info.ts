import { FulfillerType, FulfillmentMethod } from '@gio/domain-enums';
import { BILLING_TYPES } from '../src/lib/billing-type';
import type { CheckoutInfo, CheckoutSettings, FulfillmentRequest } from '../src/lib/checkout-info';

/** Test-only: builders for checkout infos. Not exported from the library. */

export const ALL_ON: CheckoutSettings = {
  telephoneRequired: true,
  vatEnabled: true,
  loyaltyEnabled: true,
  bankAccountAvailable: true,
  availableBillingTypes: BILLING_TYPES,
};

/** Every optional step off; billing still offers every type, so billing rules read as in ALL_ON. */
export const ALL_OFF: CheckoutSettings = {
  telephoneRequired: false,
  vatEnabled: false,
  loyaltyEnabled: false,
  bankAccountAvailable: false,
  availableBillingTypes: BILLING_TYPES,
};

export const expressRequest: FulfillmentRequest = {
  id: 'req-express',
  fulfillerType: FulfillerType.EXPRESS,
  fulfillmentMethod: FulfillmentMethod.LOCAL_DELIVERY,
};
export const standardRequest: FulfillmentRequest = {
  id: 'req-standard',
  fulfillerType: FulfillerType.SHIPWIRE,
  fulfillmentMethod: FulfillmentMethod.CARRIER_DELIVERY,
};
export const marketplaceRequest: FulfillmentRequest = {
  id: 'req-marketplace',
  fulfillerType: FulfillerType.SELLER,
  fulfillmentMethod: FulfillmentMethod.CARRIER_DELIVERY,
};

/** An info where every step applies and none is complete, with the overrides applied. */
export function checkoutInfo(overrides: Partial<CheckoutInfo> = {}): CheckoutInfo {
  return {
    settings: ALL_ON,
    user: { telephoneNumber: null, isInvoiceUser: false },
    pricingInfo: null,
    billingInfos: [],
    defaultBillingInfoId: null,
    deliveryTimes: [],
    shippingAddresses: [],
    appliedPromoCodes: [],
    vouchers: [],
    fulfillmentRequests: [expressRequest, standardRequest, marketplaceRequest],
    isPickupOnly: false,
    pickupAddress: null,
    lastPaymentInfo: null,
    pendingOrder: null,
    selectedDelivery: {
      shippingAddressId: null,
      expressDeliveryOptionId: null,
      standardOrderDeliveryInstructions: null,
      marketplaceAddressId: null,
    },
    vat: { information: null, notNeeded: false },
    billing: { selection: null, applyUserCredits: false, purchaseOrderNumber: null },
    loyalty: { memberId: null, selection: null },
    ...overrides,
  };
}

/** An info where every applicable step, loyalty included, is complete. */
export function completeCheckoutInfo(overrides: Partial<CheckoutInfo> = {}): CheckoutInfo {
  return checkoutInfo({
    user: { telephoneNumber: '0901234567', isInvoiceUser: false },
    billingInfos: [{ id: 'card-1', type: 'creditCard' }],
    shippingAddresses: [{ id: 'addr-1', addressLine1: '1 Lê Lợi', city: 'Hồ Chí Minh' }],
    deliveryTimes: [{ id: 'slot-1', timeDisplay: '9:00–11:00' }],
    selectedDelivery: {
      shippingAddressId: 'addr-1',
      expressDeliveryOptionId: 'slot-1',
      standardOrderDeliveryInstructions: '',
      marketplaceAddressId: 'addr-1',
    },
    vat: { information: { email: 'ketoan@example.vn' }, notNeeded: false },
    billing: { selection: { type: 'creditCard', billingInfoId: 'card-1' }, applyUserCredits: false, purchaseOrderNumber: null },
    loyalty: { memberId: 'WAON-1', selection: null },
    ...overrides,
  });
}
