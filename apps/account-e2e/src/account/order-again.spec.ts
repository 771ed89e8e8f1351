import { orderRoutes } from '@gio/contracts';
import { DEMO_USERS, expect, openPage, test, type ShopApi } from '@gio/e2e-support';
import type { APIRequestContext } from '@playwright/test';
import type { z } from 'zod';
import { checkAtRest } from '../support/accounts';
import { OPS_TOKEN } from '../support/servers';

type OrderSummary = Awaited<ReturnType<ShopApi['ordersOfPlacement']>>[number];
type PreviewLine = z.infer<typeof orderRoutes.reorderPreview.response>['data']['preview']['lines'][number];

/** An operator call (bearer token, no session), as `npm run ops` makes it. */
async function operator(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const response = await request.post(path, { headers: { authorization: `Bearer ${OPS_TOKEN}` }, data });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(200);
}

/** The returning shopper's orders, newest first. */
async function history(shop: ShopApi): Promise<OrderSummary[]> {
  return (await shop.get('/api/order-history?limit=50', orderRoutes.orderHistory.response)).data.orders;
}

test('the returning shopper orders a past order again: one line sold out, one repriced, what is available added', async ({
  page,
  shop,
  request,
  a11y,
}) => {
  await shop.signIn(DEMO_USERS.returningShopper);
  // The oldest delivered order with a line that can be bought as it was: both viewports take the
  // same order and lines, and the operator's moves end in the same state whichever runs first.
  const delivered = (await history(shop)).filter((order) => order.fulfillmentStatusName === 'DELIVERED').reverse();
  let chosen: { gid: string; soldOut: PreviewLine; repriced: PreviewLine } | null = null;
  for (const order of delivered) {
    const { lines } = (await shop.get(`/api/orders/${order.gid}/reorder-preview`, orderRoutes.reorderPreview.response)).data.preview;
    const soldOut = lines[lines.length - 1];
    const repriced = lines.find((line) => line !== soldOut && (line.status === 'unchanged' || line.status === 'repriced'));
    if (lines.length >= 2 && soldOut && repriced) {
      chosen = { gid: order.gid, soldOut, repriced };
      break;
    }
  }
  if (!chosen) throw new Error('the demo history has no delivered order to order again');
  const { gid, soldOut, repriced } = chosen;
  await operator(request, '/api/ops/write-off', { variantId: soldOut.variant.id, quantity: 1_000_000 });
  await operator(request, '/api/ops/reprice', { variantId: repriced.variant.id, price: repriced.orderedPrice + 7_000 });

  await openPage(page, `/account/order/${gid}/order-again`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Đặt lại đơn hàng' })).toBeVisible();
  const gone = main.getByRole('region', { name: 'Hiện không còn hàng' });
  await expect(gone.getByRole('article', { name: soldOut.variant.name })).toContainText('Hiện không thể mua');
  const dearer = main.getByRole('region', { name: 'Đã đổi giá' }).getByRole('article', { name: repriced.variant.name });
  await expect(dearer).toContainText('Giá đã đổi:');
  await expect(dearer).toContainText('→');
  await checkAtRest(a11y, page, 'order again, the diff');

  await main.getByRole('button', { name: /sản phẩm còn hàng vào giỏ$/ }).click();
  const added = main.getByRole('heading', { name: /^Đã thêm \d+ sản phẩm vào giỏ$/ });
  await expect(added).toBeFocused();
  await expect(main.getByRole('list', { name: 'Sản phẩm đã vào giỏ' })).toContainText(repriced.variant.name);
  await expect(main.getByRole('link', { name: 'Xem giỏ hàng' })).toHaveAttribute('href', '/cart');
  await checkAtRest(a11y, page, 'order again, added');

  // The header's account panel leads to what the shopper has bought, each with add to cart;
  // the account navigation marks it as "Mua lại".
  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await page.getByRole('link', { name: 'Mua lại đơn cũ' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Mua lại' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Tài khoản của tôi' }).getByRole('link', { name: 'Mua lại' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(main.getByRole('article').first()).toBeVisible();
  await checkAtRest(a11y, page, 'previously ordered');
});

test('the returning shopper adds an item to the open order', async ({ page, shop, a11y }) => {
  await shop.signIn(DEMO_USERS.returningShopper);
  const open = (await history(shop)).find((order) => order.attachOpenUntil !== null);
  if (!open) throw new Error('the demo history has no order open for attaching');

  await openPage(page, `/account/order/${open.gid}/add-items`);
  const main = page.getByRole('main');
  await expect(main.getByText(`Đơn #${open.gid} có thể thêm sản phẩm đến`, { exact: false })).toBeVisible();
  await checkAtRest(a11y, page, 'add items');
  await main.getByRole('textbox', { name: 'Tìm sản phẩm' }).fill('sữa');
  await main.getByRole('button', { name: 'Tìm', exact: true }).click();
  await main.getByRole('button', { name: /^Chọn / }).first().click();
  await main.getByRole('button', { name: 'Xem trước' }).click();
  const preview = main.getByRole('region', { name: 'Xem trước thay đổi của đơn' });
  await expect(preview).toContainText('Tổng tiền mới của đơn');
  await checkAtRest(a11y, page, 'add items, preview');
  await preview.getByRole('button', { name: 'Xác nhận thêm vào đơn' }).click();
  await expect(main.getByRole('heading', { name: `Đã thêm sản phẩm vào đơn #${open.gid}` })).toBeFocused();
});
