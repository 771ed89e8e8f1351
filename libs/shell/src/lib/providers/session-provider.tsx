import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApiClient } from './api-client';
import { loadSession } from './load-session';
import { SessionContext, type SessionState } from './session';

/** The longest the session waits for an idle browser before it is asked anyway. */
const SESSION_ASK_LATEST_MS = 2000;

/**
 * Who the shopper is (guest or signed in; storefront.md §6), asked once after hydration (after the
 * first render in the client-rendered account app) so that the storefront's server-rendered HTML
 * stays the same for everyone and can be cached. A failed call leaves
 * the shopper a guest: guest flows (login dialog) are the safe default. Read with `useSession`
 * (session.ts).
 */
export function SessionProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial?: SessionState;
}) {
  const client = useApiClient();
  const [state, setState] = useState<SessionState>(initial ?? { status: 'unknown', user: null });
  useEffect(() => {
    if (initial) return;
    let active = true;
    const ask = () => void loadSession(client).then((answer) => active && setState(answer));
    // Asked once the browser is idle, which on a server-rendered page is after hydration: an
    // answer arriving while React still hydrates the page in slices (storefront main.tsx) makes
    // it hydrate every part that reads the session (each tile's buttons) in one long task.
    if (typeof requestIdleCallback !== 'function') {
      // No idle callback (Safari): asked at once, as before this wait existed. A fixed pause
      // would guess at a phone's hydration time and hold every signed-in render back by it.
      ask();
      return () => {
        active = false;
      };
    }
    const idle = requestIdleCallback(ask, { timeout: SESSION_ASK_LATEST_MS });
    return () => {
      active = false;
      cancelIdleCallback(idle);
    };
  }, [client, initial]);
  const value = useMemo(() => state, [state]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
