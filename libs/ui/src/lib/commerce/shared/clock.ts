import type { Clock } from '@gio/domain-shell';

export type { Clock };

/** The real clock; stories and tests pass a fixed or fake `Clock` instead. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock stopped at `ms` (stories, visual tests). */
export function fixedClock(ms: number): Clock {
  return { now: () => ms };
}
