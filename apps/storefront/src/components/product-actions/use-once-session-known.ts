import { useSessionStore } from '@gio/shell';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a press with whether the shopper is signed in, once the session is known: the page is
 * usable before the browser has asked the gateway who the shopper is (the first load is the
 * server's, which never knows), and a press in that moment must neither ask a signed-in shopper
 * to sign in nor be lost. The latest press waits; earlier ones are dropped. It reads the session
 * store, not the context: the session's answer re-renders none of the page's tiles.
 */
export function useOnceSessionKnown(): (action: (signedIn: boolean) => void) => void {
  const store = useSessionStore();
  const waiting = useRef<((signedIn: boolean) => void) | null>(null);
  useEffect(
    () =>
      store.subscribe(() => {
        const { status } = store.get();
        if (status === 'unknown' || !waiting.current) return;
        const action = waiting.current;
        waiting.current = null;
        action(status === 'customer');
      }),
    [store],
  );
  return useCallback(
    (action) => {
      const { status } = store.get();
      if (status === 'unknown') waiting.current = action;
      else action(status === 'customer');
    },
    [store],
  );
}
