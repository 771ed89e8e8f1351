import { TRACKING_LIBRARY_VERSION } from '@gio/domain-enums';
import { z } from 'zod';

/** Event types of the envelope; `name` carries the human event name within a type. */
export const TRACKING_EVENT_TYPES = [
  'page-view',
  'impression',
  'click',
  'add-to-cart',
  'event',
] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** Most events in one batch (one flush, one beacon). Not in the spec: Giỏ's bound. */
export const TRACKING_BATCH_MAX_EVENTS = 100;

/** Most events held in the client queue while the server is unreachable. Not in the spec: Giỏ's bound. */
export const TRACKING_QUEUE_MAX_EVENTS = 1000;

const queryValue = z.union([z.string(), z.array(z.string())]);

/**
 * The props every event carries (accounts.md §3 "Tracking event envelope"): sessionId,
 * webSlugConfigId, the page path and the query parameters. Builders add their own fields, so
 * unknown keys pass through.
 */
export const trackingPropsSchema = z.looseObject({
  sessionId: z.string(),
  webSlugConfigId: z.string().nullable(),
  pagePath: z.string(),
  queryParameters: z.record(z.string(), queryValue),
});

/**
 * One tracking event (accounts.md §3): type, UTC timestamp (epoch ms), ISO timestamp, userId,
 * hasCookiedEmail, anonymousId, remoteAddress (filled by the server), name and props. Builders
 * never throw: a bad input sets `error: true` and keeps the event, so an event marked as an error
 * may have an empty anonymous id or session id; an event without the flag must have both.
 */
export const trackingEventSchema = z
  .object({
    type: z.enum(TRACKING_EVENT_TYPES),
    name: z.string().min(1),
    utcTimestamp: z.number().int().nonnegative(),
    isoTimestamp: z.iso.datetime(),
    userId: z.string().nullable(),
    hasCookiedEmail: z.boolean(),
    anonymousId: z.string(),
    remoteAddress: z.string().nullable(),
    libraryVersion: z.string(),
    error: z.boolean(),
    errorDetails: z.array(z.string()).optional(),
    props: trackingPropsSchema,
  })
  .superRefine((event, ctx) => {
    if (event.error) return;
    if (event.anonymousId.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['anonymousId'], message: 'anonymousId is required' });
    }
    if (event.props.sessionId.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['props', 'sessionId'],
        message: 'sessionId is required',
      });
    }
    if (new Date(event.utcTimestamp).toISOString() !== event.isoTimestamp) {
      ctx.addIssue({
        code: 'custom',
        path: ['isoTimestamp'],
        message: 'isoTimestamp must match utcTimestamp',
      });
    }
  });

export type TrackingEvent = z.infer<typeof trackingEventSchema>;
export type TrackingProps = z.infer<typeof trackingPropsSchema>;

/** A batch posted to the tracking server's /track (accounts.md §7 "Tracking beacon"). */
export const trackingBatchSchema = z.object({
  libraryVersion: z.string(),
  events: z.array(trackingEventSchema).min(1).max(TRACKING_BATCH_MAX_EVENTS),
});

export type TrackingBatch = z.infer<typeof trackingBatchSchema>;

/** Wraps queued events into the batch the server validates (accounts.md §7, §9 library version 1.0.0). */
export function toTrackingBatch(events: readonly TrackingEvent[]): TrackingBatch {
  return { libraryVersion: TRACKING_LIBRARY_VERSION, events: [...events] };
}
