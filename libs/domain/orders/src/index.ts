export * from './lib/order-status';
export * from './lib/order-rules';
export * from './lib/payment-status';
export * from './lib/status-labels';
export * from './lib/order-timeline';
export * from './lib/reorder-diff';
export * from './lib/statement';
