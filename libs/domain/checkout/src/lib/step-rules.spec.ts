import fc from 'fast-check';
import { FulfillerType } from '@gio/domain-enums';
import { BILLING_TYPES, BillingType, type BillingType as BillingTypeValue } from './billing-type';
import type { CheckoutInfo } from './checkout-info';
import { CHECKOUT_STEP_ORDER, stepIndex, type OrderedCheckoutStep } from './checkout-step';
import {
  applicableSteps,
  canEditStep,
  firstIncompleteStep,
  fulfillmentRequestKind,
  isBillingSelectionComplete,
  isLoyaltySettled,
  isReadyToPlaceOrder,
  isStepComplete,
  nextStep,
  resolveRoute,
  stepApplies,
} from './step-rules';
import { arbitraryCheckoutInfo } from '../../test-support/arbitraries';
import {
  ALL_OFF,
  checkoutInfo,
  completeCheckoutInfo,
  expressRequest,
  marketplaceRequest,
  standardRequest,
} from '../../test-support/checkout-info';

const withDelivery = (info: CheckoutInfo, delivery: Partial<CheckoutInfo['selectedDelivery']>): CheckoutInfo => ({
  ...info,
  selectedDelivery: { ...info.selectedDelivery, ...delivery },
});

const withSelection = (info: CheckoutInfo, type: BillingTypeValue, billingInfoId: string | null = null): CheckoutInfo => ({
  ...info,
  billing: { ...info.billing, selection: { type, billingInfoId } },
});

describe('fulfillmentRequestKind (storefront.md §9, accounts.md §4)', () => {
  it('treats fulfiller type 4 as express and 8 (seller) as marketplace', () => {
    expect(fulfillmentRequestKind(expressRequest)).toBe('express');
    expect(fulfillmentRequestKind(marketplaceRequest)).toBe('marketplace');
  });

  it.each([FulfillerType.TEST, FulfillerType.SHIPWIRE, FulfillerType.INVOICE, FulfillerType.NONE, FulfillerType.ORDER_FULFILLMENT])(
    'treats fulfiller type %i as standard',
    (fulfillerType) => {
      expect(fulfillmentRequestKind({ ...standardRequest, fulfillerType })).toBe(
        'standard',
      );
    },
  );
});

describe('which steps apply (storefront.md §4)', () => {
  it('shows every step when everything is switched on and every kind of line is present', () => {
    expect(applicableSteps(checkoutInfo())).toEqual(CHECKOUT_STEP_ORDER);
    expect(stepApplies('loyalty', checkoutInfo())).toBe(true);
  });

  it('skips the address step in the pickup-only flow', () => {
    expect(stepApplies('address', checkoutInfo({ isPickupOnly: true }))).toBe(false);
    expect(stepApplies('address', checkoutInfo({ isPickupOnly: false }))).toBe(true);
  });

  it('shows telephone only when required at checkout', () => {
    expect(stepApplies('telephone', checkoutInfo({ settings: { ...ALL_OFF, telephoneRequired: true } }))).toBe(true);
    expect(stepApplies('telephone', checkoutInfo({ settings: ALL_OFF }))).toBe(false);
  });

  it('shows VAT only when the site has VAT', () => {
    expect(stepApplies('vat', checkoutInfo({ settings: { ...ALL_OFF, vatEnabled: true } }))).toBe(true);
    expect(stepApplies('vat', checkoutInfo({ settings: ALL_OFF }))).toBe(false);
  });

  it('shows express, standard and marketplace only with a fulfilment request of that kind', () => {
    expect(applicableSteps(checkoutInfo({ settings: ALL_OFF, fulfillmentRequests: [expressRequest] }))).toEqual([
      'address',
      'express',
      'billing',
    ]);
    expect(applicableSteps(checkoutInfo({ settings: ALL_OFF, fulfillmentRequests: [standardRequest] }))).toEqual([
      'address',
      'standard',
      'billing',
    ]);
    expect(applicableSteps(checkoutInfo({ settings: ALL_OFF, fulfillmentRequests: [marketplaceRequest] }))).toEqual([
      'address',
      'marketplace',
      'billing',
    ]);
  });

  it('always shows billing', () => {
    expect(applicableSteps(checkoutInfo({ settings: ALL_OFF, isPickupOnly: true, fulfillmentRequests: [] }))).toEqual(['billing']);
  });

  it('shows the separate loyalty step only with loyalty on web', () => {
    expect(stepApplies('loyalty', checkoutInfo({ settings: ALL_OFF }))).toBe(false);
    expect(applicableSteps(checkoutInfo())).not.toContain('loyalty');
  });

  it('property: applicable steps keep the spec order and always end with billing', () => {
    fc.assert(
      fc.property(arbitraryCheckoutInfo, (info) => {
        const steps = applicableSteps(info);
        expect(steps.map(stepIndex)).toEqual([...steps.map(stepIndex)].sort((a, b) => a - b));
        expect(steps.at(-1)).toBe('billing');
      }),
    );
  });
});

