export * from './lib/roles';
export * from './lib/business-users';
export * from './lib/order-kind';
export * from './lib/business-view';
export * from './lib/permissions';
export * from './lib/social-sign-in';
export * from './lib/spending-limits';
export * from './lib/audit-kinds';
