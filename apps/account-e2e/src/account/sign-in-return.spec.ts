import { expect, test } from '@gio/e2e-support';
import { checkAtRest, newShopper } from '../support/accounts';

test('a guest opening an account page signs in and comes back to it', async ({
  page,
  shop,
  a11y,
}, testInfo) => {
  const { email, password } = await newShopper(shop, testInfo, 'quaylai');
  await page.context().clearCookies();
  // A guest again: the first-load interstitials of a new visitor would cover the sign-in form.
  await shop.skipInterstitials('HOME');

  const response = await page.goto('/account/address');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Faddress$/);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByLabel(/^Mật khẩu/).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập và tiếp tục' }).click();

  await expect(page).toHaveURL(/\/account\/address$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sổ địa chỉ' })).toBeVisible();
  await checkAtRest(a11y, page, 'address book after sign-in');
});
