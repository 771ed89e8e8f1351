import { Timing } from '@gio/domain-enums';

export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  readonly done: boolean;
}

/** Countdown tick (storefront.md §9): the banner countdown refreshes every second. */
export const COUNTDOWN_TICK_MS: number = Timing.COUNTDOWN_TICK;

const ZERO: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };

/**
 * Banner countdown (storefront.md §3, §4): days, hours, minutes and seconds left until the banner's
 * endTimestamp (in seconds), counted in whole seconds rounded down, stopping at zero (never
 * negative). `done` is true exactly when every part reads zero.
 */
export function countdownParts(endTimestampSeconds: number, nowMs: number): CountdownParts {
  const remainingMs = endTimestampSeconds * 1000 - nowMs;
  if (!Number.isFinite(remainingMs) || remainingMs < 1000) return ZERO;
  const total = Math.floor(remainingMs / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: false,
  };
}
