import { createActor, fromPromise, waitFor } from 'xstate';
import { BillingType } from './billing-type';
import type { CheckoutInfo } from './checkout-info';
import {
  CheckoutActorNotProvidedError,
  activeStepOf,
  checkoutMachine,
  loyaltyViewOf,
  stepDisplay,
  stepHasChoices,
  type CheckoutSnapshot,
  type CheckoutUpdate,
  type PlacedOrder,
  type RefreshCheckoutInput,
  type UpdateCheckoutInput,
} from './checkout-machine';
import { ALL_OFF, checkoutInfo, completeCheckoutInfo, expressRequest } from '../../test-support/checkout-info';
import { fakeServer } from '../../test-support/fake-server';

interface Deferred<I, O> {
  readonly input: I;
  resolve(output: O): void;
  reject(error: unknown): void;
}

/** A fake server actor whose calls the test answers by hand, so in-between states can be seen. */
function controlled<I, O>() {
  const calls: Deferred<I, O>[] = [];
  const logic = fromPromise<O, I>(
    ({ input }) =>
      new Promise<O>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
  return { logic, calls };
}

function start(info: CheckoutInfo) {
  const update = controlled<UpdateCheckoutInput, CheckoutInfo>();
  const refresh = controlled<RefreshCheckoutInput, CheckoutInfo>();
  const place = controlled<{ info: CheckoutInfo }, PlacedOrder>();
  const machine = checkoutMachine.provide({
    actors: { updateCheckout: update.logic, refreshCheckout: refresh.logic, placeOrder: place.logic },
  });
  const actor = createActor(machine, { input: { info } }).start();
  /** Answer the last update call as the fake server would. */
  const serve = async () => {
    const call = update.calls.at(-1)!;
    call.resolve(fakeServer(call.input.info, call.input.update));
    return waitFor(actor, (s) => !s.matches('saving'));
  };
  return { actor, update, refresh, place, serve };
}

const open = (snapshot: CheckoutSnapshot) => activeStepOf(snapshot);
const lastUpdate = (calls: Deferred<UpdateCheckoutInput, CheckoutInfo>[]): CheckoutUpdate => calls.at(-1)!.input.update;

describe('checkoutMachine: opening (storefront.md §4)', () => {
  it('opens the first incomplete step on its form when there is nothing to select', () => {
    const { actor } = start(checkoutInfo());
    expect(open(actor.getSnapshot())).toEqual({ step: 'address', view: 'form' });
  });

  it('opens on the selection view when there are saved choices', () => {
    const { actor } = start(checkoutInfo({ shippingAddresses: [{ id: 'addr-1', addressLine1: '1', city: 'HN' }] }));
    expect(open(actor.getSnapshot())).toEqual({ step: 'address', view: 'selection' });
  });

  it('skips the address step in the pickup-only flow', () => {
    const { actor } = start(checkoutInfo({ isPickupOnly: true }));
    expect(open(actor.getSnapshot())?.step).toBe('telephone');
  });

  it('opens the loyalty step beside the ordered steps', () => {
    const { actor } = start(checkoutInfo());
    expect(loyaltyViewOf(actor.getSnapshot())).toBe('selection');
  });

  it('opens a go-to-step given as input when it is allowed', () => {
    const actor = createActor(checkoutMachine, { input: { info: completeCheckoutInfo(), goToStep: 'vat' } }).start();
    expect(open(actor.getSnapshot())?.step).toBe('vat');
  });

  it('starts in review when everything is complete', () => {
    const { actor } = start(completeCheckoutInfo());
    expect(actor.getSnapshot().matches({ review: 'idle' })).toBe(true);
    expect(open(actor.getSnapshot())).toBeNull();
  });
});

describe('checkoutMachine: moving forward (storefront.md §4)', () => {
  it('saves a step through updateCheckout and opens the next incomplete step', async () => {
    const { actor, update, serve } = start(checkoutInfo({ shippingAddresses: [{ id: 'addr-1', addressLine1: '1', city: 'HN' }] }));
    actor.send({ type: 'STEP.SUBMIT', step: 'address', payload: { shippingAddressId: 'addr-1' } });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(stepDisplay(actor.getSnapshot(), 'address')).toBe('saving');
    expect(lastUpdate(update.calls)).toEqual({
      kind: 'step',
      submission: expect.objectContaining({ step: 'address', payload: { shippingAddressId: 'addr-1' } }),
    });
    const after = await serve();
    expect(open(after)).toEqual({ step: 'telephone', view: 'form' });
    expect(stepDisplay(after, 'address')).toBe('complete');
  });

  it('walks every step in order to review, with loyalty alongside', async () => {
    const { actor, serve } = start(checkoutInfo());
    const opened: string[] = [];
    const submit = async (event: Parameters<typeof actor.send>[0]) => {
      opened.push(open(actor.getSnapshot())?.step ?? 'none');
      actor.send(event);
      if (actor.getSnapshot().matches('saving')) await serve();
    };
    await submit({ type: 'STEP.SUBMIT', step: 'address', payload: { address: { addressLine1: '1 Lê Lợi', city: 'HCM' } } });
    actor.send({ type: 'ADDRESS.CONFIRM' });
    await serve();
    await submit({ type: 'STEP.SUBMIT', step: 'telephone', payload: { telephoneNumber: '0901234567' } });
    await submit({ type: 'STEP.SUBMIT', step: 'vat', payload: { vatInformation: { email: 'ketoan@gio.vn', taxCode: '0312345678' } } });
    await submit({ type: 'STEP.SUBMIT', step: 'express', payload: { deliveryOptionId: 'slot-1' } });
    await submit({ type: 'STEP.SUBMIT', step: 'standard', payload: { deliveryInstructions: '' } });
    await submit({ type: 'STEP.SUBMIT', step: 'marketplace', payload: { addressId: 'addr-new' } });
    await submit({ type: 'STEP.SUBMIT', step: 'billing', payload: { newBillingInfo: { type: BillingType.CREDIT_CARD, paymentToken: 'tok' } } });
    expect(opened).toEqual(['address', 'telephone', 'vat', 'express', 'standard', 'marketplace', 'billing']);
    // Every ordered step is complete but the separate loyalty step is not: no review yet.
    expect(actor.getSnapshot().matches('review')).toBe(false);
    expect(actor.getSnapshot().matches({ editing: { active: { flow: 'complete' } } })).toBe(true);
    actor.send({ type: 'STEP.SUBMIT', step: 'loyalty', payload: { memberId: 'WAON-123' } });
    expect((await serve()).matches({ review: 'idle' })).toBe(true);
  });

  it('keeps a step open when the server answers that it is still incomplete', async () => {
    const { actor, update } = start(checkoutInfo());
    actor.send({ type: 'STEP.SHOW_FORM', step: 'address' });
    actor.send({ type: 'STEP.SUBMIT', step: 'address', payload: { address: { addressLine1: 'x', city: 'y' } } });
    actor.send({ type: 'ADDRESS.CONFIRM' });
    update.calls.at(-1)!.resolve(update.calls.at(-1)!.input.info);
    const after = await waitFor(actor, (s) => !s.matches('saving'));
    expect(open(after)?.step).toBe('address');
  });

  it('ignores a submission for a step that is not open', () => {
    const { actor, update } = start(checkoutInfo());
    actor.send({ type: 'STEP.SUBMIT', step: 'billing', payload: { newBillingInfo: { type: BillingType.CREDIT_CARD, paymentToken: 't' } } });
    actor.send({ type: 'STEP.SUBMIT', step: 'telephone', payload: { telephoneNumber: '0901234567' } });
    expect(update.calls).toHaveLength(0);
    expect(open(actor.getSnapshot())?.step).toBe('address');
  });
});

describe('checkoutMachine: address views (storefront.md §4: list and confirm)', () => {
  const withAddresses = checkoutInfo({ shippingAddresses: [{ id: 'addr-1', addressLine1: '1', city: 'HN' }] });

  it('moves among selection, list and form', () => {
    const { actor } = start(withAddresses);
    actor.send({ type: 'STEP.SHOW_LIST', step: 'address' });
    expect(open(actor.getSnapshot())?.view).toBe('list');
    actor.send({ type: 'STEP.SHOW_FORM', step: 'address' });
    expect(open(actor.getSnapshot())?.view).toBe('form');
    actor.send({ type: 'STEP.SHOW_SELECTION', step: 'address' });
    expect(open(actor.getSnapshot())?.view).toBe('selection');
  });

  it('refuses the selection and list views when there is nothing to select', () => {
    const { actor } = start(checkoutInfo());
    actor.send({ type: 'STEP.SHOW_LIST', step: 'address' });
    actor.send({ type: 'STEP.SHOW_SELECTION', step: 'address' });
    expect(open(actor.getSnapshot())?.view).toBe('form');
  });

  it('confirms a new address before saving it, and lets it be revised', async () => {
    const { actor, update } = start(checkoutInfo());
    const draft = { addressLine1: '5 Hai Bà Trưng', ward: 'Bến Nghé', district: 'Quận 1', city: 'Hồ Chí Minh' };
    actor.send({ type: 'STEP.SUBMIT', step: 'address', payload: { address: draft } });
    expect(open(actor.getSnapshot())?.view).toBe('confirm');
    expect(update.calls).toHaveLength(0);
    actor.send({ type: 'ADDRESS.REVISE' });
    expect(open(actor.getSnapshot())?.view).toBe('form');
    actor.send({ type: 'STEP.SUBMIT', step: 'address', payload: { address: draft } });
    actor.send({ type: 'ADDRESS.CONFIRM' });
    expect(lastUpdate(update.calls)).toEqual({ kind: 'step', submission: { step: 'address', payload: { address: draft } } });
  });
});

describe('checkoutMachine: editing a complete step (storefront.md §4)', () => {
  it('reopens a complete step from review and returns to review when left unchanged', () => {
    const { actor } = start(completeCheckoutInfo());
    actor.send({ type: 'STEP.EDIT', step: 'address' });
    expect(open(actor.getSnapshot())).toEqual({ step: 'address', view: 'selection' });
    actor.send({ type: 'STEP.CANCEL', step: 'address' });
    expect(actor.getSnapshot().matches('review')).toBe(true);
  });

  it('reopens a complete earlier step while a later one is open', async () => {
    const { actor } = start(completeCheckoutInfo({ billing: { selection: null, applyUserCredits: false, purchaseOrderNumber: null } }));
    expect(open(actor.getSnapshot())?.step).toBe('billing');
    actor.send({ type: 'STEP.EDIT', step: 'telephone' });
    expect(open(actor.getSnapshot())).toEqual({ step: 'telephone', view: 'selection' });
    expect(stepDisplay(actor.getSnapshot(), 'billing')).toBe('pending');
    actor.send({ type: 'STEP.CANCEL', step: 'telephone' });
    expect(open(actor.getSnapshot())?.step).toBe('billing');
  });

  it('does not reopen an incomplete step or a step after an incomplete one', () => {
    const { actor } = start(completeCheckoutInfo({ user: { telephoneNumber: null, isInvoiceUser: false } }));
    expect(open(actor.getSnapshot())?.step).toBe('telephone');
    actor.send({ type: 'STEP.EDIT', step: 'billing' });
    expect(open(actor.getSnapshot())?.step).toBe('telephone');
  });

  it('moves on with nextStep after saving an edited step', async () => {
    const { actor, serve } = start(completeCheckoutInfo());
    actor.send({ type: 'STEP.EDIT', step: 'express' });
    actor.send({ type: 'STEP.SUBMIT', step: 'express', payload: { deliveryOptionId: 'slot-2' } });
    const after = await serve();
    expect(after.matches('review')).toBe(true);
    expect(after.context.info.selectedDelivery.expressDeliveryOptionId).toBe('slot-2');
  });

  it('does not leave an edited step that has become incomplete', () => {
    const { actor } = start(checkoutInfo());
    actor.send({ type: 'STEP.CANCEL', step: 'address' });
    expect(open(actor.getSnapshot())?.step).toBe('address');
  });

  it('reopens loyalty from review and returns when left unchanged', () => {
    const { actor } = start(completeCheckoutInfo());
    actor.send({ type: 'STEP.EDIT', step: 'loyalty' });
    expect(loyaltyViewOf(actor.getSnapshot())).toBe('selection');
    actor.send({ type: 'STEP.SHOW_FORM', step: 'loyalty' });
    expect(loyaltyViewOf(actor.getSnapshot())).toBe('form');
    actor.send({ type: 'STEP.CANCEL', step: 'loyalty' });
    expect(actor.getSnapshot().matches('review')).toBe(true);
  });
});

describe('checkoutMachine: refresh with go-to-step (accounts.md §4, storefront.md §4)', () => {
  it('goes to the go-to-step of pushed refreshed info', () => {
    const { actor } = start(completeCheckoutInfo());
    actor.send({ type: 'CHECKOUT.REFRESHED', info: completeCheckoutInfo(), goToStep: 'express' });
    expect(open(actor.getSnapshot())?.step).toBe('express');
  });

  it('goes to an earlier incomplete step instead of a later go-to-step', () => {
    const { actor } = start(completeCheckoutInfo());
    const info = completeCheckoutInfo({ user: { telephoneNumber: null, isInvoiceUser: false } });
    actor.send({ type: 'CHECKOUT.REFRESHED', info, goToStep: 'billing' });
    expect(open(actor.getSnapshot())?.step).toBe('telephone');
  });

  it('stays on the open step when refreshed info keeps it allowed', () => {
    const { actor } = start(completeCheckoutInfo({ billing: { selection: null, applyUserCredits: false, purchaseOrderNumber: null } }));
    actor.send({ type: 'STEP.EDIT', step: 'vat' });
    actor.send({ type: 'CHECKOUT.REFRESHED', info: actor.getSnapshot().context.info });
    expect(open(actor.getSnapshot())?.step).toBe('vat');
  });

  it('calls refreshCheckout with the go-to-step and routes on its answer', async () => {
    const { actor, refresh } = start(completeCheckoutInfo());
    actor.send({ type: 'CHECKOUT.REFRESH', goToStep: 'standard' });
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    expect(refresh.calls[0]!.input).toEqual({ goToStep: 'standard' });
    refresh.calls[0]!.resolve(completeCheckoutInfo());
    const after = await waitFor(actor, (s) => !s.matches('refreshing'));
    expect(open(after)?.step).toBe('standard');
  });

  it('asks the host to reload the page when the refresh fails with an unknown error', async () => {
    const { actor, refresh } = start(completeCheckoutInfo());
    const emitted: string[] = [];
    actor.on('CHECKOUT.RELOAD_REQUESTED', (event) => emitted.push(event.type));
    actor.send({ type: 'CHECKOUT.REFRESH' });
    refresh.calls[0]!.reject(new Error('502'));
    const after = await waitFor(actor, (s) => !s.matches('refreshing'));
    expect(after.matches('reloading')).toBe(true);
    expect(emitted).toEqual(['CHECKOUT.RELOAD_REQUESTED']);
  });

  it('keeps the page and records the error when the refresh fails with a known checkout error', async () => {
    const { actor, refresh } = start(completeCheckoutInfo());
    const emitted: string[] = [];
    actor.on('CHECKOUT.RELOAD_REQUESTED', (event) => emitted.push(event.type));
    actor.send({ type: 'CHECKOUT.REFRESH' });
    refresh.calls[0]!.reject({ code: 585 });
    const after = await waitFor(actor, (s) => !s.matches('refreshing'));
    expect(after.matches('review')).toBe(true);
    expect(after.context.error).toEqual({ operation: 'refresh', code: 585 });
    expect(emitted).toEqual([]);
  });
});

describe('checkoutMachine: billing and payment options (storefront.md §4, accounts.md §4)', () => {
  const atBilling = () =>
    completeCheckoutInfo({ billing: { selection: null, applyUserCredits: false, purchaseOrderNumber: null } });

  it('sends a billing selection through updateCheckout and moves on when it completes billing', async () => {
    const { actor, update, serve } = start(atBilling());
    actor.send({ type: 'BILLING.SELECT', selection: { type: BillingType.PAYMENT_ON_FULFILLMENT, billingInfoId: null } });
    expect(lastUpdate(update.calls)).toEqual({
      kind: 'billing',
      selection: { type: BillingType.PAYMENT_ON_FULFILLMENT, billingInfoId: null },
    });
    expect((await serve()).matches('review')).toBe(true);
  });

  it('stays on billing when the selection does not complete it', async () => {
    const { actor, serve } = start(atBilling());
    actor.send({ type: 'BILLING.SELECT', selection: { type: BillingType.VENMO, billingInfoId: null } });
    expect(open(await serve())?.step).toBe('billing');
  });

  it('completes the address step when Apple Pay is selected', async () => {
    const info = completeCheckoutInfo({
      selectedDelivery: { ...completeCheckoutInfo().selectedDelivery, shippingAddressId: null },
      billingInfos: [{ id: 'apple-1', type: BillingType.APPLE_PAY }],
      billing: { selection: { type: BillingType.APPLE_PAY, billingInfoId: 'apple-1' }, applyUserCredits: false, purchaseOrderNumber: null },
    });
    const { actor } = start(info);
    expect(actor.getSnapshot().matches('review')).toBe(true);
  });

  it('applies user credits optimistically and keeps them once saved', async () => {
    const { actor, update, serve } = start(atBilling());
    actor.send({ type: 'PAYMENT.TOGGLE_CREDITS', apply: true });
    expect(actor.getSnapshot().context.info.billing.applyUserCredits).toBe(true);
    expect(lastUpdate(update.calls)).toEqual({ kind: 'userCredits', apply: true });
    const after = await serve();
    expect(after.context.info.billing.applyUserCredits).toBe(true);
    expect(open(after)?.step).toBe('billing');
  });

  it('restores the previous choice and view when saving fails', async () => {
    const { actor, update } = start(atBilling());
    actor.send({ type: 'STEP.SHOW_LIST', step: 'billing' });
    actor.send({ type: 'PAYMENT.TOGGLE_CREDITS', apply: true });
    update.calls[0]!.reject({ code: 487 });
    const after = await waitFor(actor, (s) => !s.matches('saving'));
    expect(after.context.info.billing.applyUserCredits).toBe(false);
    expect(after.context.error).toEqual({ operation: 'update', code: 487 });
    expect(open(after)).toEqual({ step: 'billing', view: 'list' });
  });

  it('sets a trimmed purchase-order number from review and removes it again', async () => {
    const { actor, update, serve } = start(completeCheckoutInfo());
    actor.send({ type: 'PAYMENT.SET_PO_NUMBER', purchaseOrderNumber: '  PO-88 ' });
    expect(lastUpdate(update.calls)).toEqual({ kind: 'purchaseOrderNumber', purchaseOrderNumber: 'PO-88' });
    let after = await serve();
    expect(after.matches('review')).toBe(true);
    expect(after.context.info.billing.purchaseOrderNumber).toBe('PO-88');
    actor.send({ type: 'PAYMENT.REMOVE_PO_NUMBER' });
    expect(lastUpdate(update.calls)).toEqual({ kind: 'purchaseOrderNumber', purchaseOrderNumber: null });
    after = await serve();
    expect(after.context.info.billing.purchaseOrderNumber).toBeNull();
  });

  it('returns to review when a payment option fails to save from review', async () => {
    const { actor, update } = start(completeCheckoutInfo());
    actor.send({ type: 'PAYMENT.SET_PO_NUMBER', purchaseOrderNumber: 'PO-1' });
    update.calls[0]!.reject(new Error('offline'));
    const after = await waitFor(actor, (s) => !s.matches('saving'));
    expect(after.matches({ review: 'idle' })).toBe(true);
    expect(after.context.info.billing.purchaseOrderNumber).toBeNull();
    expect(after.context.error).toEqual({ operation: 'update', code: null });
  });
});

describe('checkoutMachine: placing the order', () => {
  it('places the order from review with placeOrder', async () => {
    const { actor, place } = start(completeCheckoutInfo());
    actor.send({ type: 'ORDER.PLACE' });
    expect(actor.getSnapshot().matches({ review: 'placing' })).toBe(true);
    expect(place.calls[0]!.input.info).toBe(actor.getSnapshot().context.info);
    place.calls[0]!.resolve({ id: 'o-1', gid: '100001' });
    const after = await waitFor(actor, (s) => s.status === 'done');
    expect(after.matches('placed')).toBe(true);
    expect(after.context.placedOrder).toEqual({ id: 'o-1', gid: '100001' });
  });

  it('returns to review with the error when placing fails', async () => {
    const { actor, place } = start(completeCheckoutInfo());
    actor.send({ type: 'ORDER.PLACE' });
    place.calls[0]!.reject({ code: 487 });
    const after = await waitFor(actor, (s) => !s.matches({ review: 'placing' }));
    expect(after.matches({ review: 'idle' })).toBe(true);
    expect(after.context.error).toEqual({ operation: 'placeOrder', code: 487 });
  });

  it('cannot place an order before review', () => {
    const { actor, place } = start(checkoutInfo());
    actor.send({ type: 'ORDER.PLACE' });
    expect(place.calls).toHaveLength(0);
  });
});

describe('checkoutMachine: actors come from the host', () => {
  it('fails a save with CheckoutActorNotProvidedError when no updateCheckout is provided', async () => {
    const actor = createActor(checkoutMachine, { input: { info: checkoutInfo({ isPickupOnly: true }) } }).start();
    actor.send({ type: 'STEP.SUBMIT', step: 'telephone', payload: { telephoneNumber: '0901234567' } });
    const after = await waitFor(actor, (s) => !s.matches('saving'));
    expect(after.context.error).toEqual({ operation: 'update', code: null });
    expect(new CheckoutActorNotProvidedError('updateCheckout').message).toContain('provide');
  });
});

describe('stepDisplay and stepHasChoices (storefront.md §4 step states)', () => {
  it('shows hidden, pending, complete and the open view', () => {
    const info = checkoutInfo({ settings: ALL_OFF, fulfillmentRequests: [expressRequest] });
    const { actor } = start(info);
    const snapshot = actor.getSnapshot();
    expect(stepDisplay(snapshot, 'telephone')).toBe('hidden');
    expect(stepDisplay(snapshot, 'loyalty')).toBe('hidden');
    expect(stepDisplay(snapshot, 'address')).toBe('form');
    expect(stepDisplay(snapshot, 'express')).toBe('pending');
    expect(stepDisplay(start(completeCheckoutInfo()).actor.getSnapshot(), 'express')).toBe('complete');
  });

  it('shows the loyalty view while loyalty is open', () => {
    expect(stepDisplay(start(checkoutInfo()).actor.getSnapshot(), 'loyalty')).toBe('selection');
  });

  it('offers a selection only when there is something to select', () => {
    expect(stepHasChoices('address', checkoutInfo())).toBe(false);
    expect(stepHasChoices('telephone', completeCheckoutInfo())).toBe(true);
    expect(stepHasChoices('vat', checkoutInfo())).toBe(false);
    expect(stepHasChoices('express', completeCheckoutInfo())).toBe(true);
    expect(stepHasChoices('standard', checkoutInfo())).toBe(false);
    expect(stepHasChoices('standard', completeCheckoutInfo())).toBe(true);
    expect(stepHasChoices('marketplace', completeCheckoutInfo())).toBe(true);
    expect(stepHasChoices('billing', checkoutInfo())).toBe(true);
    expect(stepHasChoices('loyalty', checkoutInfo())).toBe(true);
  });
});
