import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { checkoutMachine, type CheckoutMachineEvent } from './checkout-machine';
import { ALL_CHECKOUT_STEPS } from './checkout-step';
import { arbitraryCheckoutInfo } from '../../test-support/arbitraries';
import { invariantViolations, modelEvents } from '../../test-support/checkout-model';

/**
 * Property (storefront.md §4): from any checkout info, under any sequence of user events,
 * server answers and refreshes carrying any other checkout info and go-to-step, the machine
 * never shows a later step while an earlier applicable step is incomplete, and reaches review
 * only when the order is ready to place.
 */
describe('checkoutMachine property: random walks keep the step-order invariant', () => {
  it('holds after every event', () => {
    fc.assert(
      fc.property(
        arbitraryCheckoutInfo,
        fc.option(fc.constantFrom(...ALL_CHECKOUT_STEPS), { nil: null }),
        fc.array(arbitraryCheckoutInfo, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.option(fc.constantFrom(...ALL_CHECKOUT_STEPS), { nil: null })), {
          maxLength: 30,
        }),
        (info, goToStep, refreshes, moves) => {
          let [snapshot] = initialTransition(checkoutMachine, { info, goToStep });
          expect(invariantViolations(snapshot)).toEqual([]);
          for (const [choice, pushRefresh, refreshGoTo] of moves) {
            const editable = snapshot.matches('editing') || snapshot.matches({ review: 'idle' });
            const event: CheckoutMachineEvent | undefined =
              pushRefresh && editable
                ? { type: 'CHECKOUT.REFRESHED', info: refreshes[choice % refreshes.length]!, goToStep: refreshGoTo }
                : modelEvents(snapshot)[choice % Math.max(1, modelEvents(snapshot).length)];
            if (event === undefined) break;
            [snapshot] = transition(checkoutMachine, snapshot, event);
            expect(invariantViolations(snapshot)).toEqual([]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
