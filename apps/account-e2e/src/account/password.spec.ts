import { expect, openPage, test } from '@gio/e2e-support';
import { checkAtRest, newShopper } from '../support/accounts';

test('a forgotten password: the link from the e-mail, a new password, and signing in with it', async ({
  page,
  shop,
  a11y,
  consoleGuard,
}, testInfo) => {
  // The spent link's second use is refused with 400 (566), which the journey provokes.
  consoleGuard.allowResponse(/\/api\/reset-password$/, 400);
  const { email } = await newShopper(shop, testInfo, 'quen');
  await page.context().clearCookies();

  await openPage(page, '/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Quên mật khẩu' })).toBeVisible();
  await checkAtRest(a11y, page, 'forgot password');
  await page
    .getByRole('main')
    .getByRole('textbox', { name: /^Email/ })
    .fill(email);
  await page.getByRole('button', { name: 'Gửi liên kết đặt lại mật khẩu' }).click();
  await expect(page.getByText('Hãy kiểm tra hộp thư')).toBeVisible();
  await checkAtRest(a11y, page, 'forgot password sent');

  const mail = await shop.lastMessageTo(email);
  const link = /https?:\/\/[^\s]+\/reset-password\?token=\S+/.exec(mail.body)?.[0];
  expect(link, 'the reset link in the e-mail').toBeDefined();
  const { pathname, search } = new URL(link!);

  await openPage(page, `${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Đặt lại mật khẩu' })).toBeVisible();
  const fresh = 'GioMoi@2027b';
  await page
    .getByRole('main')
    .getByLabel(/^Mật khẩu mới/)
    .fill(fresh);
  await page.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
  await expect(page.getByText('Đã đặt mật khẩu mới')).toBeVisible();
  await checkAtRest(a11y, page, 'reset password done');

  // The link is spent: opening it again says so and offers a new e-mail.
  await openPage(page, `${pathname}${search}`);
  await page
    .getByRole('main')
    .getByLabel(/^Mật khẩu mới/)
    .fill('GioKhac@2028c');
  await page.getByRole('button', { name: 'Lưu mật khẩu mới' }).click();
  await expect(page.getByText('Liên kết đã hết hạn hoặc đã được dùng')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gửi email mới' })).toBeVisible();

  // The new password signs in; the API answers the signed-in user.
  const user = await shop.signIn(email, fresh);
  expect(user.email).toBe(email);
});
