export * from './lib/checkout-step';
export * from './lib/billing-type';
export type * from './lib/checkout-info';
export * from './lib/step-rules';
export * from './lib/default-billing';
export * from './lib/payment-reducers';
export * from './lib/refresh-failure';
export * from './lib/checkout-machine';
export * from './lib/checkout-problems';
