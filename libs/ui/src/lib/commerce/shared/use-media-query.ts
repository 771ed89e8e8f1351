import { useCallback, useSyncExternalStore } from 'react';

function subscribe(query: string, onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function')
    return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function matches(query: string, fallback: boolean): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return fallback;
  return window.matchMedia(query).matches;
}

/**
 * Whether a media query matches, kept current through matchMedia change events. On the server
 * (and where matchMedia is missing) it reads `serverFallback`, so the first paint is stable.
 */
export function useMediaQuery(query: string, serverFallback = false): boolean {
  // A stable subscribe: a new one each render would make React unsubscribe and subscribe again
  // on every render of every component that asks.
  const subscribeToQuery = useCallback(
    (onChange: () => void) => subscribe(query, onChange),
    [query],
  );
  return useSyncExternalStore(
    subscribeToQuery,
    () => matches(query, serverFallback),
    () => serverFallback,
  );
}

/** The user asked the system for less motion: smooth scrolling and slide animations turn off. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
