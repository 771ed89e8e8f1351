import {
  EXIT_INTENT_DISABLED_PAGES,
  EXIT_INTENT_DISABLED_URLS,
  StorageKeys,
  Timing,
} from '@gio/domain-enums';
import { assign, createActor, setup, type Actor } from 'xstate';
import { normalizePathname, pageNameFromPath, type PageName } from './pages';
import type { Clock, Timers } from '@gio/domain-time';

/** The three exit-intent actions, in the spec's order (storefront.md §4 "Exit-intent engine"). */
export const EXIT_ACTIONS = ['exitSurvey', 'exitIntent', 'cartAbandonment'] as const;
export type ExitAction = (typeof EXIT_ACTIONS)[number];

/** Cookie access, passed in (a domain library touches no document.cookie). */
export interface CookieJar {
  get(name: string): string | null | undefined;
  set(name: string, value: string, options: { readonly days: number }): void;
}

/** Session storage access, passed in. */
export interface SessionStore {
  getItem(key: string): string | null | undefined;
  setItem(key: string, value: string): void;
}

export type ExitActionBlock =
  | { readonly store: 'cookie'; readonly key: string; readonly days: number }
  | { readonly store: 'session'; readonly key: string };

/**
 * What blocks each action once it has shown (storefront.md §9): the exit survey by the cookie
 * blockExitSurvey for 45 days, exit intent and cart abandonment by the session flags exitIntent
 * and exitIntentCartAbandonment.
 */
export const EXIT_ACTION_BLOCKS: Readonly<Record<ExitAction, ExitActionBlock>> = {
  exitSurvey: {
    store: 'cookie',
    key: StorageKeys.BLOCK_EXIT_SURVEY_COOKIE,
    days: Timing.BLOCK_EXIT_SURVEY_COOKIE_DAYS,
  },
  exitIntent: { store: 'session', key: StorageKeys.EXIT_INTENT_SESSION_FLAG },
  cartAbandonment: { store: 'session', key: StorageKeys.EXIT_INTENT_CART_ABANDONMENT_SESSION_FLAG },
};

/** Value written to the blocking cookie or session flag. */
export const EXIT_BLOCK_VALUE = 'true';

/**
 * Exit-intent timing (storefront.md §9). Interpretation of "after a bind delay and only within a
 * trigger threshold": each action binds when the engine starts, arms `bindDelayMs` (8000 ms)
 * later, and stays armed for `triggerThresholdMs` (5000 ms): an exit signal counts only when it
 * arrives at t with armedAt ≤ t < armedAt + 5000. A signal before arming is ignored; when the
 * window closes without a signal the action is unregistered for this page view. After a signal
 * the pop-up opens `exitDelayMs` (450 ms) later.
 */
export const EXIT_INTENT_TIMING = {
  bindDelayMs: Timing.EXIT_INTENT_BIND_DELAY,
  triggerThresholdMs: Timing.EXIT_INTENT_TRIGGER_THRESHOLD,
  exitDelayMs: Timing.EXIT_DELAY,
} as const;

/** The page the engine runs on: its name when the router knows it, and its path. */
export interface ExitIntentPage {
  readonly name?: PageName | null;
  readonly path: string;
}

/**
 * Exit intent is disabled (storefront.md §9) on the pages checkout, checkout login, confirmation
 * and login, and on the url /m/valpak (with its :pages/:range children).
 */
export function isExitIntentDisabled(page: ExitIntentPage): boolean {
  const path = normalizePathname(page.path);
  const name = page.name ?? pageNameFromPath(path);
  if ((EXIT_INTENT_DISABLED_PAGES as readonly string[]).includes(name)) return true;
  return EXIT_INTENT_DISABLED_URLS.some((url) => path === url || path.startsWith(`${url}/`));
}

/** Whether an action is blocked by its cookie or session flag (storefront.md §4, §9). */
export function isExitActionBlocked(
  action: ExitAction,
  stores: { readonly cookies: CookieJar; readonly session: SessionStore },
): boolean {
  const block = EXIT_ACTION_BLOCKS[action];
  const value =
    block.store === 'cookie' ? stores.cookies.get(block.key) : stores.session.getItem(block.key);
  return value !== null && value !== undefined && value !== '';
}

/** Sets the cookie or session flag that blocks an action (storefront.md §4, §9). */
export function blockExitAction(
  action: ExitAction,
  stores: { readonly cookies: CookieJar; readonly session: SessionStore },
): void {
  const block = EXIT_ACTION_BLOCKS[action];
  if (block.store === 'cookie')
    stores.cookies.set(block.key, EXIT_BLOCK_VALUE, { days: block.days });
  else stores.session.setItem(block.key, EXIT_BLOCK_VALUE);
}

/** An exit signal as the browser reports it. */
export type ExitSignal =
  { readonly type: 'blur' } | { readonly type: 'mouseleave'; readonly clientY: number };

/**
 * Exit signals (storefront.md §4): a window blur, or the mouse leaving the body through its top
 * edge (clientY at or above 0). Leaving through a side or the bottom is not an exit.
 */
export function isExitSignal(signal: ExitSignal): boolean {
  if (signal.type === 'blur') return true;
  return Number.isFinite(signal.clientY) && signal.clientY <= 0;
}

/** What one action's machine reads: the stores, the clock and whom to tell. */
export interface ExitActionEnvironment {
  readonly clock: Clock;
  readonly cookies: CookieJar;
  readonly session: SessionStore;
  readonly page: ExitIntentPage;
  readonly onTrigger: (action: ExitAction) => void;
}

interface ExitActionContext {
  readonly action: ExitAction;
  readonly env: ExitActionEnvironment;
  readonly armedAt: number | null;
}

