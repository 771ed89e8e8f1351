import { buildPageView, type TrackingContext } from './builders';
import {
  toTrackingBatch,
  TRACKING_BATCH_MAX_EVENTS,
  trackingBatchSchema,
  trackingEventSchema,
} from './envelope';

const ctx: TrackingContext = {
  now: Date.UTC(2026, 0, 2, 3, 4, 5),
  userId: 'u1',
  hasCookiedEmail: true,
  anonymousId: 'anon-1',
  sessionId: 's-1',
  webSlugConfigId: 'w-9',
  pagePath: '/cart',
  queryParameters: { ref: 'nav' },
};

describe('trackingEventSchema (accounts.md §3 envelope)', () => {
  it('accepts a built event with every envelope field', () => {
    const event = buildPageView(ctx);
    expect(trackingEventSchema.parse(event)).toEqual(event);
    expect(event).toMatchObject({
      type: 'page-view',
      utcTimestamp: ctx.now,
      isoTimestamp: '2026-01-02T03:04:05.000Z',
      userId: 'u1',
      hasCookiedEmail: true,
      anonymousId: 'anon-1',
      remoteAddress: null,
      libraryVersion: '1.0.0',
      props: {
        sessionId: 's-1',
        webSlugConfigId: 'w-9',
        pagePath: '/cart',
        queryParameters: { ref: 'nav' },
      },
    });
  });

  it('requires the anonymous and session ids of an event that is not marked as an error', () => {
    const event = buildPageView(ctx);
    expect(trackingEventSchema.safeParse({ ...event, anonymousId: '' }).success).toBe(false);
    expect(
      trackingEventSchema.safeParse({ ...event, props: { ...event.props, sessionId: '' } }).success,
    ).toBe(false);
    expect(trackingEventSchema.safeParse({ ...event, anonymousId: '', error: true }).success).toBe(
      true,
    );
  });

  it('rejects mismatched timestamps, unknown types and negative times', () => {
    const event = buildPageView(ctx);
    expect(
      trackingEventSchema.safeParse({ ...event, isoTimestamp: '2020-01-01T00:00:00.000Z' }).success,
    ).toBe(false);
    expect(trackingEventSchema.safeParse({ ...event, type: 'purchase' }).success).toBe(false);
    expect(trackingEventSchema.safeParse({ ...event, utcTimestamp: -1 }).success).toBe(false);
  });
});

describe('trackingBatchSchema (accounts.md §7 tracking beacon)', () => {
  it('accepts 1 to 100 events', () => {
    const event = buildPageView(ctx);
    expect(trackingBatchSchema.safeParse(toTrackingBatch([event])).success).toBe(true);
    expect(
      trackingBatchSchema.safeParse(toTrackingBatch(Array(TRACKING_BATCH_MAX_EVENTS).fill(event)))
        .success,
    ).toBe(true);
    expect(
      trackingBatchSchema.safeParse(
        toTrackingBatch(Array(TRACKING_BATCH_MAX_EVENTS + 1).fill(event)),
      ).success,
    ).toBe(false);
    expect(trackingBatchSchema.safeParse(toTrackingBatch([])).success).toBe(false);
  });

  it('carries the library version 1.0.0', () => {
    expect(toTrackingBatch([]).libraryVersion).toBe('1.0.0');
  });
});
