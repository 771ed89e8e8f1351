import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApiClient } from './api-client';
import { loadSession } from './load-session';
import { SessionContext, type SessionState } from './session';

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
    void loadSession(client).then((answer) => active && setState(answer));
    return () => {
      active = false;
    };
  }, [client, initial]);
  const value = useMemo(() => state, [state]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
