export * from './lib/command';
export * from './lib/client';
export * from './lib/format';
