import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  createExitIntentEngine,
  EXIT_ACTION_BLOCKS,
  exitIntentActionMachine,
  isExitIntentDisabled,
  isExitSignal,
  type CookieJar,
  type ExitAction,
  type ExitIntentEngineOptions,
  type SessionStore,
} from './exit-intent';
import type { Timers } from '@gio/domain-time';

// Jest's fake timers drive the injected timer interface and clock, so every delay is exact.
const timers: Pick<Timers, 'setTimeout' | 'clearTimeout'> = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
const clock = { now: () => Date.now() };

function memoryCookies(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: Array<{ name: string; value: string; days: number }> = [];
  const jar: CookieJar = {
    get: (name) => values.get(name),
    set: (name, value, { days }) => {
      values.set(name, value);
      writes.push({ name, value, days });
    },
  };
  return { jar, writes, values };
}

function memorySession(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const store: SessionStore = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
  return { store, values };
}

function setupEngine(overrides: Partial<ExitIntentEngineOptions> = {}) {
  const cookies = memoryCookies();
  const session = memorySession();
  const triggered: Array<{ action: ExitAction; at: number }> = [];
  const engine = createExitIntentEngine({
    timers,
    clock,
    cookies: cookies.jar,
    session: session.store,
    page: { path: '/' },
    onTrigger: (action) => triggered.push({ action, at: Date.now() }),
    ...overrides,
  });
  return { engine, cookies, session, triggered };
}

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('exit signals (storefront.md §4)', () => {
  it('counts a window blur and a mouse leaving through the top edge', () => {
    expect(isExitSignal({ type: 'blur' })).toBe(true);
    expect(isExitSignal({ type: 'mouseleave', clientY: 0 })).toBe(true);
    expect(isExitSignal({ type: 'mouseleave', clientY: -12 })).toBe(true);
    expect(isExitSignal({ type: 'mouseleave', clientY: 1 })).toBe(false);
    expect(isExitSignal({ type: 'mouseleave', clientY: Number.NaN })).toBe(false);
  });
});

describe('isExitIntentDisabled (storefront.md §9)', () => {
  it.each([
    '/checkout',
    '/checkout-login',
    '/confirmation',
    '/login',
    '/m/valpak',
    '/m/valpak/2/6',
    '/m/valpak/',
  ])('is disabled on %s', (path) => expect(isExitIntentDisabled({ path })).toBe(true));

  it('uses the page name when the router gives one', () => {
    expect(isExitIntentDisabled({ name: 'checkout login', path: '/anything' })).toBe(true);
    expect(isExitIntentDisabled({ name: 'home', path: '/' })).toBe(false);
  });

  it.each(['/', '/cart', '/m/valpak-deals', '/product/g1/sua'])('is enabled on %s', (path) =>
    expect(isExitIntentDisabled({ path })).toBe(false),
  );
});

describe('createExitIntentEngine timing (8000 ms bind delay, 5000 ms window, 450 ms exit delay)', () => {
  it('ignores signals before the bind delay has passed', () => {
    const { engine, triggered } = setupEngine();
    jest.advanceTimersByTime(7999);
    engine.handleSignal({ type: 'blur' });
    jest.advanceTimersByTime(1000);
    expect(triggered).toEqual([]);
    expect(engine.status().exitSurvey).toBe('armed');
  });

  it('fires at the first millisecond of the window, 450 ms later', () => {
    const { engine, triggered } = setupEngine();
    jest.advanceTimersByTime(8000);
    engine.handleSignal({ type: 'blur' });
    jest.advanceTimersByTime(449);
    expect(triggered).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(triggered).toEqual([{ action: 'exitSurvey', at: 8450 }]);
  });

  it('fires at the last millisecond of the window', () => {
    const { engine, triggered } = setupEngine();
    jest.advanceTimersByTime(12_999);
    engine.handleSignal({ type: 'mouseleave', clientY: -1 });
    jest.advanceTimersByTime(450);
    expect(triggered.map((entry) => entry.action)).toEqual(['exitSurvey']);
  });

  it('unregisters every action once the window has closed', () => {
    const { engine, triggered } = setupEngine();
    jest.advanceTimersByTime(13_000);
    engine.handleSignal({ type: 'blur' });
    jest.advanceTimersByTime(1000);
    expect(triggered).toEqual([]);
    expect(engine.status()).toEqual({
      exitSurvey: 'expired',
      exitIntent: 'expired',
      cartAbandonment: 'expired',
    });
  });

  it('ignores a mouse leaving through the side', () => {
    const { engine, triggered } = setupEngine();
    jest.advanceTimersByTime(9000);
    engine.handleSignal({ type: 'mouseleave', clientY: 300 });
    jest.advanceTimersByTime(1000);
    expect(triggered).toEqual([]);
  });
});

