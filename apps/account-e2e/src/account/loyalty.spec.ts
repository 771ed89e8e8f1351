import { formatPoints } from '@gio/domain-loyalty';
import { formatPrice } from '@gio/domain-pricing';
import { asOnlyUserOf, DEMO_USERS, expect, openPage, test } from '@gio/e2e-support';
import type { Page } from '@playwright/test';
import { checkAtRest, newShopper } from '../support/accounts';
import { cartWorthAtLeast } from '../support/loyalty';

const vnd = (amount: number) => formatPrice(amount, { currency: 'VND', freeLabel: 'Miễn phí' });
/** The amount a price or points text shows ("1.234.000 ₫" → 1234000). */
const amountOf = (text: string) => Number(text.replace(/\D/g, ''));

/** The cheapest demo offer (gateway demo content): 10.000 ₫ off orders from 50.000 ₫ for 1.000 points. */
const OFFER = { title: 'Phiếu giảm 10.000 ₫', discount: 10_000, points: 1_000, minimum: 50_000 };

/** The first-load modals a signed-in member may be shown on the storefront, closed as a shopper would. */
async function closeFirstLoadModals(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: /^(Giỏ hàng của bạn đã thay đổi|Trò chơi có thưởng)$/ }),
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Đóng hộp thoại' }).click();
    },
  );
}

test('a loyalty member redeems a voucher for points and applies it at checkout', async ({ page, shop, a11y, context }) => {
  test.slow();
  await asOnlyUserOf(DEMO_USERS.loyaltyMember, async () => {
    await shop.signIn(DEMO_USERS.loyaltyMember);
    await openPage(page, '/waon-member-vouchers');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Thẻ WAON và phiếu mua hàng' })).toBeVisible();
    await expect(main.getByText('Đang hoạt động', { exact: true })).toBeVisible();
    const points = main.locator('.acc-fact', { hasText: 'Điểm hiện có' }).locator('dd');
    await expect(points).toHaveText(/điểm$/);
    const pointsBefore = amountOf(await points.innerText());
    await checkAtRest(a11y, page, 'member vouchers of an active member');

    // Twelve offers: the second page comes with "show more".
    const offers = main.getByRole('region', { name: 'Đổi điểm lấy phiếu mua hàng' });
    await expect(offers.getByRole('article')).toHaveCount(10);
    await offers.getByRole('button', { name: 'Xem thêm' }).click();
    await expect(offers.getByRole('article')).toHaveCount(12);
    await expect(offers.getByRole('button', { name: 'Xem thêm' })).toHaveCount(0);

    await offers.getByRole('article', { name: OFFER.title }).getByRole('button', { name: 'Đổi phiếu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đổi điểm lấy phiếu này?' });
    await expect(dialog).toContainText(`Bạn sẽ dùng ${formatPoints(OFFER.points)} điểm`);
    await checkAtRest(a11y, page, 'redeem confirmation');
    await dialog.getByRole('button', { name: 'Đổi điểm' }).click();
    await expect(page.getByText(`Đã đổi phiếu «${OFFER.title}»`, { exact: false }).first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(points).toHaveText(`${formatPoints(pointsBefore - OFFER.points)} điểm`);
    const mine = main.getByRole('region', { name: 'Phiếu mua hàng của bạn' });
    await expect(mine.getByRole('article', { name: OFFER.title }).filter({ hasText: 'Dùng được' }).first()).toBeVisible();
    await checkAtRest(a11y, page, 'member vouchers after a redemption');

    // At checkout the voucher applies to the order total.
    await cartWorthAtLeast(context.request, OFFER.minimum * 2);
    await closeFirstLoadModals(page);
    await openPage(page, '/checkout');
    const total = page.getByRole('main').getByTestId('checkout-total');
    await expect(total).toHaveText(/₫/);
    const totalBefore = amountOf(await total.innerText());
    const promotions = page.getByRole('main').getByRole('region', { name: 'Mã khuyến mãi và voucher' });
    await promotions.getByRole('listitem').filter({ hasText: OFFER.title }).first().getByRole('button', { name: 'Dùng' }).click();
    await expect(total).toHaveText(vnd(totalBefore - OFFER.discount));
    await checkAtRest(a11y, page, 'checkout with the voucher applied');
  });
});

test('an expired member follows the renew link of the storefront prompt to the WAON registration', async ({ page, shop, a11y }) => {
  await shop.signIn(DEMO_USERS.expiredLoyaltyMember);
  await openPage(page, '/');
  const prompt = page.getByRole('dialog', { name: 'Thẻ thành viên WAON của bạn đã hết hạn' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Gia hạn thẻ WAON' }).click();

  // A full page load into the account app.
  await expect(page).toHaveURL(/\/waon-member-vouchers$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Thẻ WAON và phiếu mua hàng' })).toBeVisible();
  await expect(main.getByText('Đã hết hạn', { exact: true })).toBeVisible();
  await expect(main.locator('.acc-fact', { hasText: 'Điểm hiện có' }).locator('dd')).toHaveText(`${formatPoints(7_200)} điểm`);
  const form = main.getByRole('form', { name: 'Gia hạn thẻ WAON' });
  await expect(form).toBeVisible();
  // Expired: the offers show, none can be redeemed.
  await expect(main.getByRole('button', { name: 'Đổi phiếu' })).toHaveCount(0);
  await checkAtRest(a11y, page, 'member vouchers of an expired member');

  // The form helper checks the fields before anything is sent (the demo member is left expired).
  const card = form.getByRole('textbox', { name: /Số thẻ WAON/ });
  await card.fill('6900 0000 0000 001');
  await form.getByRole('button', { name: 'Gia hạn thẻ' }).click();
  await expect(card).toBeFocused();
  await expect(card).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Số thẻ WAON gồm đúng 16 chữ số.')).toBeVisible();
  await expect(form.getByText('Bạn cần đồng ý với điều khoản để liên kết thẻ.')).toBeVisible();
  await a11y.check(page, 'renewal form with errors');
});

test('the invite page shows the code and the link, and copies the code', async ({ page, shop, a11y, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await newShopper(shop, testInfo, 'moiban');
  await openPage(page, '/account');
  await page.getByRole('navigation', { name: 'Tài khoản của tôi' }).getByRole('link', { name: 'Mời bạn bè' }).click();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mời bạn bè' })).toBeVisible();
  const link = main.getByRole('textbox', { name: 'Đường dẫn mời' });
  await expect(link).toHaveValue(/\/invite\/[A-Z0-9-]+$/);
  const url = new URL(await link.inputValue());
  expect(url.origin).toBe(new URL(page.url()).origin);
  const code = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  await expect(main.getByText(code, { exact: true })).toBeVisible();
  await expect(main.getByText('Bạn bè đã tham gia', { exact: true })).toBeVisible();
  await checkAtRest(a11y, page, 'invite page');

  await main.getByRole('button', { name: 'Sao chép mã' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Đã sao chép mã mời.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // The message goes after 2 s (accounts.md §9).
  await expect(main.getByText('Đã sao chép mã mời.')).toHaveCount(0, { timeout: 5_000 });
});
