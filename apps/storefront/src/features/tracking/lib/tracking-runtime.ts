import {
  buildAddToCart,
  buildClick,
  buildImpression,
  buildPageView,
  createTrackingQueue,
  createTracker,
  ensureAnonymousId,
  trackingSession,
  TRACKING_COOKIE_MAX_AGE_SECONDS,
  type TrackingContext,
  type TrackingEvent,
} from '@gio/domain-tracking';
import type { TrackingCall } from '../../../lib/tracking';

const ANONYMOUS_ID_COOKIE = 'gio_aid';
const SESSION_KEY = 'gio_tracking_session';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The visitor's anonymous id, kept in a cookie for 365 days (accounts.md §4, §9). */
function anonymousId(): string {
  const { id } = ensureAnonymousId(readCookie(ANONYMOUS_ID_COOKIE), Math.random);
  document.cookie = `${ANONYMOUS_ID_COOKIE}=${encodeURIComponent(id)}; max-age=${TRACKING_COOKIE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
  return id;
}

/** The tracking session, renewed by activity and new after 30 minutes without (accounts.md §4). */
function sessionId(now: number): string {
  let stored: { sessionId?: string; lastActivity?: number } = {};
  try {
    stored = JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? '{}') as typeof stored;
  } catch {
    stored = {};
  }
  const session = trackingSession({
    now,
    sessionId: stored.sessionId ?? null,
    lastActivity: stored.lastActivity ?? null,
    newId: randomId,
  });
  try {
    window.localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ sessionId: session.sessionId, lastActivity: session.lastActivity }),
    );
  } catch {
    // Private mode: the session lives as long as the page.
  }
  return session.sessionId;
}

export interface TrackingRuntime {
  send(call: TrackingCall): void;
  dispose(): void;
}

/**
 * The browser side of tracking (accounts.md §4 "Tracking", §7 "Tracking beacon"): the domain's
 * queue posting batches to `{trackingUrl}/track` every 3 s and by beacon when the page is hidden,
 * each event built by the domain's builders with the visitor's anonymous id and session.
 * Loaded after the page is interactive (its own chunk), so it costs first loads nothing.
 */
export function createTrackingRuntime(
  serverUrl: string,
  userId: () => string | null,
): TrackingRuntime {
  const endpoint = new URL(
    `${serverUrl.replace(/\/+$/, '')}/track`,
    window.location.origin,
  ).toString();
  const queue = createTrackingQueue({
    timers: {
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
    logger: console,
    transport: {
      send: async (batch) => {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(batch),
          credentials: 'include',
          keepalive: true,
        });
        if (!response.ok && response.status !== 202) throw new Error(`track ${response.status}`);
      },
      sendBeacon: (batch, callback) => {
        const blob = new Blob([JSON.stringify(batch)], { type: 'application/json' });
        callback(
          typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, blob),
        );
      },
    },
  });
  const tracker = createTracker({ enabled: true, serverUrl, queue });
  const visitor = anonymousId();
  const onHide = () => {
    if (document.visibilityState === 'hidden') void queue.flushOnUnload();
  };
  document.addEventListener('visibilitychange', onHide);

  const context = (): TrackingContext => {
    const now = Date.now();
    const params: Record<string, string> = {};
    new URLSearchParams(window.location.search).forEach((value, key) => {
      params[key] = value;
    });
    return {
      now,
      userId: userId(),
      anonymousId: visitor,
      sessionId: sessionId(now),
      pagePath: window.location.pathname,
      queryParameters: params,
    };
  };

  const build = (call: TrackingCall): TrackingEvent => {
    const ctx = context();
    switch (call.kind) {
      case 'page-view':
        return buildPageView(ctx, { title: call.title, referrer: call.referrer });
      case 'impression':
        return buildImpression(ctx, call.input);
      case 'click':
        return buildClick(ctx, call.input);
      case 'add-to-cart':
        return buildAddToCart(ctx, call.input);
    }
  };

  return {
    send: (call) => {
      tracker.track(build(call));
    },
    dispose: () => {
      document.removeEventListener('visibilitychange', onHide);
      void queue.flushOnUnload();
      queue.dispose();
    },
  };
}
