import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { BillingType } from './billing-type';
import type { AddressDraft, BillingSelection, CheckoutInfo, VatInformation } from './checkout-info';
import {
  CHECKOUT_STEP_ORDER,
  CheckoutStep,
  STEP_STATES,
  StepState,
  isOrderedStep,
  type ActiveStepView,
  type OrderedCheckoutStep,
} from './checkout-step';
import { removePurchaseOrderNumber, setPurchaseOrderNumber, toggleUserCredits } from './payment-reducers';
import { shouldReloadOnRefreshFailure } from './refresh-failure';
import {
  canEditStep,
  firstIncompleteStep,
  isLoyaltySettled,
  isReadyToPlaceOrder,
  isStepComplete,
  nextStep,
  resolveRoute,
  stepApplies,
  type CheckoutRoute,
} from './step-rules';

/** What each step's submission carries to the server (accounts.md §7 "Checkout and promotions"). */
export interface StepPayloads {
  readonly address: { readonly shippingAddressId: string } | { readonly address: AddressDraft };
  readonly telephone: { readonly telephoneNumber: string };
  readonly vat: { readonly vatInformation: VatInformation } | { readonly vatNotNeeded: true };
  readonly express: { readonly deliveryOptionId: string };
  readonly standard: { readonly deliveryInstructions: string };
  readonly marketplace: { readonly addressId: string };
  /** A new payment method from the billing form, tokenised by the payment provider's widget. */
  readonly billing: { readonly newBillingInfo: { readonly type: BillingType; readonly paymentToken: string } };
  readonly loyalty: { readonly memberId: string } | { readonly selection: string };
}

/** One step's submission: the step and its payload. */
export type StepSubmission = {
  readonly [S in CheckoutStep]: { readonly step: S; readonly payload: StepPayloads[S] };
}[CheckoutStep];

/** A change the server must make to the checkout (accounts.md §4 "Checkout calls"). */
export type CheckoutUpdate =
  | { readonly kind: 'step'; readonly submission: StepSubmission }
  | { readonly kind: 'billing'; readonly selection: BillingSelection }
  | { readonly kind: 'userCredits'; readonly apply: boolean }
  | { readonly kind: 'purchaseOrderNumber'; readonly purchaseOrderNumber: string | null };

/** The order the place-order actor returns (storefront.md §3 "pending order id and gid"). */
export interface PlacedOrder {
  readonly id: string;
  readonly gid: string;
}

/** A failure the UI shows; `code` is the server error code when the error carried one. */
export interface CheckoutFailure {
  readonly operation: 'update' | 'refresh' | 'placeOrder';
  readonly code: number | null;
}

/** Machine context: the checkout info and where the flow stands. */
export interface CheckoutMachineContext {
  readonly info: CheckoutInfo;
  /** The ordered step the flow shows; null in review or once every ordered step is complete. */
  readonly activeStep: OrderedCheckoutStep | null;
  /** Where the next routing should go (a go-to-step, or the step to resume after a save). */
  readonly goTo: CheckoutStep | null;
  readonly pending: CheckoutUpdate | null;
  /** An address typed into the form, waiting in the confirm view. */
  readonly addressDraft: AddressDraft | null;
  /** The info before an optimistic change, put back if the save fails. */
  readonly infoBeforeSave: CheckoutInfo | null;
  readonly savingFrom: 'editing' | 'review' | null;
  readonly error: CheckoutFailure | null;
  readonly placedOrder: PlacedOrder | null;
}

/** Machine input: the checkout info and an optional step to open first. */
export interface CheckoutMachineInput {
  readonly info: CheckoutInfo;
  readonly goToStep?: CheckoutStep | null;
}

type StepEvent<T extends string> = { readonly type: T; readonly step: CheckoutStep };