describe('step completeness (storefront.md §4 "A step is complete when")', () => {
  describe('address: a shipping address is selected, or Apple Pay is selected', () => {
    it('is complete with a selected shipping address', () => {
      expect(isStepComplete('address', withDelivery(checkoutInfo(), { shippingAddressId: 'addr-1' }))).toBe(true);
    });
    it('is complete with Apple Pay selected and no address', () => {
      expect(isStepComplete('address', withSelection(checkoutInfo(), BillingType.APPLE_PAY))).toBe(true);
    });
    it('is incomplete with neither, or with another wallet', () => {
      expect(isStepComplete('address', checkoutInfo())).toBe(false);
      expect(isStepComplete('address', withSelection(checkoutInfo(), BillingType.GOOGLE_PAY))).toBe(false);
      expect(isStepComplete('address', withDelivery(checkoutInfo(), { shippingAddressId: '' }))).toBe(false);
    });
  });

  describe('telephone: the user has a phone number', () => {
    it('is complete with a number and incomplete without one', () => {
      expect(isStepComplete('telephone', checkoutInfo({ user: { telephoneNumber: '0901234567', isInvoiceUser: false } }))).toBe(true);
      expect(isStepComplete('telephone', checkoutInfo({ user: { telephoneNumber: null, isInvoiceUser: false } }))).toBe(false);
      expect(isStepComplete('telephone', checkoutInfo({ user: { telephoneNumber: '  ', isInvoiceUser: false } }))).toBe(false);
    });
  });

  describe('VAT: an email is present, or VAT is not needed', () => {
    it('is complete with a VAT email', () => {
      expect(isStepComplete('vat', checkoutInfo({ vat: { information: { email: 'a@b.vn' }, notNeeded: false } }))).toBe(true);
    });
    it('is complete when VAT is not needed', () => {
      expect(isStepComplete('vat', checkoutInfo({ vat: { information: null, notNeeded: true } }))).toBe(true);
    });
    it('is incomplete with VAT information but no email', () => {
      expect(isStepComplete('vat', checkoutInfo({ vat: { information: { taxCode: '0312345678' }, notNeeded: false } }))).toBe(false);
      expect(isStepComplete('vat', checkoutInfo({ vat: { information: { email: '' }, notNeeded: false } }))).toBe(false);
    });
  });

  describe('express: a delivery option is selected', () => {
    it('follows the selected express delivery option', () => {
      expect(isStepComplete('express', withDelivery(checkoutInfo(), { expressDeliveryOptionId: 'slot-1' }))).toBe(true);
      expect(isStepComplete('express', checkoutInfo())).toBe(false);
    });
  });

  describe('standard: delivery instructions are a string', () => {
    it('is complete with any string, even an empty one', () => {
      expect(isStepComplete('standard', withDelivery(checkoutInfo(), { standardOrderDeliveryInstructions: '' }))).toBe(true);
      expect(isStepComplete('standard', withDelivery(checkoutInfo(), { standardOrderDeliveryInstructions: 'Gọi trước' }))).toBe(true);
    });
    it('is incomplete when the instructions are null or absent', () => {
      expect(isStepComplete('standard', withDelivery(checkoutInfo(), { standardOrderDeliveryInstructions: null }))).toBe(false);
      expect(isStepComplete('standard', withDelivery(checkoutInfo(), { standardOrderDeliveryInstructions: undefined }))).toBe(false);
    });
  });

  describe('marketplace: an address is selected', () => {
    it('follows the marketplace address, not Apple Pay', () => {
      expect(isStepComplete('marketplace', withDelivery(checkoutInfo(), { marketplaceAddressId: 'addr-1' }))).toBe(true);
      expect(isStepComplete('marketplace', withSelection(checkoutInfo(), BillingType.APPLE_PAY))).toBe(false);
    });
  });

  describe('loyalty: a member id or a loyalty selection exists', () => {
    it('is complete with a member id or with a selection', () => {
      expect(isStepComplete('loyalty', checkoutInfo({ loyalty: { memberId: 'WAON-1', selection: null } }))).toBe(true);
      expect(isStepComplete('loyalty', checkoutInfo({ loyalty: { memberId: null, selection: 'not-a-member' } }))).toBe(true);
      expect(isStepComplete('loyalty', checkoutInfo({ loyalty: { memberId: null, selection: null } }))).toBe(false);
    });
  });
});

