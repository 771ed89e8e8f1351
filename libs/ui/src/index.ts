export * from './lib/foundation';
export * from './lib/commerce';
