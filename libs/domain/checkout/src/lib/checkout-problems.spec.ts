import { FulfillmentMethod } from '@gio/domain-enums';
import { checkoutInfo, completeCheckoutInfo } from '../../test-support/checkout-info';
import { BillingType } from './billing-type';
import { checkoutProblems, type CheckoutProblemFacts } from './checkout-problems';
import { CheckoutStep } from './checkout-step';

const group = {
  groupIdentifier: '4_1',
  fulfillmentMethodType: FulfillmentMethod.LOCAL_DELIVERY,
  subtotal: 200_000,
  hasShippingConfig: true,
};

/** A checkout that may be placed, with the overrides applied. */
function facts(overrides: Partial<CheckoutProblemFacts> = {}): CheckoutProblemFacts {
  return {
    info: completeCheckoutInfo(),
    canPlaceOrder: true,
    lines: [{ variantId: 'v1', name: 'Gạo ST25', problem: null }],
    missingVariantIds: [],
    groups: [group],
    minimumSpendByFulfillmentMethod: { [FulfillmentMethod.LOCAL_DELIVERY]: 100_000 },
    slotProblem: null,
    refusedPromos: [],
    heldVoucherIds: [],
    appliedVoucherIds: [],
    ...overrides,
  };
}

const kinds = (f: CheckoutProblemFacts) => checkoutProblems(f).map((p) => p.kind);

describe('checkout problems (storefront.md §4, §5)', () => {
  it('finds none in a complete checkout', () => {
    expect(checkoutProblems(facts())).toEqual([]);
  });

  it('reports every problem in the order the verify call lists them', () => {
    const problems = checkoutProblems(
      facts({
        canPlaceOrder: false,
        lines: [{ variantId: 'v1', name: 'Gạo ST25', problem: 'OUT_OF_STOCK' }],
        missingVariantIds: ['v9'],
        groups: [{ ...group, subtotal: 50_000, hasShippingConfig: false }],
        slotProblem: 'full',
        refusedPromos: [{ code: 'GIAM10', reason: 'PROMO_EXPIRED' }],
        heldVoucherIds: ['vo1', 'vo2'],
        appliedVoucherIds: ['vo2'],
      }),
    );
    expect(problems).toEqual([
      {
        kind: 'placement-forbidden',
        code: 'ORDER_PLACEMENT_FORBIDDEN',
        step: null,
        variantId: null,
      },
      {
        kind: 'line-unavailable',
        code: 'OUT_OF_STOCK',
        step: null,
        variantId: 'v1',
        name: 'Gạo ST25',
        reason: 'OUT_OF_STOCK',
      },
      { kind: 'variant-gone', code: 'OUT_OF_STOCK', step: null, variantId: 'v9' },
      {
        kind: 'shipping-config-missing',
        code: 'CART_INVALID',
        step: null,
        variantId: null,
        groupIdentifier: '4_1',
      },
      {
        kind: 'order-minimum-unmet',
        code: 'ORDER_MINIMUM_UNMET',
        step: null,
        variantId: null,
        groupIdentifier: '4_1',
      },
      {
        kind: 'slot-full',
        code: 'DELIVERY_SLOT_FULL',
        step: CheckoutStep.EXPRESS,
        variantId: null,
      },
      {
        kind: 'promo-code-refused',
        code: 'PROMO_CODE_INVALID',
        step: null,
        variantId: null,
        promoCode: 'GIAM10',
        reason: 'PROMO_EXPIRED',
      },
      {
        kind: 'voucher-lapsed',
        code: 'VOUCHERS_NOT_APPLIED',
        step: null,
        variantId: null,
        voucherId: 'vo1',
      },
    ]);
  });

  it('reports an empty cart', () => {
    expect(kinds(facts({ groups: [], lines: [] }))).toEqual(['cart-empty']);
  });

  it('names each applicable incomplete step', () => {
    const problems = checkoutProblems(facts({ info: checkoutInfo() }));
    expect(problems.every((p) => p.code === 'CHECKOUT_INCOMPLETE')).toBe(true);
    expect(problems.map((p) => p.step)).toContain(CheckoutStep.ADDRESS);
    expect(problems.map((p) => p.step)).toContain(CheckoutStep.LOYALTY);
  });

  it('refuses a held billing type no longer offered by name, not as an incomplete billing step', () => {
    const info = completeCheckoutInfo();
    const offered = { ...info.settings, availableBillingTypes: [BillingType.INVOICE] };
    const problems = checkoutProblems(facts({ info: { ...info, settings: offered } }));
    expect(problems.map((p) => [p.kind, p.step])).toEqual([
      ['billing-unavailable', CheckoutStep.BILLING],
    ]);
  });

  it('reports a gone express slot on the express step', () => {
    expect(checkoutProblems(facts({ slotProblem: 'unavailable' }))).toEqual([
      {
        kind: 'slot-unavailable',
        code: 'DELIVERY_SLOT_UNAVAILABLE',
        step: CheckoutStep.EXPRESS,
        variantId: null,
      },
    ]);
  });

  it('names a held slot that filled up, not an incomplete express step, when the answer drops the choice', () => {
    // The gateway's answer leaves the express choice out once its slot is full (another order
    // took the last place): the shopper hears that the slot is full, whichever came first.
    const complete = completeCheckoutInfo();
    const info = {
      ...complete,
      selectedDelivery: { ...complete.selectedDelivery, expressDeliveryOptionId: null },
    };
    expect(checkoutProblems(facts({ info, slotProblem: 'full' })).map((p) => p.code)).toEqual([
      'DELIVERY_SLOT_FULL',
    ]);
    expect(checkoutProblems(facts({ info })).map((p) => [p.code, p.step])).toEqual([
      ['CHECKOUT_INCOMPLETE', CheckoutStep.EXPRESS],
    ]);
  });
});