describe('createExitIntentEngine blocking (cookie blockExitSurvey 45 days, session flags)', () => {
  it('blocks the exit survey with a 45-day cookie once it has shown', () => {
    const { engine, cookies, triggered } = setupEngine({ actions: ['exitSurvey'] });
    jest.advanceTimersByTime(8000);
    engine.handleSignal({ type: 'blur' });
    jest.advanceTimersByTime(450);
    expect(triggered.map((entry) => entry.action)).toEqual(['exitSurvey']);
    expect(cookies.writes).toEqual([{ name: 'blockExitSurvey', value: 'true', days: 45 }]);
    expect(engine.status().exitSurvey).toBe('shown');
  });

  it('blocks exit intent and cart abandonment with their session flags', () => {
    for (const [action, flag] of [
      ['exitIntent', 'exitIntent'],
      ['cartAbandonment', 'exitIntentCartAbandonment'],
    ] as const) {
      const { engine, session, triggered } = setupEngine({ actions: [action] });
      jest.advanceTimersByTime(8000);
      engine.handleSignal({ type: 'blur' });
      jest.advanceTimersByTime(450);
      expect(triggered.map((entry) => entry.action)).toEqual([action]);
      expect(session.values.get(flag)).toBe('true');
      engine.dispose();
    }
    expect(EXIT_ACTION_BLOCKS.cartAbandonment).toEqual({
      store: 'session',
      key: 'exitIntentCartAbandonment',
    });
  });

  it('does not register an action that is already blocked', () => {
    const cookies = memoryCookies({ blockExitSurvey: 'true' });
    const session = memorySession({ exitIntent: 'true' });
    const { engine, triggered } = setupEngine({ cookies: cookies.jar, session: session.store });
    expect(engine.status()).toEqual({
      exitSurvey: 'blocked',
      exitIntent: 'blocked',
      cartAbandonment: 'binding',
    });
    jest.advanceTimersByTime(8000);
    engine.handleSignal({ type: 'blur' });
    jest.advanceTimersByTime(450);
    expect(triggered.map((entry) => entry.action)).toEqual(['cartAbandonment']);
  });

  it('re-checks the block at signal time (another tab may have set the cookie)', () => {
    const { engine, cookies, triggered } = setupEngine({ actions: ['exitSurvey', 'exitIntent'] });
    jest.advanceTimersByTime(8000);
    cookies.values.set('blockExitSurvey', 'true');
    engine.handleSignal({ type: 'blur' });
    jest.advanceTimersByTime(450);
    expect(engine.status().exitSurvey).toBe('blocked');
    expect(triggered.map((entry) => entry.action)).toEqual(['exitIntent']);
  });

  it('shows one pop-up per page view and unregisters the other actions', () => {
    const { engine, triggered } = setupEngine();
    jest.advanceTimersByTime(8000);
    engine.handleSignal({ type: 'blur' });
    engine.handleSignal({ type: 'blur' });
    jest.advanceTimersByTime(450);
    engine.handleSignal({ type: 'blur' });
    jest.advanceTimersByTime(1000);
    expect(triggered.map((entry) => entry.action)).toEqual(['exitSurvey']);
    expect(engine.status()).toEqual({
      exitSurvey: 'shown',
      exitIntent: 'unregistered',
      cartAbandonment: 'unregistered',
    });
  });

  it('registers nothing on a disabled page', () => {
    const { engine, triggered } = setupEngine({ page: { path: '/checkout' } });
    jest.advanceTimersByTime(8000);
    engine.handleSignal({ type: 'blur' });
    jest.advanceTimersByTime(450);
    expect(triggered).toEqual([]);
    expect(engine.status()).toEqual({
      exitSurvey: 'disabled',
      exitIntent: 'disabled',
      cartAbandonment: 'disabled',
    });
  });

  it('dispose during the exit delay shows nothing and sets no block', () => {
    const { engine, cookies, triggered } = setupEngine();
    jest.advanceTimersByTime(8000);
    engine.handleSignal({ type: 'blur' });
    engine.dispose();
    jest.advanceTimersByTime(1000);
    engine.handleSignal({ type: 'blur' });
    expect(triggered).toEqual([]);
    expect(cookies.writes).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('exitIntentActionMachine', () => {
  it('rejects a signal that arrives after the window by the clock, even if the timer is late', () => {
    let now = 0;
    const pending: Array<{ at: number; run: () => void }> = [];
    const manualClock = {
      setTimeout: (run: () => void, ms: number) => pending.push({ at: now + ms, run }),
      clearTimeout: () => undefined,
    };
    const actor = createActor(exitIntentActionMachine, {
      clock: manualClock,
      input: {
        action: 'exitIntent',
        env: {
          clock: { now: () => now },
          cookies: memoryCookies().jar,
          session: memorySession().store,
          page: { path: '/' },
          onTrigger: () => undefined,
        },
      },
    }).start();
    now = 8000;
    pending.shift()!.run();
    expect(actor.getSnapshot().value).toBe('armed');
    now = 13_000; // the 5000 ms timer has not run yet
    actor.send({ type: 'EXIT.SIGNAL' });
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('reaches every state, and only through the spec steps (xstate/graph)', () => {
    const env = {
      clock: { now: () => 0 },
      cookies: memoryCookies().jar,
      session: memorySession().store,
      page: { path: '/' },
      onTrigger: () => undefined,
    };
    const reachable = (guards: { pageDisabled: boolean; blocked: boolean }) => {
      const machine = exitIntentActionMachine.provide({
        guards: {
          pageDisabled: () => guards.pageDisabled,
          blocked: () => guards.blocked,
          withinThreshold: () => true,
        },
      });
      const paths = getShortestPaths(machine, {
        input: { action: 'exitIntent' as const, env },
        // Delayed transitions are events too: xstate.after.<delay>.<state id>.
        events: [
          { type: 'EXIT.SIGNAL' },
          { type: 'xstate.after.bindDelay.exitIntentAction.binding' },
          { type: 'xstate.after.triggerThreshold.exitIntentAction.armed' },
          { type: 'xstate.after.exitDelay.exitIntentAction.exiting' },
        ] as never,
      });
      return Object.fromEntries(
        paths.map((path) => [
          String(path.state.value),
          path.steps.map((step) =>
            step.event.type.replace(/^xstate\.after\.(\w+)\..*$/, 'after:$1'),
          ),
        ]),
      );
    };
    const open = reachable({ pageDisabled: false, blocked: false });
    expect(Object.keys(open).sort()).toEqual(['armed', 'binding', 'exiting', 'expired', 'shown']);
    expect(open['shown']!.slice(1)).toEqual(['after:bindDelay', 'EXIT.SIGNAL', 'after:exitDelay']);
    expect(Object.keys(reachable({ pageDisabled: true, blocked: false }))).toEqual(['disabled']);
    expect(Object.keys(reachable({ pageDisabled: false, blocked: true }))).toEqual(['blocked']);
  });
});