/** Every event the checkout machine accepts; namespaced by area. */
export type CheckoutMachineEvent =
  | StepEvent<'STEP.EDIT'>
  | StepEvent<'STEP.CANCEL'>
  | StepEvent<'STEP.SHOW_FORM'>
  | StepEvent<'STEP.SHOW_SELECTION'>
  | StepEvent<'STEP.SHOW_LIST'>
  | ({ readonly type: 'STEP.SUBMIT' } & StepSubmission)
  | { readonly type: 'ADDRESS.CONFIRM' }
  | { readonly type: 'ADDRESS.REVISE' }
  | { readonly type: 'BILLING.SELECT'; readonly selection: BillingSelection }
  | { readonly type: 'PAYMENT.TOGGLE_CREDITS'; readonly apply: boolean }
  | { readonly type: 'PAYMENT.SET_PO_NUMBER'; readonly purchaseOrderNumber: string }
  | { readonly type: 'PAYMENT.REMOVE_PO_NUMBER' }
  | { readonly type: 'CHECKOUT.REFRESH'; readonly goToStep?: CheckoutStep | null }
  | { readonly type: 'CHECKOUT.REFRESHED'; readonly info: CheckoutInfo; readonly goToStep?: CheckoutStep | null }
  | { readonly type: 'ORDER.PLACE' };

/** Events the machine emits for its host (listen with `actor.on(...)`). */
export type CheckoutMachineEmitted = { readonly type: 'CHECKOUT.RELOAD_REQUESTED' };

/** Input of the `updateCheckout` actor: the change and the info it applies to. */
export interface UpdateCheckoutInput {
  readonly update: CheckoutUpdate;
  readonly info: CheckoutInfo;
}

/** Input of the `refreshCheckout` actor (GET checkout refresh with a go-to-step). */
export interface RefreshCheckoutInput {
  readonly goToStep: CheckoutStep | null;
}

/** Input of the `placeOrder` actor. */
export interface PlaceOrderInput {
  readonly info: CheckoutInfo;
}

/** Raised when the machine runs without a server actor; the host supplies them with `provide()`. */
export class CheckoutActorNotProvidedError extends Error {
  constructor(readonly actor: string) {
    super(`checkoutMachine needs the "${actor}" actor: pass it with checkoutMachine.provide({ actors })`);
    this.name = 'CheckoutActorNotProvidedError';
  }
}

/**
 * storefront.md §4: a step opens on its selection view when there is something to select (saved
 * addresses, a phone number on file, saved VAT information, delivery slots, instructions already
 * given; billing and loyalty always offer choices), otherwise on its form.
 */
export function stepHasChoices(step: CheckoutStep, info: CheckoutInfo): boolean {
  switch (step) {
    case CheckoutStep.ADDRESS:
    case CheckoutStep.MARKETPLACE:
      return info.shippingAddresses.length > 0;
    case CheckoutStep.TELEPHONE:
      return info.user.telephoneNumber !== null && info.user.telephoneNumber.trim() !== '';
    case CheckoutStep.VAT:
      return info.vat.information !== null;
    case CheckoutStep.EXPRESS:
      return info.deliveryTimes.length > 0;
    case CheckoutStep.STANDARD:
      return typeof info.selectedDelivery.standardOrderDeliveryInstructions === 'string';
    case CheckoutStep.BILLING:
    case CheckoutStep.LOYALTY:
      return true;
  }
}

function stepOfUpdate(update: CheckoutUpdate): CheckoutStep | null {
  if (update.kind === 'step') return update.submission.step;
  if (update.kind === 'billing') return CheckoutStep.BILLING;
  return null;
}

/**
 * Where to go once the server has accepted `update`: a completed step moves on to nextStep (or
 * to loyalty/review when none is left), an incomplete one stays open; loyalty and payment
 * options leave the ordered flow where it was.
 */
function goToAfterSave(update: CheckoutUpdate, info: CheckoutInfo, activeStep: OrderedCheckoutStep | null) {
  const step = stepOfUpdate(update);
  if (step === null || !isOrderedStep(step)) return activeStep;
  return isStepComplete(step, info) ? nextStep(step, info) : step;
}

function failureOf(operation: CheckoutFailure['operation'], error: unknown): CheckoutFailure {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number'
      ? error.code
      : null;
  return { operation, code };
}

const FLOW = '#checkout.editing.active.flow';
const LOYALTY_ACTIVE = '#checkout.editing.active.loyalty.active';

