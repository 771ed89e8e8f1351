import type { CheckoutInfo } from '../src/lib/checkout-info';
import {
  activeStepOf,
  loyaltyViewOf,
  type CheckoutMachineEvent,
  type CheckoutSnapshot,
} from '../src/lib/checkout-machine';
import { ALL_CHECKOUT_STEPS, CHECKOUT_STEP_ORDER, stepIndex, type CheckoutStep } from '../src/lib/checkout-step';
import {
  applicableSteps,
  firstIncompleteStep,
  isReadyToPlaceOrder,
  isStepComplete,
  stepApplies,
} from '../src/lib/step-rules';
import { fakeServer } from './fake-server';

/**
 * Test-only model of the world around checkoutMachine: which events a user, the server or a
 * refresh can produce in a given snapshot, and the invariants every snapshot must satisfy.
 */

/** Done and error events of invoked actors are not in the machine's own event union. */
const actorEvent = (event: { type: string; output?: unknown; error?: unknown }) =>
  event as unknown as CheckoutMachineEvent;

/** The server forgot the user's phone number: an earlier step becomes incomplete again. */
export function regressed(info: CheckoutInfo): CheckoutInfo {
  return { ...info, user: { ...info.user, telephoneNumber: null } };
}

function submissionsFor(step: CheckoutStep, info: CheckoutInfo): CheckoutMachineEvent[] {
  switch (step) {
    case 'address':
      // A saved address is picked when there is one; otherwise a new one goes through confirm.
      return [
        info.shippingAddresses[0] === undefined
          ? { type: 'STEP.SUBMIT', step, payload: { address: { addressLine1: '1 Lê Lợi', ward: 'Bến Nghé', city: 'Hồ Chí Minh' } } }
          : { type: 'STEP.SUBMIT', step, payload: { shippingAddressId: info.shippingAddresses[0].id } },
      ];
    case 'telephone':
      return [{ type: 'STEP.SUBMIT', step, payload: { telephoneNumber: '0901234567' } }];
    case 'vat':
      return [{ type: 'STEP.SUBMIT', step, payload: { vatNotNeeded: true } }];
    case 'express':
      return [{ type: 'STEP.SUBMIT', step, payload: { deliveryOptionId: 'slot-1' } }];
    case 'standard':
      return [{ type: 'STEP.SUBMIT', step, payload: { deliveryInstructions: '' } }];
    case 'marketplace':
      return [{ type: 'STEP.SUBMIT', step, payload: { addressId: 'addr-new' } }];
    case 'billing':
      return [
        { type: 'STEP.SUBMIT', step, payload: { newBillingInfo: { type: 'creditCard', paymentToken: 'tok_visa' } } },
        // Apple Pay without a linked wallet completes the address step but not billing.
        { type: 'BILLING.SELECT', selection: { type: 'applePay', billingInfoId: null } },
      ];
    case 'loyalty':
      return [{ type: 'STEP.SUBMIT', step, payload: { selection: 'not-a-member' } }];
  }
}

function viewEvents(step: CheckoutStep): CheckoutMachineEvent[] {
  return [
    { type: 'STEP.SHOW_FORM', step },
    { type: 'STEP.SHOW_SELECTION', step },
    { type: 'STEP.SHOW_LIST', step },
    { type: 'STEP.CANCEL', step },
  ];
}

