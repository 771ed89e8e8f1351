import type { AddToCartInput, ClickInput, ImpressionInput } from '@gio/domain-tracking';
import { createContext, useContext } from 'react';

/** One thing to track, before the runtime turns it into an event (accounts.md §3 envelope). */
export type TrackingCall =
  | { kind: 'page-view'; title: string; referrer?: string }
  | { kind: 'impression'; input: ImpressionInput }
  | { kind: 'click'; input: ClickInput }
  | { kind: 'add-to-cart'; input: AddToCartInput };

/** What pages track (accounts.md §4 "Tracking"); every call is fire-and-forget. */
export interface TrackingApi {
  pageView: (title: string) => void;
  impression: (input: ImpressionInput) => void;
  click: (input: ClickInput) => void;
  addToCart: (input: {
    variantId: string;
    quantity: number;
    sourceType: number;
    price?: number;
  }) => void;
}

/** Where calls go: the lazily loaded runtime in the browser, a test's spy in tests. */
export type TrackingSink = (call: TrackingCall) => void;

/** Tracking switched off: no tracking url, or no provider (the default). */
export const noTracking: TrackingApi = {
  pageView: () => undefined,
  impression: () => undefined,
  click: () => undefined,
  addToCart: () => undefined,
};

/**
 * What every part of the app tracks with; `TrackingProvider`
 * (src/app/providers/tracking-provider.tsx) delivers the calls.
 */
export const TrackingContext = createContext<TrackingApi>(noTracking);

export function useTracking(): TrackingApi {
  return useContext(TrackingContext);
}
