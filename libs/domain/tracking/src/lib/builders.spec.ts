import { SourceType } from '@gio/domain-enums';
import fc from 'fast-check';
import {
  buildAddToCart,
  buildClick,
  buildImpression,
  buildPageView,
  type TrackingContext,
} from './builders';
import { trackingEventSchema } from './envelope';

const ctx: TrackingContext = {
  now: 1_767_225_600_000,
  anonymousId: 'anon-1',
  sessionId: 's-1',
  pagePath: '/products/search/sua',
  queryParameters: { brands: ['a', 'b'] },
};

describe('event builders (accounts.md §4: set an error flag rather than throwing)', () => {
  it('builds valid events with source-type codes', () => {
    const impression = buildImpression(ctx, {
      variantId: 'v1',
      sourceType: SourceType.SEARCH_TERM,
      position: 0,
    });
    const click = buildClick(ctx, { variantId: 42, sourceType: SourceType.CATEGORY });
    const add = buildAddToCart(ctx, {
      variantId: 'v1',
      quantity: 2,
      sourceType: SourceType.CART_RESOLVER,
      price: 25_000,
    });
    for (const event of [buildPageView(ctx, { title: 'Giỏ' }), impression, click, add]) {
      expect(event.error).toBe(false);
      expect(event).not.toHaveProperty('errorDetails');
      expect(trackingEventSchema.safeParse(event).success).toBe(true);
    }
    expect(impression.props).toMatchObject({ variantId: 'v1', sourceType: 4, position: 0 });
    expect(add).toMatchObject({ type: 'add-to-cart', props: { quantity: 2, sourceType: 13 } });
    expect(click.userId).toBeNull();
    expect(click.hasCookiedEmail).toBe(false);
  });

  it('keeps an event with a bad input and flags it', () => {
    const event = buildAddToCart(ctx, { variantId: 'v1', quantity: 0, sourceType: -1 });
    expect(event.error).toBe(true);
    expect(event.errorDetails).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^quantity/),
        expect.stringMatching(/^sourceType/),
      ]),
    );
    expect(event.props).toMatchObject({ variantId: 'v1', quantity: 0, sourceType: -1 });
    expect(trackingEventSchema.safeParse(event).success).toBe(true);
  });

  it('flags a missing variant id and a missing source type', () => {
    expect(buildImpression(ctx, { sourceType: 0 } as never).error).toBe(true);
    expect(buildClick(ctx, {} as never).error).toBe(true);
  });

  it('flags an invalid clock or missing ids instead of throwing', () => {
    const bad = buildPageView({ ...ctx, now: Number.NaN, anonymousId: '', sessionId: '' });
    expect(bad).toMatchObject({
      error: true,
      utcTimestamp: 0,
      isoTimestamp: '1970-01-01T00:00:00.000Z',
    });
    expect(bad.errorDetails).toHaveLength(3);
    expect(trackingEventSchema.safeParse(bad).success).toBe(true);
  });

  it('flags a clock past year 9999 (an ISO string with an expanded year) as invalid', () => {
    const far = buildPageView({ ...ctx, now: 546_950_549_626_558 });
    expect(far).toMatchObject({ error: true, isoTimestamp: '1970-01-01T00:00:00.000Z' });
    expect(trackingEventSchema.safeParse(far).success).toBe(true);
    const last = buildPageView({ ...ctx, now: Date.UTC(9999, 11, 31, 23, 59, 59, 999) });
    expect(last.isoTimestamp).toBe('9999-12-31T23:59:59.999Z');
    expect(trackingEventSchema.safeParse(last).success).toBe(true);
  });

  it('never throws and always produces a schema-valid event (property)', () => {
    const builders = [buildPageView, buildImpression, buildClick, buildAddToCart] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...builders),
        fc.anything(),
        fc.record({
          now: fc.oneof(fc.integer(), fc.double()),
          anonymousId: fc.string(),
          sessionId: fc.string(),
          pagePath: fc.anything(),
        }),
        (build, input, context) => {
          const event = build(context as unknown as TrackingContext, input as never);
          expect(trackingEventSchema.safeParse(event).success).toBe(true);
        },
      ),
    );
  });
});
