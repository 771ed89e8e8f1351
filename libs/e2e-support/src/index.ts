export * from './lib/a11y';
export * from './lib/chromium';
export * from './lib/console-guard';
export * from './lib/navigation';
export * from './lib/popups';
export * from './lib/shop-api';
export * from './lib/test';
export * from './lib/user-lock';
