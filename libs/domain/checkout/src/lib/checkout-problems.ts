import { orderMinimumStatus, type MinimumSpendByFulfillmentMethod } from '@gio/domain-cart';
import type { CheckoutInfo } from './checkout-info';
import { ALL_CHECKOUT_STEPS, CheckoutStep } from './checkout-step';
import { isReadyToPlaceOrder, isStepComplete, stepApplies } from './step-rules';

/**
 * The codes of what stops a checkout from becoming an order: the strings of the checkout error
 * catalogue (`CheckoutErrorCode` of `@gio/contracts` carries the same values), so that the
 * server's verify answer and a screen's own check name a problem alike.
 */
export const CheckoutProblemCode = {
  ORDER_PLACEMENT_FORBIDDEN: 'ORDER_PLACEMENT_FORBIDDEN',
  CART_EMPTY: 'CART_EMPTY',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  CART_INVALID: 'CART_INVALID',
  ORDER_MINIMUM_UNMET: 'ORDER_MINIMUM_UNMET',
  BILLING_TYPE_UNAVAILABLE: 'BILLING_TYPE_UNAVAILABLE',
  CHECKOUT_INCOMPLETE: 'CHECKOUT_INCOMPLETE',
  DELIVERY_SLOT_FULL: 'DELIVERY_SLOT_FULL',
  DELIVERY_SLOT_UNAVAILABLE: 'DELIVERY_SLOT_UNAVAILABLE',
  PROMO_CODE_INVALID: 'PROMO_CODE_INVALID',
  VOUCHERS_NOT_APPLIED: 'VOUCHERS_NOT_APPLIED',
} as const;
export type CheckoutProblemCode = (typeof CheckoutProblemCode)[keyof typeof CheckoutProblemCode];

type C = typeof CheckoutProblemCode;

interface Problem<K extends string, Code extends CheckoutProblemCode> {
  /** Which rule found it (finer than `code`: two kinds may share a code). */
  readonly kind: K;
  readonly code: Code;
  /** The step to reopen, when one is concerned. */
  readonly step: CheckoutStep | null;
  /** The cart line concerned, when one is. */
  readonly variantId: string | null;
}

/** One thing that stops this checkout from becoming an order now, with what a message needs. */
export type CheckoutProblem =
  | Problem<'placement-forbidden', C['ORDER_PLACEMENT_FORBIDDEN']>
  | Problem<'cart-empty', C['CART_EMPTY']>
  | (Problem<'line-unavailable', C['OUT_OF_STOCK']> & {
      readonly name: string;
      /** The cart's own refusal of the line (stock, discontinued, disabled, samples, maxima). */
      readonly reason: string;
    })
  | Problem<'variant-gone', C['OUT_OF_STOCK']>
  | (Problem<'shipping-config-missing', C['CART_INVALID']> & { readonly groupIdentifier: string })
  | (Problem<'order-minimum-unmet', C['ORDER_MINIMUM_UNMET']> & {
      readonly groupIdentifier: string;
    })
  | Problem<'billing-unavailable', C['BILLING_TYPE_UNAVAILABLE']>
  | Problem<'step-incomplete', C['CHECKOUT_INCOMPLETE']>
  | Problem<'slot-full', C['DELIVERY_SLOT_FULL']>
  | Problem<'slot-unavailable', C['DELIVERY_SLOT_UNAVAILABLE']>
  | (Problem<'promo-code-refused', C['PROMO_CODE_INVALID']> & {
      readonly promoCode: string;
      readonly reason: string;
    })
  | (Problem<'voucher-lapsed', C['VOUCHERS_NOT_APPLIED']> & { readonly voucherId: string })
  | Problem<'not-ready', C['CHECKOUT_INCOMPLETE']>;

/** What the checkout problems are decided from: the checkout info plus what the server has checked again. */
export interface CheckoutProblemFacts {
  readonly info: CheckoutInfo;
  /** The account level may order this cart (a Cart Editor fills an organisation's cart but does not order it). */
  readonly canPlaceOrder: boolean;
  /** The cart lines, each with the cart's own refusal of it (null: none). */
  readonly lines: readonly {
    readonly variantId: string;
    readonly name: string;
    readonly problem: string | null;
  }[];
  /** Lines whose variant no longer exists. */
  readonly missingVariantIds: readonly string[];
  /** The fulfilment groups (storefront.md §4 Cart groups); none: the cart is empty. */
  readonly groups: readonly {
    readonly groupIdentifier: string;
    readonly fulfillmentMethodType: number;
    /** Sum of unit price × quantity, in the unit of the minimums. */
    readonly subtotal: number;
    readonly hasShippingConfig: boolean;
  }[];
  readonly minimumSpendByFulfillmentMethod: MinimumSpendByFulfillmentMethod;
  /** The held express slot: gone ('unavailable'), 'full', or fine (null; also when none is held). */
  readonly slotProblem: 'unavailable' | 'full' | null;
  /** Held promo codes that no longer qualify, with why. */
  readonly refusedPromos: readonly { readonly code: string; readonly reason: string }[];
  /** Vouchers the shopper holds on this checkout, and those the pricing could still apply. */
  readonly heldVoucherIds: readonly string[];
  readonly appliedVoucherIds: readonly string[];
}

const NO_PLACE = { step: null, variantId: null } as const;