/**
 * storefront.md §4 checkout steps as an xstate v5 machine.
 *
 * - `routing` opens what resolveRoute picks: the go-to-step when allowed, else the first
 *   incomplete step, else an unsettled loyalty step, else `review`.
 * - `editing.active` runs two regions in parallel: `flow` (the ordered steps, one active at a
 *   time, each with its form/selection/list/confirm views) and `loyalty` (the separate step).
 *   When both reach their final `complete` state the checkout is in `review`.
 * - Every server change goes through `saving` (actor `updateCheckout`), refreshes through
 *   `refreshing` (actor `refreshCheckout`), ordering through `review.placing` (actor
 *   `placeOrder`). Actors are supplied with `provide()`; the machine does no I/O.
 * - Invariant: no ordered step is ever active while an earlier applicable step is incomplete.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutMachineContext,
    events: {} as CheckoutMachineEvent,
    input: {} as CheckoutMachineInput,
    emitted: {} as CheckoutMachineEmitted,
  },
  actors: {
    updateCheckout: fromPromise<CheckoutInfo, UpdateCheckoutInput>(() =>
      Promise.reject(new CheckoutActorNotProvidedError('updateCheckout')),
    ),
    refreshCheckout: fromPromise<CheckoutInfo, RefreshCheckoutInput>(() =>
      Promise.reject(new CheckoutActorNotProvidedError('refreshCheckout')),
    ),
    placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(() =>
      Promise.reject(new CheckoutActorNotProvidedError('placeOrder')),
    ),
  },
  guards: {
    routesTo: ({ context }, params: { route: CheckoutRoute }) =>
      resolveRoute(context.info, context.goTo) === params.route,
    isFirstIncomplete: ({ context }, params: { step: OrderedCheckoutStep }) =>
      firstIncompleteStep(context.info) === params.step,
    isEventStep: ({ event }, params: { step: CheckoutStep }) => 'step' in event && event.step === params.step,
    canEditStep: ({ context, event }, params: { step: CheckoutStep }) =>
      event.type === 'STEP.EDIT' && event.step === params.step && canEditStep(params.step, context.info),
    hasChoices: ({ context }, params: { step: CheckoutStep }) => stepHasChoices(params.step, context.info),
    /** STEP.SHOW_SELECTION / STEP.SHOW_LIST for this step, and it has something to select. */
    canShowChoices: ({ context, event }, params: { step: CheckoutStep }) =>
      'step' in event && event.step === params.step && stepHasChoices(params.step, context.info),
    /** STEP.CANCEL for this step: an edited step may be left unchanged only while complete. */
    canLeaveStep: ({ context, event }, params: { step: CheckoutStep }) =>
      'step' in event && event.step === params.step && isStepComplete(params.step, context.info),
    isLoyaltySettled: ({ context }) => isLoyaltySettled(context.info),
    isAddressDraft: ({ event }) => event.type === 'STEP.SUBMIT' && event.step === 'address' && 'address' in event.payload,
    hasAddressDraft: ({ context }) => context.addressDraft !== null,
    savedFromReview: ({ context }) => context.savingFrom === 'review',
    isReadyToPlaceOrder: ({ context }) => isReadyToPlaceOrder(context.info),
    shouldReloadOnRefreshFailure: (_, params: { error: unknown }) => shouldReloadOnRefreshFailure(params.error),
  },
  actions: {
    clearGoTo: assign({ goTo: null }),
    enterStep: assign((_, params: { step: OrderedCheckoutStep }) => ({ activeStep: params.step })),
    leaveFlow: assign({ activeStep: null }),
    holdAddressDraft: assign(({ event }) =>
      event.type === 'STEP.SUBMIT' && event.step === 'address' && 'address' in event.payload
        ? { addressDraft: event.payload.address }
        : {},
    ),
    queueSubmission: assign(({ event }) =>
      event.type === 'STEP.SUBMIT'
        ? { pending: { kind: 'step', submission: event } as const, savingFrom: 'editing' as const, infoBeforeSave: null }
        : {},
    ),
    queueConfirmedAddress: assign(({ context }) =>
      context.addressDraft === null
        ? {}
        : {
            pending: {
              kind: 'step',
              submission: { step: 'address', payload: { address: context.addressDraft } },
            } as const,
            savingFrom: 'editing' as const,
            infoBeforeSave: null,
          },
    ),
    queueBillingSelection: assign(({ event }) =>
      event.type === 'BILLING.SELECT'
        ? { pending: { kind: 'billing', selection: event.selection } as const, savingFrom: 'editing' as const, infoBeforeSave: null }
        : {},
    ),
    /** Credits and purchase-order number change no step's completeness, so they apply optimistically. */
    applyPaymentOption: assign(({ context, event }, params: { from: 'editing' | 'review' }) => {
      const base = { savingFrom: params.from, infoBeforeSave: context.info };
      if (event.type === 'PAYMENT.TOGGLE_CREDITS') {
        return { ...base, info: toggleUserCredits(context.info, event.apply), pending: { kind: 'userCredits', apply: event.apply } as const };
      }
      if (event.type === 'PAYMENT.SET_PO_NUMBER') {
        const info = setPurchaseOrderNumber(context.info, event.purchaseOrderNumber);
        return {
          ...base,
          info,
          pending: { kind: 'purchaseOrderNumber', purchaseOrderNumber: info.billing.purchaseOrderNumber } as const,
        };
      }
      if (event.type === 'PAYMENT.REMOVE_PO_NUMBER') {
        return {
          ...base,
          info: removePurchaseOrderNumber(context.info),
          pending: { kind: 'purchaseOrderNumber', purchaseOrderNumber: null } as const,
        };
      }
      return {};
    }),
    acceptSavedInfo: assign(({ context }, params: { info: CheckoutInfo }) => ({
      info: params.info,
      goTo: context.pending === null ? context.activeStep : goToAfterSave(context.pending, params.info, context.activeStep),
      pending: null,
      infoBeforeSave: null,
      savingFrom: null,
      addressDraft: null,
      error: null,
    })),
    restoreAfterFailedSave: assign(({ context }, params: { error: unknown }) => ({
      info: context.infoBeforeSave ?? context.info,
      pending: null,
      infoBeforeSave: null,
      savingFrom: null,
      error: failureOf('update', params.error),
    })),
    startRefresh: assign(({ context, event }) => ({
      goTo: event.type === 'CHECKOUT.REFRESH' ? (event.goToStep ?? context.activeStep) : context.activeStep,
    })),
    acceptRefreshedInfo: assign((_, params: { info: CheckoutInfo }) => ({ info: params.info, error: null })),
    acceptPushedInfo: assign(({ context, event }) =>
      event.type === 'CHECKOUT.REFRESHED'
        ? { info: event.info, goTo: event.goToStep ?? context.activeStep, error: null }
        : {},
    ),
    recordFailure: assign((_, params: { operation: CheckoutFailure['operation']; error: unknown }) => ({
      error: failureOf(params.operation, params.error),
    })),
    recordPlacedOrder: assign((_, params: { order: PlacedOrder }) => ({ placedOrder: params.order, error: null })),
    requestReload: emit({ type: 'CHECKOUT.RELOAD_REQUESTED' } as const),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    info: input.info,
    activeStep: null,
    goTo: input.goToStep ?? null,
    pending: null,
    addressDraft: null,
    infoBeforeSave: null,
    savingFrom: null,
    error: null,
    placedOrder: null,
  }),
  initial: 'routing',
  states: {
    routing: {
      always: [
        ...CHECKOUT_STEP_ORDER.map((step) => ({
          guard: { type: 'routesTo' as const, params: { route: step } },
          target: `${FLOW}.${step}`,
          actions: 'clearGoTo' as const,
        })),
        {
          guard: { type: 'routesTo', params: { route: CheckoutStep.LOYALTY } },
          target: LOYALTY_ACTIVE,
          actions: 'clearGoTo',
        },
        { target: 'review', actions: 'clearGoTo' },
      ],
    },
    editing: {
      initial: 'active',
      on: {
        'CHECKOUT.REFRESH': { target: 'refreshing', actions: 'startRefresh' },
        'CHECKOUT.REFRESHED': { target: 'routing', actions: 'acceptPushedInfo' },
      },
      states: {
        active: {
          type: 'parallel',
          onDone: { target: '#checkout.review' },
          states: {
            flow: {
              initial: 'routing',
              on: {
                'STEP.EDIT': CHECKOUT_STEP_ORDER.map((step) => ({
                  guard: { type: 'canEditStep' as const, params: { step } },
                  target: `.${step}`,
                })),
              },
              states: {
                routing: {
                  always: [
                    ...CHECKOUT_STEP_ORDER.map((step) => ({
                      guard: { type: 'isFirstIncomplete' as const, params: { step } },
                      target: step,
                    })),
                    { target: 'complete' },
                  ],
                },
                address: {
                  entry: { type: 'enterStep', params: { step: 'address' } },
                  initial: 'entry',
                  on: {
                    'STEP.SHOW_FORM': { guard: { type: 'isEventStep', params: { step: 'address' } }, target: '.form' },
                    'STEP.SHOW_SELECTION': {
                      guard: { type: 'canShowChoices', params: { step: 'address' } },
                      target: '.selection',
                    },
                    'STEP.SHOW_LIST': {
                      guard: { type: 'canShowChoices', params: { step: 'address' } },
                      target: '.list',
                    },
                    'STEP.SUBMIT': {
                      guard: { type: 'isEventStep', params: { step: 'address' } },
                      target: '#checkout.saving',
                      actions: 'queueSubmission',
                    },
                    'STEP.CANCEL': {
                      guard: { type: 'canLeaveStep', params: { step: 'address' } },
                      target: 'routing',
                    },
                  },
                  states: {
                    entry: {
                      always: [
                        { guard: { type: 'hasChoices', params: { step: 'address' } }, target: 'selection' },
                        { target: 'form' },
                      ],
                    },
                    form: {
                      on: { 'STEP.SUBMIT': { guard: 'isAddressDraft', target: 'confirm', actions: 'holdAddressDraft' } },
                    },
                    selection: {},
                    list: {},
                    confirm: {
                      on: {
                        'STEP.SUBMIT': { guard: 'isAddressDraft', target: 'confirm', actions: 'holdAddressDraft', reenter: true },
                        'ADDRESS.CONFIRM': {
                          guard: 'hasAddressDraft',
                          target: '#checkout.saving',
                          actions: 'queueConfirmedAddress',
                        },
                        'ADDRESS.REVISE': { target: 'form' },
                      },
                    },
                  },
                },
                telephone: simpleStep('telephone'),
                vat: simpleStep('vat'),
                express: simpleStep('express'),
                standard: simpleStep('standard'),
                marketplace: simpleStep('marketplace'),
                billing: {
                  entry: { type: 'enterStep', params: { step: 'billing' } },
                  initial: 'entry',
                  on: {
                    'STEP.SHOW_FORM': { guard: { type: 'isEventStep', params: { step: 'billing' } }, target: '.form' },
                    'STEP.SHOW_SELECTION': { guard: { type: 'isEventStep', params: { step: 'billing' } }, target: '.selection' },
                    'STEP.SHOW_LIST': { guard: { type: 'isEventStep', params: { step: 'billing' } }, target: '.list' },
                    'STEP.SUBMIT': {
                      guard: { type: 'isEventStep', params: { step: 'billing' } },
                      target: '#checkout.saving',
                      actions: 'queueSubmission',
                    },
                    'STEP.CANCEL': {
                      guard: { type: 'canLeaveStep', params: { step: 'billing' } },
                      target: 'routing',
                    },
                    'BILLING.SELECT': { target: '#checkout.saving', actions: 'queueBillingSelection' },
                    'PAYMENT.TOGGLE_CREDITS': {
                      target: '#checkout.saving',
                      actions: { type: 'applyPaymentOption', params: { from: 'editing' } },
                    },
                    'PAYMENT.SET_PO_NUMBER': {
                      target: '#checkout.saving',
                      actions: { type: 'applyPaymentOption', params: { from: 'editing' } },
                    },
                    'PAYMENT.REMOVE_PO_NUMBER': {
                      target: '#checkout.saving',
                      actions: { type: 'applyPaymentOption', params: { from: 'editing' } },
                    },
                  },
                  states: {
                    entry: { always: { target: 'selection' } },
                    form: {},
                    selection: {},
                    list: {},
                  },
                },
                complete: { type: 'final', entry: 'leaveFlow' },
              },
            },
            loyalty: {
              initial: 'routing',
              on: {
                'STEP.EDIT': { guard: { type: 'canEditStep', params: { step: 'loyalty' } }, target: '.active' },
              },
              states: {
                routing: {
                  always: [{ guard: 'isLoyaltySettled', target: 'complete' }, { target: 'active' }],
                },
                active: {
                  initial: 'entry',
                  on: {
                    'STEP.SHOW_FORM': { guard: { type: 'isEventStep', params: { step: 'loyalty' } }, target: '.form' },
                    'STEP.SHOW_SELECTION': {
                      guard: { type: 'isEventStep', params: { step: 'loyalty' } },
                      target: '.selection',
                    },
                    'STEP.SUBMIT': {
                      guard: { type: 'isEventStep', params: { step: 'loyalty' } },
                      target: '#checkout.saving',
                      actions: 'queueSubmission',
                    },
                    'STEP.CANCEL': {
                      guard: { type: 'canLeaveStep', params: { step: 'loyalty' } },
                      target: 'complete',
                    },
                  },
                  states: {
                    entry: { always: { target: 'selection' } },
                    form: {},
                    selection: {},
                  },
                },
                complete: { type: 'final' },
              },
            },
          },
        },
        hist: { type: 'history', history: 'deep' },
      },
    },
    saving: {
      invoke: {
        id: 'updateCheckout',
        src: 'updateCheckout',
        input: ({ context }) => {
          if (context.pending === null) throw new Error('checkoutMachine: saving without a pending update');
          return { update: context.pending, info: context.info };
        },
        onDone: {
          target: 'routing',
          actions: { type: 'acceptSavedInfo', params: ({ event }) => ({ info: event.output }) },
        },
        onError: [
          {
            guard: 'savedFromReview',
            target: 'review',
            actions: { type: 'restoreAfterFailedSave', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'editing.hist',
            actions: { type: 'restoreAfterFailedSave', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshCheckout',
        src: 'refreshCheckout',
        input: ({ context }) => ({ goToStep: context.goTo }),
        onDone: {
          target: 'routing',
          actions: { type: 'acceptRefreshedInfo', params: ({ event }) => ({ info: event.output }) },
        },
        onError: [
          {
            guard: { type: 'shouldReloadOnRefreshFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'reloading',
          },
          {
            target: 'routing',
            actions: {
              type: 'recordFailure',
              params: ({ event }) => ({ operation: 'refresh' as const, error: event.error }),
            },
          },
        ],
      },
    },
    /** The host reloads the page on CHECKOUT.RELOAD_REQUESTED; nothing else happens here. */
    reloading: { entry: 'requestReload' },
    review: {
      entry: 'leaveFlow',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'ORDER.PLACE': { guard: 'isReadyToPlaceOrder', target: 'placing' },
            'STEP.EDIT': [
              ...CHECKOUT_STEP_ORDER.map((step) => ({
                guard: { type: 'canEditStep' as const, params: { step } },
                target: `${FLOW}.${step}`,
              })),
              { guard: { type: 'canEditStep', params: { step: 'loyalty' } }, target: LOYALTY_ACTIVE },
            ],
            'PAYMENT.TOGGLE_CREDITS': {
              target: '#checkout.saving',
              actions: { type: 'applyPaymentOption', params: { from: 'review' } },
            },
            'PAYMENT.SET_PO_NUMBER': {
              target: '#checkout.saving',
              actions: { type: 'applyPaymentOption', params: { from: 'review' } },
            },
            'PAYMENT.REMOVE_PO_NUMBER': {
              target: '#checkout.saving',
              actions: { type: 'applyPaymentOption', params: { from: 'review' } },
            },
            'CHECKOUT.REFRESH': { target: '#checkout.refreshing', actions: 'startRefresh' },
            'CHECKOUT.REFRESHED': { target: '#checkout.routing', actions: 'acceptPushedInfo' },
          },
        },
        placing: {
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => ({ info: context.info }),
            onDone: {
              target: '#checkout.placed',
              actions: { type: 'recordPlacedOrder', params: ({ event }) => ({ order: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ operation: 'placeOrder' as const, error: event.error }),
              },
            },
          },
        },
      },
    },
    placed: { type: 'final' },
  },
});

