import { TRACKING_BATCH_MAX_EVENTS } from '@gio/domain-tracking';
import { z } from 'zod';
import type { RestRoute } from './rest';

/**
 * The tracking beacon (accounts.md §7 "Tracking beacon", §3 "Tracking event envelope"): a batch
 * of events posted to `{tracking server}/track`. The server checks the batch's outer shape here
 * and each event alone with the domain's `trackingEventSchema`, so that one malformed event is
 * refused without its batch.
 */

/** The batch as first read: events are checked one by one afterwards. */
export const trackingBatchEnvelopeSchema = z.object({
  libraryVersion: z.string().min(1).max(32),
  events: z.array(z.unknown()).min(1).max(TRACKING_BATCH_MAX_EVENTS),
});

/** An event the server refused: its index in the batch and the first problem found. */
export const rejectedTrackingEventSchema = z.object({
  index: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type RejectedTrackingEvent = z.infer<typeof rejectedTrackingEventSchema>;

/** 202: the accepted events are buffered and will be stored; the rejected ones are dropped. */
export const trackingResponseSchema = z.object({
  data: z.object({
    accepted: z.number().int(),
    rejected: z.array(rejectedTrackingEventSchema),
  }),
});
export type TrackingResponse = z.infer<typeof trackingResponseSchema>;

export const trackingRoutes = {
  /** accounts.md §7 "Tracking beacon": `{tracking server}/track`, outside /api. */
  track: {
    method: 'POST',
    path: '/track',
    body: trackingBatchEnvelopeSchema,
    response: trackingResponseSchema,
  },
} as const satisfies Record<string, RestRoute>;
