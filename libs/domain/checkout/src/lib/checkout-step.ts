/**
 * Checkout steps and their view states (storefront.md §4 "Checkout step order").
 *
 * The seven ordered steps run in a fixed sequence; loyalty is a separate step that is not part
 * of that sequence (it is shown beside it and can be completed at any time).
 */

/** The ordered checkout steps, by name (storefront.md §4). */
export const CheckoutStep = {
  ADDRESS: 'address',
  TELEPHONE: 'telephone',
  VAT: 'vat',
  EXPRESS: 'express',
  STANDARD: 'standard',
  MARKETPLACE: 'marketplace',
  BILLING: 'billing',
  LOYALTY: 'loyalty',
} as const;
export type CheckoutStep = (typeof CheckoutStep)[keyof typeof CheckoutStep];

/** A step of the fixed sequence: every step except loyalty. */
export type OrderedCheckoutStep = Exclude<CheckoutStep, 'loyalty'>;

/**
 * storefront.md §4: address; telephone; VAT; express; standard; marketplace; billing.
 * Loyalty is deliberately absent: it is a separate step.
 */
export const CHECKOUT_STEP_ORDER: readonly OrderedCheckoutStep[] = [
  CheckoutStep.ADDRESS,
  CheckoutStep.TELEPHONE,
  CheckoutStep.VAT,
  CheckoutStep.EXPRESS,
  CheckoutStep.STANDARD,
  CheckoutStep.MARKETPLACE,
  CheckoutStep.BILLING,
];

/** Every step, ordered ones first, loyalty last. */
export const ALL_CHECKOUT_STEPS: readonly CheckoutStep[] = [...CHECKOUT_STEP_ORDER, CheckoutStep.LOYALTY];

/** View states a step can show (storefront.md §4 "Each step has form and selection or complete states"). */
export const StepState = {
  FORM: 'form',
  SELECTION: 'selection',
  COMPLETE: 'complete',
  /** Billing and address only. */
  LIST: 'list',
  /** Address only. */
  CONFIRM: 'confirm',
} as const;
export type StepState = (typeof StepState)[keyof typeof StepState];

/** The views a step shows while it is the active one (everything but `complete`). */
export type ActiveStepView = Exclude<StepState, 'complete'>;

/**
 * storefront.md §4: every step has form, selection and complete; billing and address also have
 * list; address also has confirm.
 */
export const STEP_STATES: Readonly<Record<CheckoutStep, readonly StepState[]>> = {
  address: [StepState.FORM, StepState.SELECTION, StepState.COMPLETE, StepState.LIST, StepState.CONFIRM],
  telephone: [StepState.FORM, StepState.SELECTION, StepState.COMPLETE],
  vat: [StepState.FORM, StepState.SELECTION, StepState.COMPLETE],
  express: [StepState.FORM, StepState.SELECTION, StepState.COMPLETE],
  standard: [StepState.FORM, StepState.SELECTION, StepState.COMPLETE],
  marketplace: [StepState.FORM, StepState.SELECTION, StepState.COMPLETE],
  billing: [StepState.FORM, StepState.SELECTION, StepState.COMPLETE, StepState.LIST],
  loyalty: [StepState.FORM, StepState.SELECTION, StepState.COMPLETE],
};

/** storefront.md §4: true when `state` is one of the view states the spec gives `step`. */
export function stepHasState(step: CheckoutStep, state: StepState): boolean {
  return STEP_STATES[step].includes(state);
}

/** storefront.md §4: position of an ordered step in the fixed order (0 = address). */
export function stepIndex(step: OrderedCheckoutStep): number {
  return CHECKOUT_STEP_ORDER.indexOf(step);
}

/** storefront.md §4: loyalty is the one step outside the fixed order. */
export function isOrderedStep(step: CheckoutStep): step is OrderedCheckoutStep {
  return step !== CheckoutStep.LOYALTY;
}
