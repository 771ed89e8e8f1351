import type { A11yChecker, ShopApi } from '@gio/e2e-support';
import type { Page, TestInfo } from '@playwright/test';

/** A password the spec's rule accepts (accounts.md §5). */
export const PASSWORD = 'GioThu@2026a';

/**
 * A new account for one journey on one viewport, signed in on the test's browser context: the
 * account journeys change what they own (addresses, cards, the password), so none shares a user.
 */
export async function newShopper(
  shop: ShopApi,
  testInfo: TestInfo,
  what: string,
): Promise<{ email: string; password: string }> {
  const email = `${what}.${testInfo.project.name}.${Date.now().toString(36)}@example.vn`;
  await shop.join(email, PASSWORD);
  return { email, password: PASSWORD };
}

/**
 * axe on an account page as it rests at the top. The shop's header is sticky: once a form or a
 * list has scrolled the page, it covers the account navigation, and axe counts covered links as
 * targets too small (target-size), which they are not for a person who scrolls.
 */
export async function checkAtRest(a11y: A11yChecker, page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await a11y.check(page, name);
}
