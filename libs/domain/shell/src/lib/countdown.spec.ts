import fc from 'fast-check';
import { COUNTDOWN_TICK_MS, countdownParts } from './countdown';

describe('countdownParts (storefront.md §4: days, hours, minutes, seconds, stops at zero)', () => {
  const end = 1_700_000_000; // seconds
  const endMs = end * 1000;

  it('splits the remaining time', () => {
    const remaining = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(end, endMs - remaining)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
  });

  it('rounds down to whole seconds and is done exactly when it reads zero', () => {
    expect(countdownParts(end, endMs - 1000)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
      done: false,
    });
    expect(countdownParts(end, endMs - 999)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
    expect(countdownParts(end, endMs)).toMatchObject({ done: true });
    expect(countdownParts(end, endMs + 60_000)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });

  it('treats a missing or invalid end as done', () => {
    expect(countdownParts(Number.NaN, 0).done).toBe(true);
  });

  it('ticks every second', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
  });

  it('is never negative, within range, and adds back up to the remaining seconds (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (endSeconds, now) => {
          const parts = countdownParts(endSeconds, now);
          for (const value of [parts.days, parts.hours, parts.minutes, parts.seconds]) {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(value)).toBe(true);
          }
          expect(parts.hours).toBeLessThan(24);
          expect(parts.minutes).toBeLessThan(60);
          expect(parts.seconds).toBeLessThan(60);
          const total =
            parts.days * 86_400 + parts.hours * 3600 + parts.minutes * 60 + parts.seconds;
          expect(total).toBe(Math.max(0, Math.floor((endSeconds * 1000 - now) / 1000)));
          expect(parts.done).toBe(total === 0);
        },
      ),
    );
  });
});
