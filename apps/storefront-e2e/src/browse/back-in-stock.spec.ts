import { NOTIFY_BACK_IN_STOCK } from '../support/storefront-urls';
import { DEMO_USERS, expect, openPage, test } from '@gio/e2e-support';

test('a guest asking to be told when a product is back in stock is sent to sign in, and back', async ({
  page,
  a11y,
  shop,
}) => {
  const product = await shop.outOfStockNotifiable();
  await openPage(page, product.path);
  await expect(page.getByRole('main').getByText('Hết hàng', { exact: true })).toBeVisible();
  // No quantity stepper or add button for this product (related products below keep theirs).
  await expect(page.getByRole('group', { name: `Số lượng ${product.name}`, exact: true })).toHaveCount(0);
  await a11y.check(page, 'out-of-stock product');

  await page.getByRole('button', { name: 'Báo khi có hàng' }).click();
  // The full-page login dialog (storefront.md §4 "Back in stock").
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Đăng nhập để nhận thông báo khi sản phẩm có hàng trở lại.');
  await a11y.check(page, 'back-in-stock login dialog');

  const signIn = dialog.getByRole('link', { name: 'Đăng nhập' });
  const target = new URL((await signIn.getAttribute('href')) ?? '', page.url());
  expect(target.pathname).toBe('/login');
  expect(target.searchParams.get('action')).toBe(NOTIFY_BACK_IN_STOCK);
  expect(target.searchParams.get('redirect')).toBe(product.path);

  // After signing in, the login page sends the shopper back to the redirect: the same product,
  // now as a signed-in customer.
  await shop.signIn(DEMO_USERS.returningShopper);
  await openPage(page, target.searchParams.get('redirect') ?? '/');
  await expect(page).toHaveURL(product.path);
  await expect(page.getByRole('main').getByText('Hết hàng', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Báo khi có hàng' })).toBeVisible();
  await a11y.check(page, 'out-of-stock product, signed in');
});
