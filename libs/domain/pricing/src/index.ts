export * from './lib/rounding';
export * from './lib/currency';
export * from './lib/format';
export * from './lib/discount';
export * from './lib/rewards';
