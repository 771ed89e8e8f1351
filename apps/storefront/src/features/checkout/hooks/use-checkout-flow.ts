import { CheckoutErrorCode, type CheckoutData, type PlacedOrderView } from '@gio/contracts';
import { ApiError } from '@gio/data-access';
import {
  checkoutMachine,
  type CheckoutInfo,
  type CheckoutSnapshot,
  type PlacedOrder,
} from '@gio/domain-checkout';
import { useApiClient } from '@gio/shell';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { getCheckout, placeOrder, type PaymentDetails } from '../api/checkout-api';
import { IdempotencyKeys } from '../lib/idempotency-key';
import { runCheckoutUpdate } from '../lib/run-checkout-update';

/** The checkout payload is the domain's CheckoutInfo field for field (libs/contracts checkout.ts). */
export function toCheckoutInfo(data: CheckoutData): CheckoutInfo {
  return data.checkoutInfo as unknown as CheckoutInfo;
}

/** What would be ordered: one attempt while this stays the same (see IdempotencyKeys). */
export function orderFingerprint(info: CheckoutInfo, extras: CheckoutData['extras']): string {
  return JSON.stringify({
    total: info.pricingInfo?.totalPrice ?? null,
    delivery: info.selectedDelivery,
    billing: info.billing,
    promo: info.appliedPromoCodes,
    vouchers: info.vouchers.map((voucher) => voucher.id),
    lines: extras.lines.map((line) => [line.variantId, line.quantity, line.unitPrice]),
  });
}

/** Why the last server call of the checkout failed, as the page shows it. */
export interface CheckoutProblem {
  operation: 'update' | 'placeOrder';
  code: string | number | null;
  message: string;
}

export interface CheckoutFlow {
  snapshot: CheckoutSnapshot;
  send: ReturnType<typeof useActorRef<typeof checkoutMachine>>['send'];
  extras: CheckoutData['extras'];
  problem: CheckoutProblem | null;
  clearProblem: () => void;
  /** Checkout data changed outside the machine (promo codes, vouchers): hand it over. */
  accept: (data: CheckoutData) => void;
  /** Payment details typed for this order (bank account), sent with place-order. */
  paymentDetails: React.MutableRefObject<PaymentDetails>;
  placed: PlacedOrderView | null;
}

/** Whether a failed place-order means the checkout shown is out of date and must be read again. */
export function needsRefresh(problem: CheckoutProblem | null): boolean {
  return problem?.operation === 'placeOrder' && problem.code === CheckoutErrorCode.TOTAL_CHANGED;
}

/**
 * Runs the domain checkout machine (storefront.md §4) with its server actors: changes through
 * the checkout calls, refreshes through GET /api/checkout with a go-to-step, the order through
 * place-order with one Idempotency-Key per attempt. An order refused because the total changed
 * refreshes the checkout, so the summary shows the new total and the next attempt confirms it.
 * A refresh that fails reloads the page (`onReload`) unless the error is of the known kind
 * (storefront.md §4, accounts.md §8; domain-checkout `shouldReloadOnRefreshFailure`).
 */
export function useCheckoutFlow(initial: CheckoutData, onReload: () => void): CheckoutFlow {
  const client = useApiClient();
  const [extras, setExtras] = useState(initial.extras);
  const extrasRef = useRef(initial.extras);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [placed, setPlaced] = useState<PlacedOrderView | null>(null);
  const paymentDetails = useRef<PaymentDetails>({});
  const keys = useRef(new IdempotencyKeys());

  const keep = (data: CheckoutData) => {
    extrasRef.current = data.extras;
    setExtras(data.extras);
    return toCheckoutInfo(data);
  };
  const fail = (operation: CheckoutProblem['operation'], error: unknown): never => {
    setProblem({
      operation,
      code: error instanceof ApiError ? error.code : null,
      message: error instanceof Error ? error.message : String(error),
    });
    throw error;
  };

  const machine = useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          updateCheckout: fromPromise(async ({ input }) => {
            setProblem(null);
            try {
              return keep(await runCheckoutUpdate(client, input.update));
            } catch (error) {
              return fail('update', error);
            }
          }),
          refreshCheckout: fromPromise(async ({ input }) =>
            keep((await getCheckout(client, input.goToStep, extrasRef.current.refreshUrl)).data),
          ),
          placeOrder: fromPromise(async ({ input }): Promise<PlacedOrder> => {
            setProblem(null);
            const key = keys.current.keyFor(orderFingerprint(input.info, extrasRef.current));
            try {
              const answer = await placeOrder(client, key, {
                expectedTotal: input.info.pricingInfo?.totalPrice,
                payment: paymentDetails.current,
              });
              setPlaced(answer.data.order);
              return { id: answer.data.order.placementId, gid: answer.data.order.gid };
            } catch (error) {
              return fail('placeOrder', error);
            }
          }),
        },
      }),
    // The actors close over stable refs, state setters and the app's one client.
    [client],
  );
  const actor = useActorRef(machine, {
    input: { info: toCheckoutInfo(initial), goToStep: initial.goToStep },
  });
  const snapshot = useSelector(actor, (state) => state);

  useEffect(() => {
    const subscription = actor.on('CHECKOUT.RELOAD_REQUESTED', onReload);
    return () => subscription.unsubscribe();
  }, [actor, onReload]);

  // One refresh per refusal: the problem stays shown while the new checkout is read.
  const refreshedFor = useRef<CheckoutProblem | null>(null);
  const idle = snapshot.matches({ review: 'idle' });
  useEffect(() => {
    if (!idle || !needsRefresh(problem) || refreshedFor.current === problem) return;
    refreshedFor.current = problem;
    actor.send({ type: 'CHECKOUT.REFRESH' });
  }, [actor, idle, problem]);

  return {
    snapshot,
    send: actor.send,
    extras,
    problem,
    clearProblem: () => setProblem(null),
    accept: (data) => actor.send({ type: 'CHECKOUT.REFRESHED', info: keep(data) }),
    paymentDetails,
    placed,
  };
}
