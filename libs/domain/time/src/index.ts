export type { Clock, Timers, TimerHandle } from './lib/timers';