/**
 * A step with form and selection views only (telephone, VAT, express, standard, marketplace):
 * it opens on selection when stepHasChoices, submits to `saving`, and can be left unchanged
 * with STEP.CANCEL once complete.
 */
function simpleStep(step: Exclude<OrderedCheckoutStep, 'address' | 'billing'>) {
  return {
    entry: { type: 'enterStep', params: { step } },
    initial: 'entry',
    on: {
      'STEP.SHOW_FORM': { guard: { type: 'isEventStep', params: { step } }, target: '.form' },
      'STEP.SHOW_SELECTION': {
        guard: { type: 'canShowChoices', params: { step } },
        target: '.selection',
      },
      'STEP.SUBMIT': { guard: { type: 'isEventStep', params: { step } }, target: '#checkout.saving', actions: 'queueSubmission' },
      'STEP.CANCEL': {
        guard: { type: 'canLeaveStep', params: { step } },
        target: 'routing',
      },
    },
    states: {
      entry: {
        always: [{ guard: { type: 'hasChoices', params: { step } }, target: 'selection' }, { target: 'form' }],
      },
      form: {},
      selection: {},
    },
  } as const;
}

/** The snapshot type of checkoutMachine. */
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** What a step shows: one of its spec view states, or hidden/pending/saving around them. */
export type StepDisplay = StepState | 'hidden' | 'pending' | 'saving';

