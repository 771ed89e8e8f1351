import { test as base } from '@playwright/test';
import { A11yChecker } from './a11y';
import { ConsoleGuard } from './console-guard';
import { closeUninvitedPopups } from './popups';
import { ShopApi } from './shop-api';

export { expect } from '@playwright/test';

interface StorefrontFixtures {
  /** Fails the test on any console error or uncaught page error (see ConsoleGuard). */
  consoleGuard: ConsoleGuard;
  /** axe (WCAG 2.2 AA) on each page visited; the last page is checked at the end if it was not. */
  a11y: A11yChecker;
  /** The gateway's API sharing the browser context's cookies (session, sign-in, look-ups). */
  shop: ShopApi;
  /** Interstitials and exit-intent pop-ups are closed whenever one covers what a test uses. */
  popups: void;
}

/**
 * The storefront suite's `test`: every test gets the console guard and the axe checker
 * automatically, and `shop` for the API. Checkout journeys extend this same `test`.
 */
export const test = base.extend<StorefrontFixtures>({
  consoleGuard: [
    async ({ context }, use) => {
      const guard = new ConsoleGuard(context);
      await use(guard);
      base.expect(guard.problems(), 'console errors and uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
  a11y: [
    async ({ page }, use, testInfo) => {
      const checker = new A11yChecker(testInfo);
      await use(checker);
      const passedSoFar = testInfo.status === testInfo.expectedStatus;
      if (passedSoFar && !page.isClosed() && page.url().startsWith('http') && !checker.hasChecked(page.url())) {
        await checker.check(page, 'last page of the test');
      }
    },
    { auto: true },
  ],
  popups: [
    async ({ page }, use) => {
      await closeUninvitedPopups(page);
      await use();
    },
    { auto: true },
  ],
  shop: async ({ context }, use) => {
    await use(new ShopApi(context.request));
  },
});
