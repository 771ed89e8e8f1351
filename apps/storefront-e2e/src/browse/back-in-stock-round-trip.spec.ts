import { backInStockRoutes, catalogueRoutes } from '@gio/contracts';
import { NOTIFY_BACK_IN_STOCK } from '../support/storefront-urls';
import { asOnlyUserOf, DEMO_PASSWORD, DEMO_USERS, expect, openPage, test } from '@gio/e2e-support';

/**
 * A personal account that no first-load modal above back-in-stock notify concerns (no expired
 * WAON card, no organisation). Checkout journeys sign it in too, so it is taken in turns.
 */
const SHOPPER = DEMO_USERS.loyaltyMember;

test('a guest asks to be told when a product is back in stock, signs in, and comes back to the request confirmed', async ({
  page,
  a11y,
  shop,
}) => {
  test.slow();
  const listed = await shop.outOfStockNotifiable();
  const variantPath = catalogueRoutes.variantById.path.replace(
    ':id',
    encodeURIComponent(listed.gid),
  );
  const { variant } = (await shop.get(variantPath, catalogueRoutes.variantById.response)).data;

  await asOnlyUserOf(SHOPPER, async () => {
    await openPage(page, listed.path);
    const main = page.getByRole('main');
    await expect(main.getByText('Hết hàng', { exact: true })).toBeVisible();
    await main.getByRole('button', { name: 'Báo khi có hàng' }).click();

    // A guest gets the full-page login dialog (storefront.md §4 "Back in stock").
    const loginDialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await expect(loginDialog).toBeVisible();
    await loginDialog.getByRole('link', { name: 'Đăng nhập' }).click();

    // /login carries the action, the variant and the way back (apps/storefront README "Link parameters").
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    const login = new URL(page.url());
    expect(login.searchParams.get('action')).toBe(NOTIFY_BACK_IN_STOCK);
    expect(login.searchParams.get('variantId')).toBe(variant.id);
    expect(login.searchParams.get('redirect')).toBe(listed.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập' })).toBeVisible();
    await page
      .getByRole('main')
      .getByLabel(/^Email/)
      .fill(SHOPPER);
    await page
      .getByRole('main')
      .getByLabel(/^Mật khẩu/)
      .fill(DEMO_PASSWORD);
    await a11y.check(page, 'login for back-in-stock');

    const notified = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === backInStockRoutes.notifyWhenInStock.path &&
        response.request().method() === 'POST',
    );
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập và tiếp tục' }).click();

    // Back on the product, signed in: the request is sent on this first load and confirmed.
    const answer = await notified;
    expect(answer.status()).toBe(200);
    const { subscription } = backInStockRoutes.notifyWhenInStock.response.parse(
      await answer.json(),
    ).data;
    expect(subscription).toMatchObject({
      variantId: variant.id,
      warehouseId: variant.warehouse.id,
      notifiedAt: null,
    });

    const confirmation = page.getByRole('dialog', { name: 'Báo khi có hàng' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(
      'Chúng tôi sẽ báo cho bạn khi sản phẩm có hàng trở lại.',
    );
    await expect(confirmation).toContainText(variant.name);
    // The action left the address: a reload would not send it again.
    await expect(page).toHaveURL((url) => url.pathname === listed.path && url.search === '');
    expect((await shop.session()).user?.email).toBe(SHOPPER);
    await a11y.check(page, 'back-in-stock confirmation');

    await confirmation.getByRole('button', { name: 'Đóng', exact: true }).click();
    await expect(confirmation).toBeHidden();
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

    // The gateway keeps the request: asking again answers the same waiting subscription, made
    // when the page asked (the request is stored once per variant and warehouse).
    const again = await shop.post(
      backInStockRoutes.notifyWhenInStock.path,
      {
        variantId: variant.id,
        warehouseId: variant.warehouse.id,
        fulfillerVariantFulfillmentMethod: variant.fulfillmentMethodType,
      },
      backInStockRoutes.notifyWhenInStock.response,
    );
    expect(again.data.subscription).toEqual(subscription);
  });
});
