import type { ShopApi } from '@gio/e2e-support';
import type { TestInfo } from '@playwright/test';

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