describe('billing completeness (storefront.md §4)', () => {
  const saved = checkoutInfo({
    billingInfos: [
      { id: 'card-1', type: BillingType.CREDIT_CARD },
      { id: 'bank-1', type: BillingType.CHECKING_ACCOUNT },
      { id: 'paypal-1', type: BillingType.PAYPAL },
      { id: 'apple-1', type: BillingType.APPLE_PAY },
    ],
  });

  it('is incomplete with nothing selected', () => {
    expect(isBillingSelectionComplete(saved, null)).toBe(false);
    expect(isStepComplete('billing', saved)).toBe(false);
  });

  it('needs a saved card for a credit card', () => {
    expect(isStepComplete('billing', withSelection(saved, BillingType.CREDIT_CARD, 'card-1'))).toBe(true);
    expect(isStepComplete('billing', withSelection(saved, BillingType.CREDIT_CARD, null))).toBe(false);
    expect(isStepComplete('billing', withSelection(saved, BillingType.CREDIT_CARD, 'bank-1'))).toBe(false);
    expect(isStepComplete('billing', withSelection(saved, BillingType.CREDIT_CARD, 'gone'))).toBe(false);
  });

  it('needs a saved bank account, and only when bank accounts are available', () => {
    expect(isStepComplete('billing', withSelection(saved, BillingType.CHECKING_ACCOUNT, 'bank-1'))).toBe(true);
    const unavailable = { ...saved, settings: { ...saved.settings, bankAccountAvailable: false } };
    expect(isStepComplete('billing', withSelection(unavailable, BillingType.CHECKING_ACCOUNT, 'bank-1'))).toBe(false);
    expect(isStepComplete('billing', withSelection(saved, BillingType.CHECKING_ACCOUNT, 'card-1'))).toBe(false);
  });

  it('accepts invoice and payment on fulfillment as they are', () => {
    expect(isStepComplete('billing', withSelection(saved, BillingType.INVOICE))).toBe(true);
    expect(isStepComplete('billing', withSelection(saved, BillingType.PAYMENT_ON_FULFILLMENT))).toBe(true);
  });

  it('needs a wallet whose linked billing info is of the same wallet type', () => {
    expect(isStepComplete('billing', withSelection(saved, BillingType.PAYPAL, 'paypal-1'))).toBe(true);
    expect(isStepComplete('billing', withSelection(saved, BillingType.APPLE_PAY, 'apple-1'))).toBe(true);
    expect(isStepComplete('billing', withSelection(saved, BillingType.PAYPAL, 'apple-1'))).toBe(false);
    expect(isStepComplete('billing', withSelection(saved, BillingType.VENMO, null))).toBe(false);
    expect(isStepComplete('billing', withSelection(saved, BillingType.GOOGLE_PAY, 'card-1'))).toBe(false);
  });

  it.each([BillingType.FASSPAY, BillingType.IPAY88, BillingType.PAYOO])('accepts the regional provider %s', (type) => {
    expect(isStepComplete('billing', withSelection(saved, type))).toBe(true);
  });

  it('never completes with a type the checkout does not offer (a provider the site switched off)', () => {
    const fasspayOff = {
      ...saved,
      settings: { ...saved.settings, availableBillingTypes: BILLING_TYPES.filter((type) => type !== BillingType.FASSPAY) },
    };
    expect(isStepComplete('billing', withSelection(fasspayOff, BillingType.FASSPAY))).toBe(false);
    expect(isStepComplete('billing', withSelection(fasspayOff, BillingType.PAYOO))).toBe(true);
  });

  it('property: a selection never completes billing with a saved info of another type', () => {
    fc.assert(
      fc.property(arbitraryCheckoutInfo, fc.constantFrom(...BILLING_TYPES), (info, type) => {
        const foreign = info.billingInfos.find((b) => b.type !== type);
        if (foreign === undefined) return;
        const complete = isBillingSelectionComplete(info, { type, billingInfoId: foreign.id });
        const needsSaved = [
          BillingType.CREDIT_CARD,
          BillingType.CHECKING_ACCOUNT,
          BillingType.PAYPAL,
          BillingType.APPLE_PAY,
          BillingType.GOOGLE_PAY,
          BillingType.VENMO,
        ] as BillingTypeValue[];
        if (needsSaved.includes(type)) expect(complete).toBe(false);
      }),
    );
  });
});

