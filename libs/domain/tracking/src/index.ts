export type { Clock, Timers, TimerHandle } from '@gio/domain-time';
export * from './lib/envelope';
export * from './lib/builders';
export * from './lib/source-type';
export * from './lib/queue';
export * from './lib/tracker';
export * from './lib/impressions';
export * from './lib/session';
