import { createContext, useContext } from 'react';

/** The signed-in shopper, as far as the apps need to know (the contract's user has more). */
export interface SessionUser {
  id?: string;
  email?: string | null;
  firstName?: string | null;
  /** Account user level 0–4 (accounts.md §3). */
  accountLevel?: number;
  /** 0 personal, 1 business view of an organisation. */
  clientViewType?: number;
  organization?: { name: string } | null;
  numSuccessfulOrders?: number;
  loyaltyPermission?: string | null;
}

/** 'unknown' until the client has asked the gateway: the server render never knows the shopper. */
export type SessionStatus = 'unknown' | 'guest' | 'customer';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

/**
 * Who the shopper is, for every part of either app to read; `SessionProvider`
 * (session-provider.tsx, inside `ShellProvider`) asks the gateway and fills it.
 */
export const SessionContext = createContext<SessionState>({ status: 'unknown', user: null });

export function useSession(): SessionState {
  return useContext(SessionContext);
}

/**
 * The session without re-rendering on its answer: for code that only needs it at the moment of a
 * press (a tile's buttons), so that the answer after the first load does not re-render every
 * tile of the page in one task.
 */
export interface SessionStore {
  get(): SessionState;
  /** Called after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A store holding `initial` until `set` (the provider's; tests make their own). */
export function createSessionStore(initial: SessionState): SessionStore & {
  set(state: SessionState): void;
} {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(state) {
      current = state;
      for (const listener of [...listeners]) listener();
    },
  };
}

export const SessionStoreContext = createContext<SessionStore>(
  createSessionStore({ status: 'unknown', user: null }),
);

export function useSessionStore(): SessionStore {
  return useContext(SessionStoreContext);
}