describe('firstIncompleteStep (storefront.md §4)', () => {
  it('is the address step on a fresh checkout', () => {
    expect(firstIncompleteStep(checkoutInfo())).toBe('address');
  });

  it('skips complete steps and steps that do not apply', () => {
    const info = withDelivery(checkoutInfo({ settings: { ...ALL_OFF, vatEnabled: true } }), { shippingAddressId: 'addr-1' });
    expect(firstIncompleteStep(info)).toBe('vat');
  });

  it('starts at telephone in the pickup-only flow', () => {
    expect(firstIncompleteStep(checkoutInfo({ isPickupOnly: true }))).toBe('telephone');
  });

  it('is null when every ordered step is complete, even with loyalty open', () => {
    expect(firstIncompleteStep(completeCheckoutInfo({ loyalty: { memberId: null, selection: null } }))).toBeNull();
  });

  it('property: it applies, is incomplete, and every earlier applicable step is complete', () => {
    fc.assert(
      fc.property(arbitraryCheckoutInfo, (info) => {
        const first = firstIncompleteStep(info);
        const before = first === null ? applicableSteps(info) : applicableSteps(info).filter((s) => stepIndex(s) < stepIndex(first));
        expect(before.every((step) => isStepComplete(step, info))).toBe(true);
        if (first !== null) {
          expect(stepApplies(first, info)).toBe(true);
          expect(isStepComplete(first, info)).toBe(false);
        }
      }),
    );
  });
});

describe('nextStep (storefront.md §4)', () => {
  const afterAddress = withDelivery(checkoutInfo(), { shippingAddressId: 'addr-1' });

  it('moves from a completed step to the next incomplete one', () => {
    expect(nextStep('address', afterAddress)).toBe('telephone');
  });

  it('skips complete and non-applicable steps', () => {
    const info = withDelivery(checkoutInfo({ settings: ALL_OFF, fulfillmentRequests: [marketplaceRequest] }), {
      shippingAddressId: 'addr-1',
    });
    expect(nextStep('address', info)).toBe('marketplace');
  });

  it('returns an earlier incomplete step before any later one', () => {
    expect(nextStep('standard', afterAddress)).toBe('telephone');
  });

  it('is null when nothing is left (go to review)', () => {
    expect(nextStep('billing', completeCheckoutInfo())).toBeNull();
    expect(nextStep('address', completeCheckoutInfo())).toBeNull();
  });

  it('property: never skips an incomplete applicable step', () => {
    fc.assert(
      fc.property(arbitraryCheckoutInfo, fc.constantFrom(...CHECKOUT_STEP_ORDER), (info, current: OrderedCheckoutStep) => {
        const next = nextStep(current, info);
        const incomplete = applicableSteps(info).filter((step) => !isStepComplete(step, info));
        if (next === null) {
          expect(incomplete.filter((step) => step !== current)).toEqual([]);
          return;
        }
        expect(incomplete).toContain(next);
        const skipped = incomplete.filter((step) => step !== current && stepIndex(step) < stepIndex(next));
        expect(skipped).toEqual([]);
      }),
    );
  });
});