/** What can happen in `snapshot`: user events for the open steps, server answers while waiting. */
export function modelEvents(snapshot: CheckoutSnapshot): CheckoutMachineEvent[] {
  const { info, pending } = snapshot.context;
  if (snapshot.matches('saving')) {
    return pending === null
      ? []
      : [
          actorEvent({ type: 'xstate.done.actor.updateCheckout', output: fakeServer(info, pending) }),
          actorEvent({ type: 'xstate.error.actor.updateCheckout', error: new Error('network') }),
        ];
  }
  if (snapshot.matches('refreshing')) {
    return [
      actorEvent({ type: 'xstate.done.actor.refreshCheckout', output: info }),
      actorEvent({ type: 'xstate.error.actor.refreshCheckout', error: { code: 585 } }),
      actorEvent({ type: 'xstate.error.actor.refreshCheckout', error: new Error('boom') }),
    ];
  }
  if (snapshot.matches({ review: 'placing' })) {
    return [
      actorEvent({ type: 'xstate.done.actor.placeOrder', output: { id: 'o-1', gid: '1001' } }),
      actorEvent({ type: 'xstate.error.actor.placeOrder', error: { code: 487 } }),
    ];
  }
  const events: CheckoutMachineEvent[] = ALL_CHECKOUT_STEPS.map((step) => ({ type: 'STEP.EDIT', step }));
  const open: CheckoutStep[] = [];
  const active = activeStepOf(snapshot);
  if (active !== null) open.push(active.step);
  if (loyaltyViewOf(snapshot) !== null) open.push('loyalty');
  for (const step of open) events.push(...viewEvents(step), ...submissionsFor(step, info));
  if (active?.view === 'confirm') events.push({ type: 'ADDRESS.CONFIRM' }, { type: 'ADDRESS.REVISE' });
  if (snapshot.matches('review')) events.push({ type: 'ORDER.PLACE' }, { type: 'PAYMENT.SET_PO_NUMBER', purchaseOrderNumber: ' PO-7 ' });
  // A refresh that makes an earlier step incomplete while asking for a later one.
  if ((snapshot.matches('editing') || snapshot.matches('review')) && isStepComplete('telephone', info)) {
    events.push({ type: 'CHECKOUT.REFRESHED', info: regressed(info), goToStep: 'billing' });
  }
  if (snapshot.matches('review') || active?.step === 'billing') events.push({ type: 'CHECKOUT.REFRESH', goToStep: 'address' });
  return events;
}

/** A compact key: the state value and everything in the context that changes behaviour. */
export function modelStateKey(snapshot: CheckoutSnapshot): string {
  const { info, ...rest } = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    ALL_CHECKOUT_STEPS.map((step) => (isStepComplete(step, info) ? 1 : 0)).join(''),
    info.billing.selection?.type ?? null,
    info.billing.purchaseOrderNumber,
    info.shippingAddresses.length,
    info.billingInfos.length,
    rest.pending,
    rest.savingFrom,
    rest.addressDraft !== null,
    rest.activeStep,
    rest.goTo,
    rest.placedOrder !== null,
  ]);
}

/**
 * The invariants of storefront.md §4 every snapshot must satisfy; returns the violations.
 * The main one: no ordered step is shown as active while an earlier applicable step is incomplete.
 */
export function invariantViolations(snapshot: CheckoutSnapshot): string[] {
  const { info, activeStep } = snapshot.context;
  const violations: string[] = [];
  const shown = activeStepOf(snapshot)?.step ?? (snapshot.matches('saving') ? activeStep : null);
  if (shown !== null) {
    if (!stepApplies(shown, info)) violations.push(`${shown} is active but does not apply`);
    for (const earlier of CHECKOUT_STEP_ORDER.slice(0, stepIndex(shown))) {
      if (stepApplies(earlier, info) && !isStepComplete(earlier, info)) {
        violations.push(`${shown} is active while earlier ${earlier} is incomplete`);
      }
    }
  }
  const flowActive = activeStepOf(snapshot);
  if (flowActive !== null && flowActive.step !== activeStep) {
    violations.push(`context.activeStep ${String(activeStep)} differs from the open step ${flowActive.step}`);
  }
  if (snapshot.matches({ editing: { active: { flow: 'complete' } } }) && firstIncompleteStep(info) !== null) {
    violations.push('flow is complete while an ordered step is incomplete');
  }
  if (snapshot.matches('review') && !isReadyToPlaceOrder(info)) violations.push('review while not ready to place the order');
  if (snapshot.matches('routing') || snapshot.matches({ editing: { active: { flow: 'routing' } } })) {
    violations.push('a transient routing state was left standing');
  }
  if (applicableSteps(info).length === 0) violations.push('no step applies (billing always should)');
  return violations;
}
