/** Opaque handle a timer call returns; only ever handed back to the matching clear call. */
export type TimerHandle = unknown;

/**
 * The timer functions domain code schedules with, passed in so that tests drive time and the
 * domain layer touches no globals. The browser's own functions fit this shape.
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/** A source of the current time in epoch milliseconds. */
export interface Clock {
  now(): number;
}
