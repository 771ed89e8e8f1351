import { MAINTENANCE_ORIGIN } from '../support/servers';
import { expect, openPage, test } from '@gio/e2e-support';

// The second shop of the config runs with MAINTENANCE_MODE=true.
test.use({ baseURL: MAINTENANCE_ORIGIN });

test('in maintenance mode every page is the maintenance screen, answered 503', async ({ page, a11y, consoleGuard }) => {
  consoleGuard.expectDocumentStatus(503);
  for (const path of ['/', '/products/search/sua', '/khong-co-trang-nay']) {
    await openPage(page, path, 503);
    await expect(page.getByRole('heading', { level: 1, name: 'Giỏ đang bảo trì' })).toBeVisible();
    await expect(page.getByText('Chúng tôi đang nâng cấp hệ thống để phục vụ bạn tốt hơn.', { exact: false })).toBeVisible();
    // The whole app is replaced: no shop header, search or cart.
    await expect(page.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Giỏ hàng có/ })).toHaveCount(0);
    await a11y.check(page, `maintenance ${path}`);
  }
});
