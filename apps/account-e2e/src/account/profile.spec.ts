import { expect, openPage, test } from '@gio/e2e-support';
import { checkAtRest, newShopper } from '../support/accounts';

test('a phone number verified with the code from the SMS', async ({
  page,
  shop,
  a11y,
  consoleGuard,
}, testInfo) => {
  // The wrong code the journey types is refused with 400 (566).
  consoleGuard.allowResponse(/\/api\/verify-code$/, 400);
  await newShopper(shop, testInfo, 'sdt');
  await openPage(page, '/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Thông tin cá nhân' })).toBeVisible();
  await checkAtRest(a11y, page, 'profile');

  // Ten digits, unique per run and viewport, starting 09 as Vietnamese mobiles do.
  const phone = `09${String(Date.now() + (testInfo.project.name === 'mobile' ? 1 : 0)).slice(-8)}`;
  await page
    .getByRole('main')
    .getByRole('textbox', { name: /^Số điện thoại/ })
    .fill(phone);
  await page.getByRole('button', { name: 'Gửi mã xác minh' }).click();
  const code = page.getByRole('main').getByRole('textbox', { name: /^Mã xác minh/ });
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await checkAtRest(a11y, page, 'profile code');

  // A wrong code is refused next to the field; the code from the SMS verifies the number.
  await code.fill('000000');
  await page.getByRole('button', { name: 'Xác minh', exact: true }).click();
  await expect(
    page.getByText('Mã xác minh không đúng hoặc đã hết hạn.', { exact: false }),
  ).toBeVisible();
  const sms = await shop.lastMessageTo(phone);
  const otp = /\b(\d{6})\b/.exec(sms.body)?.[1];
  expect(otp, 'the code in the SMS').toBeDefined();
  await code.fill(otp!);
  await page.getByRole('button', { name: 'Xác minh', exact: true }).click();
  await expect(page.getByText('Đã xác minh số điện thoại.').first()).toBeVisible();
  const session = await shop.session();
  expect(session.user).toMatchObject({ telephoneNumber: phone, telephoneVerified: true });
});
