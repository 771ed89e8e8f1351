import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, countdownParts, type CountdownParts } from '@gio/domain-shell';
import { systemClock, type Clock } from '../shared/clock';

/**
 * Countdown to `endTimestampSeconds` (storefront.md §4 "Banner slider"): the clock is read again
 * every second (§9 countdown tick) and the interval stops once the domain says the countdown is
 * done, so a finished countdown costs nothing.
 */
export function useCountdown(
  endTimestampSeconds: number,
  clock: Clock = systemClock,
): CountdownParts {
  const [nowMs, setNowMs] = useState(() => clock.now());
  const parts = countdownParts(endTimestampSeconds, nowMs);
  const { done } = parts;

  useEffect(() => {
    if (done) return undefined;
    const id = setInterval(() => setNowMs(clock.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [clock, done]);

  return parts;
}
