import { DEMO_USERS, expect, openPage, test } from '@gio/e2e-support';
import { checkAtRest, newShopper } from '../support/accounts';

test('a business member sees the business welcome and no favourites link in the account panel', async ({
  page,
  shop,
  a11y,
}) => {
  await shop.signIn(DEMO_USERS.businessMember);
  await openPage(page, '/account');
  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await expect(page.getByText(/Chào mừng bạn đến với tài khoản doanh nghiệp/)).toBeVisible();
  // The panel's links: the account navigation beside the page has a lists link of its own.
  const panel = page.locator('#sf-panel-account');
  await expect(panel.getByRole('link', { name: 'Danh sách mua sắm' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Sản phẩm yêu thích' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Tài khoản của tôi' }).getByRole('link', { name: 'Yêu thích' })).toHaveCount(0);
  await checkAtRest(a11y, page, 'account panel of a business member');
});

test('a shopper signs out from the account panel of an account page', async ({
  page,
  shop,
}, testInfo) => {
  await newShopper(shop, testInfo, 'dangxuat');
  await openPage(page, '/account/profile');
  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await expect(page.getByRole('link', { name: 'Sản phẩm yêu thích' })).toBeVisible();
  await page.getByRole('button', { name: 'Đăng xuất' }).click();

  await expect(page).toHaveURL(/\/$/);
  expect((await shop.session()).user).toBeNull();
  // The account pages need signing in again.
  const again = await page.goto('/account/profile');
  expect(again?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fprofile$/);
});
