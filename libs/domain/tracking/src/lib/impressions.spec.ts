import fc from 'fast-check';
import { createImpressionTracker, isFullyInside, type Rect } from './impressions';

const viewport: Rect = { top: 0, left: 0, bottom: 800, right: 400 };
const box = (top: number, left = 10, height = 100, width = 100): Rect => ({
  top,
  left,
  bottom: top + height,
  right: left + width,
});

describe('isFullyInside (accounts.md §4: fully inside the viewport or container)', () => {
  it('counts an item touching the edges but not one a pixel out', () => {
    expect(isFullyInside(box(0, 0), viewport)).toBe(true);
    expect(isFullyInside(box(700, 300), viewport)).toBe(true);
    expect(isFullyInside(box(-1), viewport)).toBe(false);
    expect(isFullyInside(box(701), viewport)).toBe(false);
    expect(isFullyInside(box(10, 301), viewport)).toBe(false);
    expect(isFullyInside(box(10, -1), viewport)).toBe(false);
  });

  it('an item inside a container inside the viewport is inside the viewport (property)', () => {
    const rect = fc
      .record({
        top: fc.integer({ min: -1000, max: 1000 }),
        left: fc.integer({ min: -1000, max: 1000 }),
        h: fc.nat(500),
        w: fc.nat(500),
      })
      .map(({ top, left, h, w }) => ({ top, left, bottom: top + h, right: left + w }));
    fc.assert(
      fc.property(rect, rect, (item, container) => {
        if (isFullyInside(item, container) && isFullyInside(container, viewport)) {
          expect(isFullyInside(item, viewport)).toBe(true);
        }
      }),
    );
  });
});

describe('createImpressionTracker (counted once, throttled to 200 ms)', () => {
  function setup() {
    let now = 1000;
    const tracker = createImpressionTracker({ throttleMs: 200, clock: { now: () => now } });
    return { tracker, advance: (ms: number) => (now += ms) };
  }

  it('counts visible items once', () => {
    const { tracker, advance } = setup();
    const items = [
      { id: 'a', rect: box(0) },
      { id: 'b', rect: box(750) },
    ];
    expect(tracker.check(items, viewport)).toEqual({ throttled: false, counted: ['a'] });
    advance(200);
    expect(tracker.check([...items, { id: 'b', rect: box(600) }], viewport)).toEqual({
      throttled: false,
      counted: ['b'],
    });
    advance(200);
    expect(tracker.check(items, viewport)).toEqual({ throttled: false, counted: [] });
    expect(tracker.isCounted('a')).toBe(true);
  });

  it('throttles checks closer than 200 ms', () => {
    const { tracker, advance } = setup();
    tracker.check([], viewport);
    advance(199);
    expect(tracker.check([{ id: 'a', rect: box(0) }], viewport)).toEqual({ throttled: true });
    expect(tracker.isCounted('a')).toBe(false);
    advance(1);
    expect(tracker.check([{ id: 'a', rect: box(0) }], viewport)).toEqual({
      throttled: false,
      counted: ['a'],
    });
  });

  it('uses the spec throttle by default and forgets on reset', () => {
    let now = 0;
    const tracker = createImpressionTracker({ clock: { now: () => now } });
    tracker.check([{ id: 'a', rect: box(0) }], viewport);
    now = 199;
    expect(tracker.check([], viewport)).toEqual({ throttled: true });
    tracker.reset();
    expect(tracker.isCounted('a')).toBe(false);
    expect(tracker.check([{ id: 'a', rect: box(0) }], viewport)).toEqual({
      throttled: false,
      counted: ['a'],
    });
  });

  it('never counts an item twice, whatever the scroll sequence (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            dt: fc.nat(400),
            tops: fc.array(fc.integer({ min: -200, max: 1000 }), { minLength: 5, maxLength: 5 }),
          }),
        ),
        (frames) => {
          const { tracker, advance } = setup();
          const all: string[] = [];
          for (const { dt, tops } of frames) {
            advance(dt);
            const result = tracker.check(
              tops.map((top, index) => ({ id: `v${index}`, rect: box(top) })),
              viewport,
            );
            if (!result.throttled) all.push(...result.counted);
          }
          expect(new Set(all).size).toBe(all.length);
        },
      ),
    );
  });
});
