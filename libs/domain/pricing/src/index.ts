export * from './lib/rounding';
export * from './lib/currency';
export * from './lib/format';
export * from './lib/discount';
export * from './lib/rewards';
export * from './lib/allocate';
export * from './lib/order-pricing';
export * from './lib/promo-rules';
