import { expect, openPage, test } from '@gio/e2e-support';

test('an unknown address answers 404 with the not-found page, which leads home', async ({ page, a11y, consoleGuard }) => {
  consoleGuard.expectDocumentStatus(404);
  await openPage(page, '/khong-co-trang-nay', 404);
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
  await expect(page).toHaveTitle(/Không tìm thấy trang/);
  await a11y.check(page, 'not found (unknown path)');

  await page.getByRole('main').getByRole('link', { name: 'Trang chủ' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Không tìm thấy trang');
});

test('/404 and a product that does not exist show the same page with status 404', async ({ page, a11y, consoleGuard }) => {
  consoleGuard.expectDocumentStatus(404);
  await openPage(page, '/404', 404);
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
  await a11y.check(page, '/404');

  await openPage(page, '/product/999999999/khong-ton-tai', 404);
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
  await a11y.check(page, 'not found (unknown product)');
});
