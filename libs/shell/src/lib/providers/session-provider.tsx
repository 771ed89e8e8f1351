import { useEffect, useState, type ReactNode } from 'react';
import { useApiClient } from './api-client';
import { loadSession } from './load-session';
import {
  createSessionStore,
  SessionContext,
  SessionStoreContext,
  type SessionState,
} from './session';

/** The longest the session waits for an idle browser before it is asked anyway. */
const SESSION_ASK_LATEST_MS = 2000;

/** The longest the session waits for `askAfter` (a page whose content never hydrated: an error). */
const ASK_AFTER_LATEST_MS = 5000;

/**
 * Who the shopper is (guest or signed in; storefront.md §6), asked once after hydration (after the
 * first render in the client-rendered account app) so that the storefront's server-rendered HTML
 * stays the same for everyone and can be cached. A failed call leaves
 * the shopper a guest: guest flows (login dialog) are the safe default. Read with `useSession`
 * (session.ts), or `useSessionStore` where only a press needs it.
 *
 * `askAfter` (one promise for the page's life: a new one asks again): asked only once this
 * settles (or after 5 s), then when the browser is idle. The storefront hands in
 * its page content's hydration: an answer arriving while React still hydrated the content (a
 * Suspense boundary) made React hydrate all of it in one task first (110–140 ms on a desktop
 * CPU), because a context change must reach every part below. The answer stays an urgent update:
 * as a transition, navigations after it stayed on the old page (the browse journey).
 */
export function SessionProvider({
  children,
  initial,
  askAfter,
}: {
  children: ReactNode;
  initial?: SessionState;
  askAfter?: Promise<unknown>;
}) {
  const client = useApiClient();
  const [state, setState] = useState<SessionState>(initial ?? { status: 'unknown', user: null });
  const [store] = useState(() => createSessionStore(state));
  useEffect(() => {
    if (initial) return;
    let active = true;
    let asked = false;
    let idle: number | undefined;
    const ask = () => {
      if (asked || !active) return;
      asked = true;
      void loadSession(client).then((answer) => {
        if (!active) return;
        store.set(answer);
        setState(answer);
      });
    };
    const askWhenIdle = () => {
      if (!active) return;
      // No idle callback (Safari, jsdom): asked at once. A fixed pause would guess at a phone's
      // hydration time and hold every signed-in render back by it.
      if (typeof requestIdleCallback !== 'function') ask();
      else idle = requestIdleCallback(ask, { timeout: SESSION_ASK_LATEST_MS });
    };
    let latest: ReturnType<typeof setTimeout> | undefined;
    if (askAfter) {
      void askAfter.then(askWhenIdle, askWhenIdle);
      latest = setTimeout(ask, ASK_AFTER_LATEST_MS);
    } else {
      askWhenIdle();
    }
    return () => {
      active = false;
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(latest);
    };
  }, [askAfter, client, initial, store]);
  return (
    <SessionStoreContext.Provider value={store}>
      <SessionContext.Provider value={state}>{children}</SessionContext.Provider>
    </SessionStoreContext.Provider>
  );
}
