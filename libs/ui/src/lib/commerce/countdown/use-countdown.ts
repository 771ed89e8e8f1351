import { useCallback, useRef, useSyncExternalStore } from 'react';
import { COUNTDOWN_TICK_MS, countdownParts, type CountdownParts } from '@gio/domain-shell';
import { systemClock, type Clock } from '../shared/clock';

const sameParts = (a: CountdownParts, b: CountdownParts) =>
  a.days === b.days &&
  a.hours === b.hours &&
  a.minutes === b.minutes &&
  a.seconds === b.seconds &&
  a.done === b.done;

/**
 * Countdown to `endTimestampSeconds` (storefront.md §4 "Banner slider"): the clock is read again
 * every second (§9 countdown tick) and the interval stops once the domain says the countdown is
 * done, so a finished countdown costs nothing.
 *
 * The server cannot know the time the page will hydrate at, so a server render (and the
 * hydration that follows it) reads `null`; the client then fills in the real time without a
 * hydration mismatch.
 */
export function useCountdown(
  endTimestampSeconds: number,
  clock: Clock = systemClock,
): CountdownParts | null {
  const last = useRef<CountdownParts | null>(null);

  const subscribe = useCallback(
    (onTick: () => void) => {
      if (countdownParts(endTimestampSeconds, clock.now()).done) return () => undefined;
      const id = setInterval(() => {
        onTick();
        if (countdownParts(endTimestampSeconds, clock.now()).done) clearInterval(id);
      }, COUNTDOWN_TICK_MS);
      return () => clearInterval(id);
    },
    [endTimestampSeconds, clock],
  );

  // The same object while nothing visible changes, as useSyncExternalStore requires.
  const getSnapshot = () => {
    const next = countdownParts(endTimestampSeconds, clock.now());
    if (last.current && sameParts(last.current, next)) return last.current;
    last.current = next;
    return next;
  };

  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