/** Problems that already tell the shopper why the order is not ready: no catch-all beside them. */
const SAYS_WHY_NOT_READY: ReadonlySet<CheckoutProblemCode> = new Set([
  CheckoutProblemCode.CHECKOUT_INCOMPLETE,
  CheckoutProblemCode.BILLING_TYPE_UNAVAILABLE,
  CheckoutProblemCode.DELIVERY_SLOT_FULL,
  CheckoutProblemCode.DELIVERY_SLOT_UNAVAILABLE,
]);

/**
 * storefront.md §4, §5 (and accounts.md §8 vouchers): everything that stops a checkout from
 * becoming an order, in the order the server reports them — placement not allowed, empty cart,
 * unavailable or gone lines, a group without shipping config (invalid cart) or under its order
 * minimum, a billing type no longer offered, each applicable incomplete step, the express slot,
 * refused promo codes, lapsed vouchers, and finally "not ready" when nothing above explains
 * why `isReadyToPlaceOrder` is false. Empty: the order may be placed.
 */
export function checkoutProblems(facts: CheckoutProblemFacts): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  const { info } = facts;
  if (!facts.canPlaceOrder)
    problems.push({
      kind: 'placement-forbidden',
      code: CheckoutProblemCode.ORDER_PLACEMENT_FORBIDDEN,
      ...NO_PLACE,
    });
  if (facts.groups.length === 0)
    problems.push({ kind: 'cart-empty', code: CheckoutProblemCode.CART_EMPTY, ...NO_PLACE });
  for (const line of facts.lines) {
    if (line.problem !== null)
      problems.push({
        kind: 'line-unavailable',
        code: CheckoutProblemCode.OUT_OF_STOCK,
        step: null,
        variantId: line.variantId,
        name: line.name,
        reason: line.problem,
      });
  }
  for (const variantId of facts.missingVariantIds)
    problems.push({
      kind: 'variant-gone',
      code: CheckoutProblemCode.OUT_OF_STOCK,
      step: null,
      variantId,
    });
  for (const group of facts.groups) {
    if (!group.hasShippingConfig)
      problems.push({
        kind: 'shipping-config-missing',
        code: CheckoutProblemCode.CART_INVALID,
        ...NO_PLACE,
        groupIdentifier: group.groupIdentifier,
      });
    if (orderMinimumStatus(group, facts.minimumSpendByFulfillmentMethod) === 'unmet')
      problems.push({
        kind: 'order-minimum-unmet',
        code: CheckoutProblemCode.ORDER_MINIMUM_UNMET,
        ...NO_PLACE,
        groupIdentifier: group.groupIdentifier,
      });
  }
  // Checkout choices are kept per user, so an invoice chosen in business view is still held
  // after switching to the personal cart (the organisation must not pay for that cart), and a
  // regional provider stays held after the site switches it off: both are refused by name.
  const selection = info.billing.selection;
  const billingUnavailable =
    selection !== null && !info.settings.availableBillingTypes.includes(selection.type);
  if (billingUnavailable)
    problems.push({
      kind: 'billing-unavailable',
      code: CheckoutProblemCode.BILLING_TYPE_UNAVAILABLE,
      step: CheckoutStep.BILLING,
      variantId: null,
    });
  for (const step of ALL_CHECKOUT_STEPS) {
    if (step === CheckoutStep.BILLING && billingUnavailable) continue;
    // A held express slot that filled up or closed is named below (DELIVERY_SLOT_FULL or
    // _UNAVAILABLE), whether another order took its last place before this one was checked or
    // while it was being placed; an incomplete step would hide which.
    if (step === CheckoutStep.EXPRESS && facts.slotProblem !== null) continue;
    if (stepApplies(step, info) && !isStepComplete(step, info))
      problems.push({
        kind: 'step-incomplete',
        code: CheckoutProblemCode.CHECKOUT_INCOMPLETE,
        step,
        variantId: null,
      });
  }
  if (facts.slotProblem === 'full')
    problems.push({
      kind: 'slot-full',
      code: CheckoutProblemCode.DELIVERY_SLOT_FULL,
      step: CheckoutStep.EXPRESS,
      variantId: null,
    });
  if (facts.slotProblem === 'unavailable')
    problems.push({
      kind: 'slot-unavailable',
      code: CheckoutProblemCode.DELIVERY_SLOT_UNAVAILABLE,
      step: CheckoutStep.EXPRESS,
      variantId: null,
    });
  for (const refused of facts.refusedPromos)
    problems.push({
      kind: 'promo-code-refused',
      code: CheckoutProblemCode.PROMO_CODE_INVALID,
      ...NO_PLACE,
      promoCode: refused.code,
      reason: refused.reason,
    });
  // A held voucher that lapsed (expired, spent elsewhere, minimum no longer met) would
  // otherwise vanish from the price silently and the shopper would pay more than shown.
  const applied = new Set(facts.appliedVoucherIds);
  for (const voucherId of facts.heldVoucherIds)
    if (!applied.has(voucherId))
      problems.push({
        kind: 'voucher-lapsed',
        code: CheckoutProblemCode.VOUCHERS_NOT_APPLIED,
        ...NO_PLACE,
        voucherId,
      });
  if (
    !isReadyToPlaceOrder(info) &&
    !problems.some((p) => SAYS_WHY_NOT_READY.has(p.code))
  )
    problems.push({
      kind: 'not-ready',
      code: CheckoutProblemCode.CHECKOUT_INCOMPLETE,
      ...NO_PLACE,
    });
  return problems;
}
