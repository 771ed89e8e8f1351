import {
  ALL_CHECKOUT_STEPS,
  CHECKOUT_STEP_ORDER,
  STEP_STATES,
  isOrderedStep,
  stepHasState,
  stepIndex,
} from './checkout-step';

describe('checkout step order (storefront.md §4)', () => {
  it('is address, telephone, VAT, express, standard, marketplace, billing', () => {
    expect(CHECKOUT_STEP_ORDER).toEqual(['address', 'telephone', 'vat', 'express', 'standard', 'marketplace', 'billing']);
  });

  it('keeps loyalty out of the order as a separate step', () => {
    expect(CHECKOUT_STEP_ORDER).not.toContain('loyalty');
    expect(ALL_CHECKOUT_STEPS).toContain('loyalty');
    expect(isOrderedStep('loyalty')).toBe(false);
    expect(CHECKOUT_STEP_ORDER.every(isOrderedStep)).toBe(true);
  });

  it('numbers the steps by their place in the order', () => {
    expect(CHECKOUT_STEP_ORDER.map(stepIndex)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('step states (storefront.md §4)', () => {
  it('gives every step form, selection and complete', () => {
    for (const step of ALL_CHECKOUT_STEPS) {
      expect(stepHasState(step, 'form')).toBe(true);
      expect(stepHasState(step, 'selection')).toBe(true);
      expect(stepHasState(step, 'complete')).toBe(true);
    }
  });

  it('gives a list state to billing and address only', () => {
    expect(ALL_CHECKOUT_STEPS.filter((step) => stepHasState(step, 'list')).sort()).toEqual(['address', 'billing']);
  });

  it('gives a confirm state to address only', () => {
    expect(ALL_CHECKOUT_STEPS.filter((step) => stepHasState(step, 'confirm'))).toEqual(['address']);
    expect(STEP_STATES.address).toHaveLength(5);
  });
});
