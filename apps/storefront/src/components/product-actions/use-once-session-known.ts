import { useSession } from '@gio/shell';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a press with whether the shopper is signed in, once the session is known: the page is
 * usable before the browser has asked the gateway who the shopper is (the first load is the
 * server's, which never knows), and a press in that moment must neither ask a signed-in shopper
 * to sign in nor be lost. The latest press waits; earlier ones are dropped.
 */
export function useOnceSessionKnown(): (action: (signedIn: boolean) => void) => void {
  const session = useSession();
  const waiting = useRef<((signedIn: boolean) => void) | null>(null);
  useEffect(() => {
    if (session.status === 'unknown' || !waiting.current) return;
    const action = waiting.current;
    waiting.current = null;
    action(session.status === 'customer');
  }, [session.status]);
  return useCallback(
    (action) => {
      if (session.status === 'unknown') waiting.current = action;
      else action(session.status === 'customer');
    },
    [session.status],
  );
}
