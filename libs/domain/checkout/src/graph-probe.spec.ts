import { getAdjacencyMap } from 'xstate/graph';
import { checkoutMachine, type CheckoutMachineEvent, type CheckoutSnapshot } from './lib/checkout-machine';
import { ALL_CHECKOUT_STEPS } from './lib/checkout-step';
import { isStepComplete } from './lib/step-rules';
import { fakeServer } from './test-support/fake-server';
import { checkoutInfo } from './test-support/checkout-info';

function eventsFor(snapshot: CheckoutSnapshot): CheckoutMachineEvent[] {
  const { info, pending } = snapshot.context;
  const evs: any[] = [];
  for (const step of ALL_CHECKOUT_STEPS) {
    evs.push({ type: 'STEP.EDIT', step }, { type: 'STEP.CANCEL', step }, { type: 'STEP.SHOW_FORM', step }, { type: 'STEP.SHOW_SELECTION', step }, { type: 'STEP.SHOW_LIST', step });
  }
  evs.push(
    { type: 'STEP.SUBMIT', step: 'address', payload: { address: { addressLine1: '1 Lê Lợi', city: 'HCM' } } },
    { type: 'STEP.SUBMIT', step: 'telephone', payload: { telephoneNumber: '0901234567' } },
    { type: 'STEP.SUBMIT', step: 'vat', payload: { vatNotNeeded: true } },
    { type: 'STEP.SUBMIT', step: 'express', payload: { deliveryOptionId: 'slot-1' } },
    { type: 'STEP.SUBMIT', step: 'standard', payload: { deliveryInstructions: '' } },
    { type: 'STEP.SUBMIT', step: 'marketplace', payload: { addressId: 'addr-new' } },
    { type: 'STEP.SUBMIT', step: 'billing', payload: { newBillingInfo: { type: 'creditCard', paymentToken: 'tok' } } },
    { type: 'STEP.SUBMIT', step: 'loyalty', payload: { selection: 'not-now' } },
    { type: 'ADDRESS.CONFIRM' }, { type: 'ADDRESS.REVISE' },
    { type: 'BILLING.SELECT', selection: { type: 'applePay', billingInfoId: null } },
    { type: 'BILLING.SELECT', selection: { type: 'invoice', billingInfoId: null } },
    { type: 'ORDER.PLACE' },
  );
  if (pending) {
    evs.push({ type: 'xstate.done.actor.updateCheckout', output: fakeServer(info, pending) });
    evs.push({ type: 'xstate.error.actor.updateCheckout', error: new Error('x') });
  }
  return evs;
}

function sig(s: CheckoutSnapshot) {
  const c = s.context; const info = c.info;
  return JSON.stringify([s.value, ALL_CHECKOUT_STEPS.map((st) => (isStepComplete(st, info) ? 1 : 0)).join(''), info.billing.selection?.type ?? null,
    info.shippingAddresses.length, info.billingInfos.length, c.pending, c.savingFrom, c.addressDraft !== null, c.activeStep, c.goTo, c.placedOrder !== null]);
}
it('probe', () => {
  const t = Date.now();
  const adj = getAdjacencyMap(checkoutMachine, { input: { info: checkoutInfo() }, events: eventsFor as any, serializeState: sig as any });
  console.log(Object.keys(adj).length, Date.now() - t);
});
