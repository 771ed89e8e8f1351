export * from './errors';
export * from './user';
export * from './auth';
export * from './addresses';
export * from './billing';
export * from './email-preferences';
