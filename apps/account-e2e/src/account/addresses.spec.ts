import { DEMO_USERS, expect, openPage, test } from '@gio/e2e-support';
import type { Page } from '@playwright/test';
import { checkAtRest, newShopper } from '../support/accounts';

/** Fills the address form with a Hồ Chí Minh City address on `street`. */
async function fillAddress(page: Page, street: string) {
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /^Tên/ }).fill('Lan');
  await form.getByRole('textbox', { name: /^Họ/ }).fill('Nguyễn');
  await form.getByRole('textbox', { name: /^Số nhà, tên đường/ }).fill(street);
  await form.getByRole('textbox', { name: /^Phường\/Xã/ }).fill('Phường Bến Nghé');
  await form.getByRole('textbox', { name: /^Quận\/Huyện/ }).fill('Quận 1');
  await form.getByRole('textbox', { name: /^Tỉnh\/Thành phố/ }).fill('Thành phố Hồ Chí Minh');
}

/** Adds an address through the form and its confirm step. */
async function addAddress(page: Page, street: string) {
  await page
    .getByRole('link', { name: /Thêm địa chỉ/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thêm địa chỉ' })).toBeVisible();
  await fillAddress(page, street);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Xác nhận địa chỉ' })).toBeVisible();
  await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await expect(page.getByText('Đã lưu địa chỉ mới.').first()).toBeVisible();
}

test('an address book: a PO box refused, two addresses added, one made default, one deleted', async ({
  page,
  shop,
  a11y,
}, testInfo) => {
  await newShopper(shop, testInfo, 'diachi');
  await openPage(page, '/account/address');
  await expect(page.getByRole('heading', { level: 1, name: 'Sổ địa chỉ' })).toBeVisible();
  await expect(page.getByText('Bạn chưa lưu địa chỉ nào')).toBeVisible();
  await checkAtRest(a11y, page, 'address book, empty');

  await page
    .getByRole('link', { name: /Thêm địa chỉ/ })
    .first()
    .click();
  await fillAddress(page, 'PO Box 123');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  // Refused next to the field, and focus goes there.
  const street = page.getByRole('main').getByRole('textbox', { name: /^Số nhà, tên đường/ });
  await expect(street).toBeFocused();
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await checkAtRest(a11y, page, 'address form with an error');
  await page.goBack();

  await addAddress(page, '12 Nguyễn Huệ');
  await addAddress(page, '5 Lê Lợi');
  await expect(page.getByText('12 Nguyễn Huệ')).toBeVisible();
  await expect(page.getByText('5 Lê Lợi')).toBeVisible();
  await checkAtRest(a11y, page, 'address book with two addresses');

  const second = page.getByRole('listitem').filter({ hasText: '5 Lê Lợi' });
  if (await second.getByRole('button', { name: 'Đặt làm mặc định' }).isVisible()) {
    await second.getByRole('button', { name: 'Đặt làm mặc định' }).click();
    await expect(page.getByText(/làm địa chỉ mặc định/).first()).toBeVisible();
  }
  await expect(second.getByText('Mặc định', { exact: true })).toBeVisible();

  const first = page.getByRole('listitem').filter({ hasText: '12 Nguyễn Huệ' });
  await first.getByRole('button', { name: 'Xoá' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xoá địa chỉ này?' });
  await expect(dialog).toBeVisible();
  await checkAtRest(a11y, page, 'delete confirmation');
  await dialog.getByRole('button', { name: 'Xoá địa chỉ' }).click();
  await expect(page.getByText('Đã xoá địa chỉ.').first()).toBeVisible();
  await expect(page.getByText('12 Nguyễn Huệ')).toHaveCount(0);
  await expect(page.getByText('5 Lê Lợi')).toBeVisible();
});

test('a business address where the shop does not serve businesses opens the 585 dialog', async ({
  page,
  shop,
  a11y,
  consoleGuard,
}) => {
  // The refusal the journey provokes: 400 with code 585 B2B_LOCATION_UNSUPPORTED.
  consoleGuard.allowResponse(/\/api\/address$/, 400);
  await shop.signIn(DEMO_USERS.businessMember);
  await openPage(page, '/account/add-address');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /^Tên/ }).fill('Bình');
  await form.getByRole('textbox', { name: /^Họ/ }).fill('Trần');
  await form.getByRole('textbox', { name: /^Số nhà, tên đường/ }).fill('3 Trần Phú');
  await form.getByRole('textbox', { name: /^Phường\/Xã/ }).fill('Phường 1');
  await form.getByRole('textbox', { name: /^Quận\/Huyện/ }).fill('Thành phố Cà Mau');
  await form.getByRole('textbox', { name: /^Tỉnh\/Thành phố/ }).fill('Cà Mau');
  const business = page.getByRole('radio', { name: /Địa chỉ doanh nghiệp/ });
  if (await business.count()) await business.check();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chưa giao hàng doanh nghiệp đến đây' });
  await expect(dialog).toBeVisible();
  await checkAtRest(a11y, page, 'the 585 dialog');
});
