import { Timing } from '@gio/domain-enums';
import { assign, emit, setup } from 'xstate';

/** The modal variants of storefront.md §2. */
export const MODAL_VARIANTS = ['plain', 'full-page', 'peek', 'large', 'small', 'login', 'mobile-only', 'product-carousel'] as const;
export type ModalVariant = (typeof MODAL_VARIANTS)[number];

/** Why a modal closed: a user dismissal, the fade-out timer, the app, or the screen growing. */
export type ModalDismissReason = 'escape' | 'backdrop' | 'close-button';
export type ModalCloseReason = ModalDismissReason | 'timeout' | 'programmatic' | 'viewport' | 'replaced';

export interface ModalSettings {
  variant: ModalVariant;
  /** A locked modal ignores Escape, the backdrop and has no close button (e.g. location capture). */
  locked: boolean;
  /** A fade-out modal hides its content after 4 s and closes at 4.5 s (storefront.md §9). */
  fadeOut: boolean;
}

export interface ModalContext extends ModalSettings {
  /** Below the 600 px desktop breakpoint at the time of opening (Breakpoints.MODAL_DESKTOP). */
  isMobile: boolean;
  closeReason: ModalCloseReason | null;
}

export type ModalEvent =
  | { type: 'MODAL.OPEN'; isMobile: boolean }
  | { type: 'MODAL.REQUEST_CLOSE'; reason: ModalDismissReason }
  | { type: 'MODAL.CLOSE'; reason?: ModalCloseReason }
  | { type: 'MODAL.CONFIGURE'; settings: Partial<ModalSettings> }
  | { type: 'MODAL.VIEWPORT_CHANGED'; isMobile: boolean };

export type ModalEmitted = { type: 'MODAL.OPENED' } | { type: 'MODAL.CLOSED'; reason: ModalCloseReason };

export type ModalInput = Partial<ModalSettings>;

/**
 * One modal's life: closed → opening (300 ms on mobile, none on desktop) → open → fading
 * (fade-out modals, after 4 s) → closed (4.5 s after opening). Escape, the backdrop and the
 * close button are dismissals, refused while locked; the app may always close it.
 */
export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
    emitted: {} as ModalEmitted,
    input: {} as ModalInput,
  },
  delays: {
    openDelay: ({ context }) => (context.isMobile ? Timing.MOBILE_MODAL_OPEN_DELAY : 0),
    fadeOutDelay: Timing.MODAL_FADE_OUT,
    // The fading phase ends at MODAL_AUTO_CLOSE counted from the moment the modal opened.
    autoCloseDelay: Timing.MODAL_AUTO_CLOSE - Timing.MODAL_FADE_OUT,
  },
  guards: {
    opensWithDelay: ({ event }) => event.type === 'MODAL.OPEN' && event.isMobile,
    /** A mobile-only modal never shows on a desktop-wide screen. */
    notForThisScreen: ({ context, event }) => event.type === 'MODAL.OPEN' && context.variant === 'mobile-only' && !event.isMobile,
    dismissible: ({ context }) => !context.locked,
    fadesOut: ({ context }) => context.fadeOut,
    leftMobileScreen: ({ context, event }) => event.type === 'MODAL.VIEWPORT_CHANGED' && context.variant === 'mobile-only' && !event.isMobile,
  },
  actions: {
    rememberScreen: assign({
      isMobile: ({ event }) => (event.type === 'MODAL.OPEN' ? event.isMobile : false),
      closeReason: null,
    }),
    configure: assign(({ context, event }) => (event.type === 'MODAL.CONFIGURE' ? { ...context, ...event.settings } : context)),
    trackViewport: assign({
      isMobile: ({ context, event }) => (event.type === 'MODAL.VIEWPORT_CHANGED' ? event.isMobile : context.isMobile),
    }),
    recordDismissal: assign({
      closeReason: ({ event }) => (event.type === 'MODAL.REQUEST_CLOSE' ? event.reason : null),
    }),
    recordClose: assign({
      closeReason: ({ event }) => (event.type === 'MODAL.CLOSE' ? (event.reason ?? 'programmatic') : null),
    }),
    recordTimeout: assign({ closeReason: 'timeout' as const }),
    recordViewport: assign({ closeReason: 'viewport' as const }),
    emitOpened: emit({ type: 'MODAL.OPENED' as const }),
    emitClosed: emit(({ context }) => ({ type: 'MODAL.CLOSED' as const, reason: context.closeReason ?? 'programmatic' })),
  },
}).createMachine({
  id: 'modal',
  context: ({ input }) => ({
    variant: input.variant ?? 'plain',
    locked: input.locked ?? false,
    fadeOut: input.fadeOut ?? false,
    isMobile: false,
    closeReason: null,
  }),
  initial: 'closed',
  on: {
    'MODAL.CONFIGURE': { actions: 'configure' },
  },
  states: {
    closed: {
      on: {
        'MODAL.OPEN': [
          // Refused, but reported as closed so that the app's `open` flag can follow.
          { guard: 'notForThisScreen', actions: ['recordViewport', 'emitClosed'] },
          { guard: 'opensWithDelay', target: 'opening', actions: 'rememberScreen' },
          { target: 'open', actions: 'rememberScreen' },
        ],
        'MODAL.VIEWPORT_CHANGED': { actions: 'trackViewport' },
      },
    },
    opening: {
      after: { openDelay: 'open' },
      on: {
        'MODAL.REQUEST_CLOSE': { guard: 'dismissible', target: 'closed', actions: ['recordDismissal', 'emitClosed'] },
        'MODAL.CLOSE': { target: 'closed', actions: ['recordClose', 'emitClosed'] },
        'MODAL.VIEWPORT_CHANGED': [
          { guard: 'leftMobileScreen', target: 'closed', actions: ['recordViewport', 'emitClosed'] },
          { actions: 'trackViewport' },
        ],
      },
    },
    open: {
      entry: 'emitOpened',
      after: { fadeOutDelay: { guard: 'fadesOut', target: 'fading' } },
      on: {
        'MODAL.REQUEST_CLOSE': { guard: 'dismissible', target: 'closed', actions: ['recordDismissal', 'emitClosed'] },
        'MODAL.CLOSE': { target: 'closed', actions: ['recordClose', 'emitClosed'] },
        'MODAL.VIEWPORT_CHANGED': [
          { guard: 'leftMobileScreen', target: 'closed', actions: ['recordViewport', 'emitClosed'] },
          { actions: 'trackViewport' },
        ],
      },
    },
    fading: {
      after: { autoCloseDelay: { target: 'closed', actions: ['recordTimeout', 'emitClosed'] } },
      on: {
        'MODAL.REQUEST_CLOSE': { guard: 'dismissible', target: 'closed', actions: ['recordDismissal', 'emitClosed'] },
        'MODAL.CLOSE': { target: 'closed', actions: ['recordClose', 'emitClosed'] },
        'MODAL.VIEWPORT_CHANGED': [
          { guard: 'leftMobileScreen', target: 'closed', actions: ['recordViewport', 'emitClosed'] },
          { actions: 'trackViewport' },
        ],
      },
    },
  },
});

export type ModalMachine = typeof modalMachine;
