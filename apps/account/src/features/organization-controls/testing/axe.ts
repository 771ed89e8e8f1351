import { configureAxe } from 'jest-axe';

/** axe as the account app's tests run it: jsdom has no layout, so colour contrast is Playwright's to check. */
export const axe = configureAxe({ rules: { 'color-contrast': { enabled: false } } });
