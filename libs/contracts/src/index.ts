export * from './lib/errors';
export * from './lib/catalogue';
export * from './lib/catalogue-schema';
export * from './lib/rest';
export * from './lib/page-data';
export * from './lib/accounts';
