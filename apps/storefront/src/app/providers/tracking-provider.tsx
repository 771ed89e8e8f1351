import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSession } from '@gio/shell';
import {
  noTracking,
  TrackingContext,
  type TrackingApi,
  type TrackingCall,
  type TrackingSink,
} from '../../lib/tracking';

export interface TrackingProviderProps {
  /** `{trackingUrl}/track` receives the batches; null or empty switches tracking off. */
  serverUrl: string | null;
  /** The signed-in user's id, for the envelope's userId. */
  userId: string | null;
  /** Replaces the browser runtime (tests). */
  sink?: TrackingSink;
  children: ReactNode;
}

/**
 * Tracking for the whole app: calls made before the runtime (its own chunk, with the domain's
 * queue and builders) has loaded are kept and sent once it has; it loads when the browser is
 * idle after hydration, so tracking never delays a first load. Read with `useTracking`
 * (src/lib/tracking.ts).
 */
export function TrackingProvider({ serverUrl, userId, sink, children }: TrackingProviderProps) {
  const pending = useRef<TrackingCall[]>([]);
  const deliver = useRef<TrackingSink | null>(sink ?? null);
  const user = useRef(userId);
  user.current = userId;

  useEffect(() => {
    if (sink || !serverUrl) return;
    let disposed = false;
    let dispose: (() => void) | null = null;
    const load = () =>
      void import('../../features/tracking/lib/tracking-runtime').then(
        ({ createTrackingRuntime }) => {
          if (disposed) return;
          const runtime = createTrackingRuntime(serverUrl, () => user.current);
          dispose = runtime.dispose;
          deliver.current = runtime.send;
          for (const call of pending.current.splice(0)) runtime.send(call);
        },
      );
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(load, { timeout: 3000 })
      : window.setTimeout(load, 1500);
    return () => {
      disposed = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      deliver.current = null;
      dispose?.();
    };
  }, [serverUrl, sink]);

  const api = useMemo<TrackingApi>(() => {
    if (!serverUrl && !sink) return noTracking;
    const send = (call: TrackingCall) => {
      if (deliver.current) deliver.current(call);
      else pending.current.push(call);
    };
    return {
      pageView: (title) =>
        send({ kind: 'page-view', title, referrer: document.referrer || undefined }),
      impression: (input) => send({ kind: 'impression', input }),
      click: (input) => send({ kind: 'click', input }),
      addToCart: (input) => send({ kind: 'add-to-cart', input }),
    };
  }, [serverUrl, sink]);

  return <TrackingContext.Provider value={api}>{children}</TrackingContext.Provider>;
}

/** Tracking with the signed-in user's id (the envelope's userId). */
export function SessionTrackingProvider({
  serverUrl,
  sink,
  children,
}: {
  serverUrl: string;
  sink?: TrackingSink;
  children: ReactNode;
}) {
  const session = useSession();
  return (
    <TrackingProvider serverUrl={serverUrl || null} userId={session.user?.id ?? null} sink={sink}>
      {children}
    </TrackingProvider>
  );
}
