import { getShortestPaths } from 'xstate/graph';
import { checkoutMachine, activeStepOf, loyaltyViewOf, type CheckoutSnapshot } from './checkout-machine';
import type { CheckoutInfo } from './checkout-info';
import { CHECKOUT_STEP_ORDER, STEP_STATES, StepState, type CheckoutStep } from './checkout-step';
import { applicableSteps } from './step-rules';
import {
  ALL_OFF,
  checkoutInfo,
  completeCheckoutInfo,
  expressRequest,
  standardRequest,
} from '../../test-support/checkout-info';
import { invariantViolations, modelEvents, modelStateKey } from '../../test-support/checkout-model';

/**
 * Model-based tests (storefront.md §4): xstate/graph walks every state reachable from a
 * starting checkout info under the events of test-support/checkout-model, and every reached
 * snapshot must satisfy the step-order invariant.
 */

const withSavedData = (overrides: Partial<CheckoutInfo> = {}) =>
  checkoutInfo({
    shippingAddresses: [{ id: 'addr-1', addressLine1: '12 Nguyễn Huệ', city: 'Hồ Chí Minh' }],
    billingInfos: [{ id: 'card-1', type: 'creditCard' }],
    deliveryTimes: [{ id: 'slot-1', timeDisplay: '9:00–11:00' }],
    ...overrides,
  });

const scenarios: Record<string, CheckoutInfo> = {
  'every step applies, nothing saved yet': checkoutInfo(),
  'every step applies, saved addresses, cards and slots': withSavedData(),
  'pickup-only express order, no optional steps': checkoutInfo({
    settings: ALL_OFF,
    isPickupOnly: true,
    fulfillmentRequests: [expressRequest],
  }),
  'standard delivery only, loyalty on': checkoutInfo({
    settings: { ...ALL_OFF, loyaltyEnabled: true },
    fulfillmentRequests: [standardRequest],
  }),
  'everything already complete': completeCheckoutInfo(),
};

function reachable(info: CheckoutInfo) {
  return getShortestPaths(checkoutMachine, {
    input: { info },
    events: modelEvents,
    serializeState: modelStateKey,
  });
}

const walks = Object.fromEntries(Object.entries(scenarios).map(([name, info]) => [name, reachable(info)]));

const snapshotsOf = (name: string): CheckoutSnapshot[] => walks[name]!.map((path) => path.state);

describe.each(Object.keys(scenarios))('checkoutMachine model: %s', (name) => {
  it('reaches more than the initial state', () => {
    expect(walks[name]!.length).toBeGreaterThan(1);
  });

  it('never shows a later step as active while an earlier applicable step is incomplete', () => {
    // One shortest path per reachable state, so checking each path's end state checks them all.
    const broken = walks[name]!.flatMap((path) =>
      invariantViolations(path.state).map(
        (violation) => `${violation} after ${path.steps.map((step) => step.event.type).join(' → ')}`,
      ),
    );
    expect(broken).toEqual([]);
  });

  it('can reach review and place the order', () => {
    const states = snapshotsOf(name);
    expect(states.some((snapshot) => snapshot.matches('review'))).toBe(true);
    expect(states.some((snapshot) => snapshot.matches('placed'))).toBe(true);
  });

  it('opens every applicable step at some point', () => {
    const info = scenarios[name]!;
    const opened = new Set(snapshotsOf(name).map((snapshot) => activeStepOf(snapshot)?.step));
    for (const step of applicableSteps(info)) expect(opened).toContain(step);
  });

  it('can reach the reload request of a failed refresh', () => {
    expect(snapshotsOf(name).some((snapshot) => snapshot.matches('reloading'))).toBe(true);
  });
});

describe('checkoutMachine model: coverage of the spec view states', () => {
  it('every step shows every view state the spec gives it', () => {
    const seen = new Set<string>();
    for (const name of Object.keys(scenarios)) {
      for (const snapshot of snapshotsOf(name)) {
        const active = activeStepOf(snapshot);
        if (active !== null) seen.add(`${active.step}:${active.view}`);
        const loyalty = loyaltyViewOf(snapshot);
        if (loyalty !== null) seen.add(`loyalty:${loyalty}`);
      }
    }
    const expected = (Object.keys(STEP_STATES) as CheckoutStep[]).flatMap((step) =>
      STEP_STATES[step].filter((state) => state !== StepState.COMPLETE).map((state) => `${step}:${state}`),
    );
    expect([...seen].sort()).toEqual(expected.sort());
  });

  it('the shortest way to review opens the applicable steps in the spec order', () => {
    const toReview = walks['every step applies, nothing saved yet']!
      .filter((path) => path.state.matches('review'))
      .reduce((shortest, path) => (path.weight < shortest.weight ? path : shortest));
    const opened: string[] = [];
    for (const { state } of toReview.steps) {
      const step = activeStepOf(state)?.step;
      if (step !== undefined && opened.at(-1) !== step) opened.push(step);
    }
    expect(opened).toEqual(CHECKOUT_STEP_ORDER);
  });
});