function childValue(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;
}

function activeViewIn(region: unknown, step: CheckoutStep): ActiveStepView | null {
  const view = childValue(region, step);
  const views = STEP_STATES[step];
  return typeof view === 'string' && views.includes(view as StepState) && view !== StepState.COMPLETE
    ? (view as ActiveStepView)
    : null;
}

/** storefront.md §4: the active ordered step and its view, or null when no ordered step is open. */
export function activeStepOf(snapshot: CheckoutSnapshot): { step: OrderedCheckoutStep; view: ActiveStepView } | null {
  const flow = childValue(childValue(childValue(snapshot.value, 'editing'), 'active'), 'flow');
  for (const step of CHECKOUT_STEP_ORDER) {
    const view = activeViewIn(flow, step);
    if (view !== null) return { step, view };
  }
  return null;
}

/** storefront.md §4: the loyalty step's view while it is open, or null. */
export function loyaltyViewOf(snapshot: CheckoutSnapshot): ActiveStepView | null {
  const loyalty = childValue(childValue(childValue(snapshot.value, 'editing'), 'active'), 'loyalty');
  return activeViewIn({ loyalty: childValue(loyalty, 'active') }, CheckoutStep.LOYALTY);
}

/**
 * storefront.md §4 step states as the UI shows them: the open step shows its view (form,
 * selection, list, confirm), a step being saved shows `saving`, any other applicable step shows
 * `complete` or `pending`, and a step that does not apply is `hidden`.
 */
export function stepDisplay(snapshot: CheckoutSnapshot, step: CheckoutStep): StepDisplay {
  const { info, pending } = snapshot.context;
  if (!stepApplies(step, info)) return 'hidden';
  if (snapshot.value === 'saving' && pending !== null && stepOfUpdate(pending) === step) return 'saving';
  const active = isOrderedStep(step) ? activeStepOf(snapshot) : null;
  if (active !== null && active.step === step) return active.view;
  if (!isOrderedStep(step)) {
    const view = loyaltyViewOf(snapshot);
    if (view !== null) return view;
  }
  return isStepComplete(step, info) ? StepState.COMPLETE : 'pending';
}
