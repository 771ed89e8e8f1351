import {
  buildAddToCart,
  buildImpression,
  buildPageView,
  toTrackingBatch,
  type TrackingContext,
} from '@gio/domain-tracking';

/** Names of the gateway's tracking counters at /metrics. */
export const TRACK_METRICS = {
  accepted: 'gio_tracking_events_accepted_total',
  stored: 'gio_tracking_events_stored_total',
} as const;

/**
 * The body of one beacon as the storefront sends it: a page view, impressions and an add to
 * cart, built by the domain's event builders, `size` events in all.
 */
export function trackingBatchBody(size: number, now: number): string {
  const context = (offset: number): TrackingContext => ({
    now: now + offset,
    anonymousId: 'bench-anonymous',
    sessionId: 'bench-session',
    pagePath: '/products/sua-va-trung',
    queryParameters: { sort: 'BEST_SELLING' },
    webSlugConfigId: null,
  });
  const events = Array.from({ length: size }, (_, index) => {
    if (index === 0) return buildPageView(context(0), { title: 'Sữa và trứng' });
    if (index % 10 === 9)
      return buildAddToCart(context(index), {
        variantId: `var_${index}`,
        quantity: 1,
        sourceType: 0,
      });
    return buildImpression(context(index), {
      variantId: `var_${index}`,
      sourceType: 0,
      position: index,
    });
  });
  return JSON.stringify(toTrackingBatch(events));
}
