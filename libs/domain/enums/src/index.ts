export * from './lib/statuses';
export * from './lib/tracking-codes';
export * from './lib/errors';
export * from './lib/constants';
