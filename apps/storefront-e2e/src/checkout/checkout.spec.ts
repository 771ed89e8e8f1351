import {
  closeFirstLoadModals,
  fillCartWithTwoGroups,
  step,
  usablePromoCode,
} from './checkout-journeys';
import { asOnlyUserOf, DEMO_PASSWORD, DEMO_USERS, expect, openPage, test, completeOpenSteps } from '@gio/e2e-support';

test('a guest fills a cart of two groups, signs in at checkout, chooses an express slot and pays with the saved card; a double click makes one order', async ({
  page,
  a11y,
  context,
}) => {
  // Four journeys sign in as the returning shopper; they take turns (asOnlyUserOf).
  test.slow();
  await asOnlyUserOf(DEMO_USERS.returningShopper, async () => {
    await fillCartWithTwoGroups(context.request);
    await closeFirstLoadModals(page);
    await openPage(page, '/cart');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Giỏ hàng' })).toBeVisible();
    await expect(main.getByRole('region', { name: /^Giao nhanh · / })).toBeVisible();
    await expect(main.getByRole('region', { name: /Giao qua đơn vị vận chuyển/ })).toBeVisible();
    await a11y.check(page, 'cart');

    await main.getByRole('link', { name: 'Tiến hành thanh toán' }).click();
    await expect(page).toHaveURL(/\/checkout-login$/);
    await main.getByLabel(/^Email/).fill(DEMO_USERS.returningShopper);
    await main.getByLabel(/^Mật khẩu/).fill(DEMO_PASSWORD);
    await a11y.check(page, 'checkout login');
    await main.getByRole('button', { name: 'Đăng nhập và thanh toán' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Thanh toán' })).toBeVisible();
    await a11y.check(page, 'checkout, first step open');
    await completeOpenSteps(page);
    await expect(step(page, /Khung giờ giao nhanh/)).toContainText(/\d{2}:\d{2}/);
    await a11y.check(page, 'checkout in review');

    const placed = page.waitForResponse((response) =>
      response.url().endsWith('/api/checkout/place-order'),
    );
    await main.getByRole('button', { name: 'Đặt hàng' }).dblclick();
    const answer = await placed;
    expect(answer.status()).toBe(201);
    const gid = ((await answer.json()) as { data: { order: { gid: string } } }).data.order.gid;
    await expect(page).toHaveURL(new RegExp(`/confirmation\\?placement=${gid}$`));
    await expect(
      main.getByRole('heading', { level: 1, name: 'Cảm ơn bạn đã đặt hàng!' }),
    ).toBeVisible();
    await a11y.check(page, 'confirmation');

    // One placement for the double click: the order history has exactly the orders of this placement.
    const history = (await (await context.request.get('/api/order-history')).json()) as {
      data: { orders: { placementGid: string }[] };
    };
    expect(history.data.orders.filter((order) => order.placementGid === gid)).toHaveLength(2);
  });
});

test('a promo code lowers the total, and the order is placed at the lowered total with the saved card', async ({
  page,
  shop,
  context,
}) => {
  test.slow();
  await asOnlyUserOf(DEMO_USERS.returningShopper, async () => {
    await shop.signIn(DEMO_USERS.returningShopper);
    await fillCartWithTwoGroups(context.request);
    await closeFirstLoadModals(page);
    await openPage(page, '/checkout');
    await completeOpenSteps(page);
    const main = page.getByRole('main');
    const total = main.getByTestId('checkout-total');
    const before = await total.innerText();
    const code = await usablePromoCode(context.request);
    await main.getByLabel('Mã khuyến mãi', { exact: true }).fill(code);
    await main.getByRole('button', { name: 'Áp dụng' }).click();
    await expect(main.getByText(`Đã áp dụng mã ${code}.`)).toBeVisible();
    await expect(total).not.toHaveText(before);
    await completeOpenSteps(page);
    const lowered = (await total.innerText()).replace(/\D/g, '');

    const placed = page.waitForResponse((response) =>
      response.url().endsWith('/api/checkout/place-order'),
    );
    await main.getByRole('button', { name: 'Đặt hàng' }).click();
    const answer = await placed;
    expect(answer.status()).toBe(201);
    const order = (
      (await answer.json()) as { data: { order: { gid: string; totalPrice: number } } }
    ).data.order;
    expect(String(order.totalPrice)).toBe(lowered);
    await expect(page).toHaveURL(new RegExp(`/confirmation\\?placement=${order.gid}$`));
    await expect(
      main.getByRole('heading', { level: 1, name: 'Cảm ơn bạn đã đặt hàng!' }),
    ).toBeVisible();
  });
});
