import type { Page } from '@playwright/test';

/**
 * Titles of the exit-intent pop-ups (storefront.md §8: exit survey, exit intent, cart
 * abandonment), as the Vietnamese resources word them.
 */
const EXIT_POPUP_TITLES = /^(Khoan đã!|Bạn chưa tìm thấy món cần mua\?|Giỏ hàng đang chờ bạn)$/;

/**
 * Closes the pop-ups a shop shows on its own schedule whenever one stands in a test's way, as a
 * shopper would with the dialog's close button: the interstitial a first load may open after
 * 100 ms (its title is the campaign's, so it is recognised by its content) and the exit-intent
 * pop-ups. Dialogs a journey opens itself (age gate, login, cart merge) are never touched.
 */
export async function closeUninvitedPopups(page: Page): Promise<void> {
  const popup = page
    .getByRole('dialog', { name: EXIT_POPUP_TITLES })
    .or(page.getByRole('dialog').filter({ has: page.locator('.sf-interstitial') }));
  await page.addLocatorHandler(popup, async (dialog) => {
    await dialog.getByRole('button', { name: 'Đóng hộp thoại' }).click();
  });
}
