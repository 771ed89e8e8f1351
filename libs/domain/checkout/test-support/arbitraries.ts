import fc from 'fast-check';
import { availableBillingTypes, BILLING_TYPES } from '../src/lib/billing-type';
import type { BillingInfo, CheckoutInfo } from '../src/lib/checkout-info';
import { checkoutInfo, expressRequest, marketplaceRequest, standardRequest } from './checkout-info';

/** Test-only: random checkout infos covering every applicability and completeness combination. */

const savedBillingInfo: fc.Arbitrary<BillingInfo> = fc.record({
  id: fc.constantFrom('bi-1', 'bi-2', 'bi-3'),
  type: fc.constantFrom(...BILLING_TYPES),
});

const text = fc.constantFrom('', '  ', 'x', 'slot-1', 'addr-1', '0901234567');

export const arbitraryCheckoutInfo: fc.Arbitrary<CheckoutInfo> = fc
  .record({
    settings: fc.record({
      telephoneRequired: fc.boolean(),
      vatEnabled: fc.boolean(),
      loyaltyEnabled: fc.boolean(),
      bankAccountAvailable: fc.boolean(),
    }),
    regionalProviders: fc.record({ fasspay: fc.boolean(), ipay88: fc.boolean(), payoo: fc.boolean() }),
    isPickupOnly: fc.boolean(),
    isInvoiceUser: fc.boolean(),
    requests: fc.subarray([expressRequest, standardRequest, marketplaceRequest]),
    telephoneNumber: fc.option(text, { nil: null }),
    shippingAddressId: fc.option(text, { nil: null }),
    expressDeliveryOptionId: fc.option(text, { nil: null }),
    instructions: fc.option(text, { nil: null }),
    marketplaceAddressId: fc.option(text, { nil: null }),
    vatEmail: fc.option(text, { nil: null }),
    vatNotNeeded: fc.boolean(),
    billingInfos: fc.uniqueArray(savedBillingInfo, { selector: (b) => b.id, maxLength: 3 }),
    selection: fc.option(
      fc.record({
        type: fc.constantFrom(...BILLING_TYPES),
        billingInfoId: fc.option(fc.constantFrom('bi-1', 'bi-2', 'bi-3'), { nil: null }),
      }),
      { nil: null },
    ),
    lastPayment: fc.option(
      fc.record({
        type: fc.constantFrom(...BILLING_TYPES),
        billingInfoId: fc.option(fc.constantFrom('bi-1', 'bi-2', 'bi-3'), { nil: null }),
      }),
      { nil: null },
    ),
    defaultBillingInfoId: fc.option(fc.constantFrom('bi-1', 'bi-2', 'bi-3'), { nil: null }),
    memberId: fc.option(text, { nil: null }),
    loyaltySelection: fc.option(fc.constantFrom('not-a-member', 'later'), { nil: null }),
    hasAddresses: fc.boolean(),
    hasSlots: fc.boolean(),
  })
  .map((r) =>
    checkoutInfo({
      settings: {
        ...r.settings,
        availableBillingTypes: availableBillingTypes({
          regionalProviders: r.regionalProviders,
          isInvoiceUser: r.isInvoiceUser,
          bankAccountAvailable: r.settings.bankAccountAvailable,
        }),
      },
      isPickupOnly: r.isPickupOnly,
      user: { telephoneNumber: r.telephoneNumber, isInvoiceUser: r.isInvoiceUser },
      fulfillmentRequests: r.requests,
      shippingAddresses: r.hasAddresses ? [{ id: 'addr-1', addressLine1: '12 Nguyễn Huệ', city: 'Hồ Chí Minh' }] : [],
      deliveryTimes: r.hasSlots ? [{ id: 'slot-1', timeDisplay: '9:00–11:00' }] : [],
      selectedDelivery: {
        shippingAddressId: r.shippingAddressId,
        expressDeliveryOptionId: r.expressDeliveryOptionId,
        standardOrderDeliveryInstructions: r.instructions,
        marketplaceAddressId: r.marketplaceAddressId,
      },
      vat: { information: r.vatEmail === null ? null : { email: r.vatEmail }, notNeeded: r.vatNotNeeded },
      billingInfos: r.billingInfos,
      defaultBillingInfoId: r.defaultBillingInfoId,
      lastPaymentInfo: r.lastPayment,
      billing: { selection: r.selection, applyUserCredits: false, purchaseOrderNumber: null },
      loyalty: { memberId: r.memberId, selection: r.loyaltySelection },
    }),
  );