/**
 * One exit-intent action's life (storefront.md §4 "Exit-intent engine"): checking → binding
 * (8000 ms) → armed (5000 ms window) → exiting (450 ms) → shown, where the block is set and the
 * action unregisters. Final states: shown, blocked, expired, disabled. Timers run on the clock the
 * actor is created with, so tests drive them.
 */
export const exitIntentActionMachine = setup({
  types: {
    context: {} as ExitActionContext,
    input: {} as { action: ExitAction; env: ExitActionEnvironment },
    events: {} as { type: 'EXIT.SIGNAL' },
  },
  guards: {
    pageDisabled: ({ context }) => isExitIntentDisabled(context.env.page),
    blocked: ({ context }) => isExitActionBlocked(context.action, context.env),
    withinThreshold: ({ context }) =>
      context.armedAt !== null &&
      context.env.clock.now() - context.armedAt < EXIT_INTENT_TIMING.triggerThresholdMs,
  },
  actions: {
    recordArmedAt: assign({ armedAt: ({ context }) => context.env.clock.now() }),
    block: ({ context }) => blockExitAction(context.action, context.env),
    notifyTrigger: ({ context }) => context.env.onTrigger(context.action),
  },
  delays: {
    bindDelay: EXIT_INTENT_TIMING.bindDelayMs,
    triggerThreshold: EXIT_INTENT_TIMING.triggerThresholdMs,
    exitDelay: EXIT_INTENT_TIMING.exitDelayMs,
  },
}).createMachine({
  id: 'exitIntentAction',
  context: ({ input }) => ({ action: input.action, env: input.env, armedAt: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'pageDisabled', target: 'disabled' },
        { guard: 'blocked', target: 'blocked' },
        { target: 'binding' },
      ],
    },
    binding: { after: { bindDelay: 'armed' } },
    armed: {
      entry: 'recordArmedAt',
      after: { triggerThreshold: 'expired' },
      on: {
        // Another tab may have set the cookie since this page loaded: check again.
        'EXIT.SIGNAL': [
          { guard: 'blocked', target: 'blocked' },
          { guard: 'withinThreshold', target: 'exiting' },
          { target: 'expired' },
        ],
      },
    },
    exiting: { after: { exitDelay: 'shown' } },
    shown: { type: 'final', entry: ['block', 'notifyTrigger'] },
    blocked: { type: 'final' },
    expired: { type: 'final' },
    disabled: { type: 'final' },
  },
});

export type ExitActionState =
  | 'checking'
  | 'binding'
  | 'armed'
  | 'exiting'
  | 'shown'
  | 'blocked'
  | 'expired'
  | 'disabled'
  | 'unregistered';

export interface ExitIntentEngineOptions {
  readonly timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
  readonly clock: Clock;
  readonly cookies: CookieJar;
  readonly session: SessionStore;
  readonly page: ExitIntentPage;
  /** Called when an action's pop-up should open (after the exit delay). */
  readonly onTrigger: (action: ExitAction) => void;
  /** The actions that apply on this page (for example cart abandonment only with a cart); default all three. */
  readonly actions?: readonly ExitAction[];
}

export interface ExitIntentEngine {
  handleSignal(signal: ExitSignal): void;
  /** Each registered action's state. */
  status(): Readonly<Partial<Record<ExitAction, ExitActionState>>>;
  dispose(): void;
}

type ExitActionActor = Actor<typeof exitIntentActionMachine>;

/**
 * Exit-intent engine (storefront.md §4, §9): registers each applicable action, arms it after the
 * bind delay, and on the first exit signal inside the trigger window opens the highest action in
 * spec order after the exit delay. One exit pop-up per page view: once an action fires, the other
 * actions are unregistered, so a second blur never stacks a second pop-up.
 */
export function createExitIntentEngine(options: ExitIntentEngineOptions): ExitIntentEngine {
  const env: ExitActionEnvironment = {
    clock: options.clock,
    cookies: options.cookies,
    session: options.session,
    page: options.page,
    onTrigger: (action) => options.onTrigger(action),
  };
  const requested = new Set(options.actions ?? EXIT_ACTIONS);
  const actors = new Map<ExitAction, ExitActionActor>();
  const unregistered = new Set<ExitAction>();
  let disposed = false;

  for (const action of EXIT_ACTIONS.filter((candidate) => requested.has(candidate))) {
    const actor = createActor(exitIntentActionMachine, {
      input: { action, env },
      clock: {
        setTimeout: (callback, ms) => options.timers.setTimeout(callback, ms),
        clearTimeout: (handle) => options.timers.clearTimeout(handle),
      },
    });
    actors.set(action, actor);
    actor.start();
  }

  const stateOf = (actor: ExitActionActor): ExitActionState =>
    actor.getSnapshot().value as ExitActionState;

  const unregisterOthers = (fired: ExitAction): void => {
    for (const [action, actor] of actors) {
      if (action === fired || actor.getSnapshot().status !== 'active') continue;
      actor.stop();
      unregistered.add(action);
    }
  };

  return {
    handleSignal(signal) {
      if (disposed || !isExitSignal(signal)) return;
      for (const [action, actor] of actors) {
        if (unregistered.has(action) || stateOf(actor) !== 'armed') continue;
        actor.send({ type: 'EXIT.SIGNAL' });
        if (stateOf(actor) === 'exiting') {
          unregisterOthers(action);
          return;
        }
      }
    },
    status() {
      const result: Partial<Record<ExitAction, ExitActionState>> = {};
      for (const [action, actor] of actors) {
        result[action] = unregistered.has(action) ? 'unregistered' : stateOf(actor);
      }
      return result;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const [action, actor] of actors) {
        if (actor.getSnapshot().status === 'active') unregistered.add(action);
        actor.stop();
      }
    },
  };
}
