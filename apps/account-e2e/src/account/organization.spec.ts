import { DEMO_USERS, ShopApi, expect, openPage, test } from '@gio/e2e-support';
import type { Page } from '@playwright/test';
import { PASSWORD, checkAtRest } from '../support/accounts';

/** The organisation page, loaded with its users. */
async function openOrganization(page: Page) {
  await openPage(page, '/account/organization');
  await expect(page.getByRole('heading', { level: 1, name: 'Doanh nghiệp' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Người dùng', exact: true })).toBeVisible();
}

test('the owner invites a user, who accepts from the e-mail and shows in the list; an admin changes the role', async ({
  page,
  browser,
  shop,
  a11y,
}, testInfo) => {
  const invited = `moi.${testInfo.project.name}.${Date.now().toString(36)}@example.vn`;
  await shop.signIn(DEMO_USERS.businessOwner);
  await openOrganization(page);
  await expect(page.getByRole('navigation', { name: 'Quản lý' })).toBeVisible();
  await checkAtRest(a11y, page, 'organisation page of the owner');

  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^E-mail người được mời/ }).fill(invited);
  await main.getByRole('button', { name: 'Gửi lời mời' }).click();
  await expect(page.getByText(`Đã gửi lời mời đến ${invited}.`).first()).toBeVisible();
  await expect(main.getByRole('button', { name: `Thu hồi lời mời gửi ${invited}` })).toBeVisible();
  // Read before the invited person joins: joining mails them a code, which is newer.
  const mail = await shop.lastMessageTo(invited);
  expect(mail.kind).toBe('organization-invite');

  // The invited person makes an account with that address, then follows the e-mailed link.
  const theirs = await browser.newContext();
  try {
    const theirShop = new ShopApi(theirs.request);
    await theirShop.join(invited, PASSWORD, { firstName: 'Mới', lastName: `Nhân viên ${testInfo.project.name}` });
    const link = /https?:\/\/\S*\?organizationInvite=[A-Za-z0-9_%-]+/.exec(mail.body)?.[0];
    expect(link, 'the invite e-mail carries its link').toBeTruthy();
    const theirPage = await theirs.newPage();
    await theirPage.goto(new URL(link as string).pathname + new URL(link as string).search);
    const dialog = theirPage.getByRole('dialog', { name: 'Lời mời tham gia doanh nghiệp' });
    await dialog.getByRole('button', { name: 'Tham gia' }).click();
    await expect(theirPage.getByText(/Bạn đã tham gia/).first()).toBeVisible();
  } finally {
    await theirs.close();
  }

  await page.reload();
  const card = page.getByRole('article').filter({ hasText: invited });
  await expect(card).toBeVisible();
  await expect(card.locator('.acc-badge')).toHaveText('Thành viên');
  await expect(main.getByRole('button', { name: `Thu hồi lời mời gửi ${invited}` })).toHaveCount(0);
  await checkAtRest(a11y, page, 'organisation page with the new user');

  await shop.signIn(DEMO_USERS.businessAdmin);
  await openOrganization(page);
  const theirCard = page.getByRole('article').filter({ hasText: invited });
  await theirCard.getByRole('combobox').selectOption('3');
  await theirCard.getByRole('button', { name: 'Đổi vai trò' }).click();
  await expect(page.getByText(/giờ là Người soạn giỏ\./).first()).toBeVisible();
  await expect(theirCard.locator('.acc-badge')).toHaveText('Người soạn giỏ');
  // The admin sees the users' controls but not the owner's profile form.
  await expect(main.getByRole('button', { name: 'Lưu hồ sơ' })).toHaveCount(0);
  await checkAtRest(a11y, page, 'organisation page of the admin');

  // The audit log has the change: who, what, before and after (written with the change itself).
  await openPage(page, '/account/organization/audit-log?kind=role_changed');
  const log = page.getByRole('main').getByRole('table', { name: 'Nhật ký hoạt động của doanh nghiệp' });
  const row = log.getByRole('row').filter({ hasText: invited });
  await expect(row).toContainText('Đổi vai trò');
  await checkAtRest(a11y, page, 'audit log with the role change');
});

test('a business member sends a bulk quote: a searched product, a pasted line, a bad line shown', async ({
  page,
  shop,
  a11y,
}) => {
  await shop.signIn(DEMO_USERS.businessMember);
  await openPage(page, '/bulk-purchase');
  await expect(page.getByRole('heading', { level: 1, name: 'Báo giá số lượng lớn' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: /^Tên doanh nghiệp/ })).toHaveValue('Công ty TNHH Bếp Nhà Việt');
  await checkAtRest(a11y, page, 'bulk purchase form');

  await main.getByRole('textbox', { name: 'Tìm sản phẩm' }).fill('sua');
  await main.getByRole('button', { name: 'Tìm', exact: true }).click();
  const results = main.getByRole('list', { name: 'Kết quả tìm kiếm' });
  await results.getByRole('button', { name: /^Thêm / }).first().click();
  await expect(main.getByRole('spinbutton', { name: /^Số pallet của/ })).toHaveCount(1);

  await main.getByRole('textbox', { name: /^Dán danh sách/ }).fill('không hợp lệ');
  await main.getByRole('button', { name: 'Thêm các dòng' }).click();
  await expect(page.getByText('Dòng 1: không hợp lệ').first()).toBeVisible();
  await checkAtRest(a11y, page, 'bulk purchase with a bad line');

  await main.getByRole('textbox', { name: /^Mã bưu chính nơi giao/ }).fill('70000');
  await main.getByRole('textbox', { name: /^Tỉnh\/Thành phố/ }).fill('Thành phố Hồ Chí Minh');
  const phone = main.getByRole('textbox', { name: /^Số điện thoại/ });
  if ((await phone.inputValue()) === '') await phone.fill('0901234567');
  await main.getByRole('button', { name: 'Gửi yêu cầu báo giá' }).click();

  await expect(main.getByRole('heading', { name: 'Đã gửi yêu cầu báo giá' })).toBeFocused();
  await expect(main.getByText(/Mã yêu cầu của bạn là pqr_/)).toBeVisible();
  await checkAtRest(a11y, page, 'bulk purchase sent');
});
