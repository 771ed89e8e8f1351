export * from './lib/text';
export * from './lib/fold';
export * from './lib/term';
export * from './lib/brands';