describe('canEditStep (storefront.md §4: a complete step can be edited)', () => {
  it('lets a complete step be reopened', () => {
    expect(canEditStep('address', completeCheckoutInfo())).toBe(true);
    expect(canEditStep('billing', completeCheckoutInfo())).toBe(true);
  });

  it('refuses an incomplete step and a step that does not apply', () => {
    expect(canEditStep('address', checkoutInfo())).toBe(false);
    expect(canEditStep('address', completeCheckoutInfo({ isPickupOnly: true }))).toBe(false);
  });

  it('refuses a complete step after an incomplete one', () => {
    const info = completeCheckoutInfo({ user: { telephoneNumber: null, isInvoiceUser: false } });
    expect(canEditStep('address', info)).toBe(true);
    expect(canEditStep('billing', info)).toBe(false);
  });

  it('lets loyalty be reopened whenever it applies', () => {
    expect(canEditStep('loyalty', checkoutInfo())).toBe(true);
    expect(canEditStep('loyalty', checkoutInfo({ settings: ALL_OFF }))).toBe(false);
  });
});

describe('resolveRoute (accounts.md §4: refreshed with a go-to-step)', () => {
  it('honours a go-to-step that is not after an incomplete step', () => {
    expect(resolveRoute(completeCheckoutInfo(), 'express')).toBe('express');
    expect(resolveRoute(checkoutInfo(), 'address')).toBe('address');
  });

  it('falls back to the first incomplete step when the go-to-step is later', () => {
    expect(resolveRoute(checkoutInfo(), 'billing')).toBe('address');
  });

  it('ignores a go-to-step that does not apply', () => {
    expect(resolveRoute(completeCheckoutInfo({ isPickupOnly: true }), 'address')).toBe('review');
  });

  it('opens loyalty when asked, and when it is the only thing left', () => {
    expect(resolveRoute(checkoutInfo(), 'loyalty')).toBe('loyalty');
    expect(resolveRoute(completeCheckoutInfo({ loyalty: { memberId: null, selection: null } }), null)).toBe('loyalty');
  });

  it('goes to review when everything is complete', () => {
    expect(resolveRoute(completeCheckoutInfo(), null)).toBe('review');
  });

  it('property: never routes past an incomplete step, and reaches review only when ready', () => {
    fc.assert(
      fc.property(arbitraryCheckoutInfo, fc.option(fc.constantFrom(...CHECKOUT_STEP_ORDER, 'loyalty' as const), { nil: null }), (info, preferred) => {
        const route = resolveRoute(info, preferred);
        if (route === 'review') expect(isReadyToPlaceOrder(info)).toBe(true);
        if (preferred === null) expect(route === 'review').toBe(isReadyToPlaceOrder(info));
        if (route !== 'review' && route !== 'loyalty') {
          expect(stepApplies(route, info)).toBe(true);
          const earlier = applicableSteps(info).filter((step) => stepIndex(step) < stepIndex(route));
          expect(earlier.every((step) => isStepComplete(step, info))).toBe(true);
        }
      }),
    );
  });
});

describe('ready to place the order (storefront.md §4)', () => {
  it('needs every applicable step and loyalty complete', () => {
    expect(isReadyToPlaceOrder(completeCheckoutInfo())).toBe(true);
    expect(isReadyToPlaceOrder(completeCheckoutInfo({ loyalty: { memberId: null, selection: null } }))).toBe(false);
    expect(isReadyToPlaceOrder(completeCheckoutInfo({ billing: { selection: null, applyUserCredits: false, purchaseOrderNumber: null } }))).toBe(
      false,
    );
  });

  it('does not wait for loyalty when loyalty is off', () => {
    const info = completeCheckoutInfo({ settings: { ...ALL_OFF }, loyalty: { memberId: null, selection: null } });
    expect(isLoyaltySettled(info)).toBe(true);
    expect(isReadyToPlaceOrder(info)).toBe(true);
  });
});
