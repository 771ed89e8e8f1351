import { expect, openPage, test } from '@gio/e2e-support';
import type { Page } from '@playwright/test';
import { checkAtRest, newShopper } from '../support/accounts';

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /^Tên in trên thẻ/ }).fill('NGUYEN LAN');
  await form.getByRole('textbox', { name: /^Số thẻ/ }).fill(number);
  await form.getByRole('textbox', { name: /^Ngày hết hạn/ }).fill('08/30');
  await form.getByRole('textbox', { name: /^Mã bảo mật/ }).fill('123');
}

test('a declined card refused next to its number, a good one saved, then deleted', async ({
  page,
  shop,
  a11y,
  consoleGuard,
}, testInfo) => {
  // The declined card is the provider's refusal, answered 400 with code 487 (accounts.md §8).
  consoleGuard.allowResponse(/\/api\/billing$/, 400);
  await newShopper(shop, testInfo, 'the');
  await openPage(page, '/account/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Thanh toán' })).toBeVisible();
  await expect(page.getByText('Chưa có phương thức thanh toán nào')).toBeVisible();
  await checkAtRest(a11y, page, 'billing, empty');

  await page.getByRole('button', { name: 'Thêm thẻ' }).first().click();
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Lưu thẻ' }).click();
  await expect(
    page.getByText('Thẻ bị từ chối. Vui lòng dùng thẻ khác hoặc liên hệ ngân hàng.'),
  ).toBeVisible();
  await checkAtRest(a11y, page, 'card declined');

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Lưu thẻ' }).click();
  await expect(page.getByText('Đã lưu thẻ •••• 4242.').first()).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: '•••• 4242' });
  await expect(card).toBeVisible();
  await checkAtRest(a11y, page, 'billing with a card');

  await card.getByRole('button', { name: 'Xoá' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Xoá thẻ' }).click();
  await expect(page.getByText('Chưa có phương thức thanh toán nào')).toBeVisible();
});
