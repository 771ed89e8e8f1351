import {
  FulfillmentStatus,
  FulfillerType,
  OrderType,
  PaymentTransactionStatus,
} from '@gio/domain-enums';
import { expect, openPage, test } from '@gio/e2e-support';
import { checkAtRest, newShopper } from '../support/accounts';
import {
  buyableVariant,
  closeFirstLoadModals,
  placeOrderAtCheckout,
  setCartLine,
  stockOf,
  type BuyableVariant,
} from '../support/orders';

/** Enough of a product for its group's order minimum (about 120.000 ₫), within its stock. */
const quantityFor = (variant: BuyableVariant) =>
  Math.min(variant.availableCount ?? 2, Math.max(2, Math.ceil(120_000 / variant.price)));

test('an order found in the history, a picking note on its express item, another order cancelled with a reason', async ({
  page,
  shop,
  a11y,
  context,
}, testInfo) => {
  // Two checkouts, then the account pages.
  test.slow();
  await newShopper(shop, testInfo, 'orders');
  await closeFirstLoadModals(page);
  const skip = testInfo.project.name === 'mobile' ? 1 : 0;
  const express = await buyableVariant(
    shop,
    'express product',
    (v) => v.fulfillerType === FulfillerType.EXPRESS,
    skip,
  );
  const carrier = await buyableVariant(
    shop,
    'carrier product',
    (v) =>
      v.fulfillerType !== FulfillerType.EXPRESS &&
      v.fulfillmentMethodType === 0 &&
      (v.availableCount ?? 0) >= 4,
    skip,
  );

  await setCartLine(context.request, express, quantityFor(express));
  const [expressOrder] = await placeOrderAtCheckout(page);
  expect(expressOrder?.orderType).toBe(OrderType.EXPRESS);

  const stockBefore = await stockOf(shop, carrier);
  const carrierQuantity = quantityFor(carrier);
  await setCartLine(context.request, carrier, carrierQuantity);
  const [carrierOrder] = await placeOrderAtCheckout(page);
  if (!expressOrder || !carrierOrder) throw new Error('each checkout placed one order');
  expect(await stockOf(shop, carrier)).toBe(stockBefore - carrierQuantity);

  // The history: both orders, newest first, with their status in words.
  await openPage(page, '/account/order-history');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Đơn hàng của tôi' })).toBeVisible();
  const rows = main.getByRole('article');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`Đơn #${carrierOrder.gid}`);
  await expect(rows.nth(1)).toContainText(`Đơn #${expressOrder.gid}`);
  await checkAtRest(a11y, page, 'order history');

  // The express order: its lines, and a picking note saved in place.
  await main.getByRole('link', { name: `Đơn #${expressOrder.gid}` }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: `Đơn hàng #${expressOrder.gid}` }),
  ).toBeVisible();
  await expect(main.getByRole('table')).toContainText(express.name);
  await expect(main.getByRole('link', { name: 'Đặt lại đơn này' })).toHaveAttribute(
    'href',
    `/account/order/${expressOrder.gid}/order-again`,
  );
  await checkAtRest(a11y, page, 'express order');
  await main
    .getByRole('textbox', { name: `Ghi chú soạn hàng cho ${express.name}` })
    .fill('Chọn hàng hạn dùng xa nhất');
  await main
    .getByRole('button', {
      name: new RegExp(`^Lưu ghi chú.*${express.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    })
    .click();
  await expect(page.getByText(`Đã lưu ghi chú soạn hàng cho ${express.name}.`)).toBeVisible();
  expect(
    (await shop.order(expressOrder.gid)).orderVariants.find(
      (line) => line.variant.id === express.id,
    )?.pickingNotes,
  ).toBe('Chọn hàng hạn dùng xa nhất');

  // Printed, the page is the receipt: the shop's header, the navigation and the buttons stay off paper.
  await page.emulateMedia({ media: 'print' });
  await expect(main.getByRole('button', { name: 'In hoá đơn' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Tài khoản của tôi' })).toBeHidden();
  await expect(main.getByRole('table')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The other order: cancelled with a reason after confirming.
  await main.getByRole('link', { name: 'Về danh sách đơn hàng' }).click();
  await main.getByRole('link', { name: `Đơn #${carrierOrder.gid}` }).click();
  await expect(
    main.getByRole('heading', { level: 1, name: `Đơn hàng #${carrierOrder.gid}` }),
  ).toBeVisible();
  await main.getByRole('button', { name: 'Huỷ đơn hàng' }).click();
  const dialog = page.getByRole('dialog', { name: `Huỷ đơn #${carrierOrder.gid}?` });
  await dialog
    .getByRole('combobox', { name: /Lý do huỷ đơn/ })
    .selectOption({ label: 'Tôi đặt nhầm sản phẩm hoặc số lượng' });
  await dialog.getByRole('textbox', { name: /Lý do khác/ }).fill('Đặt trùng với đơn giao nhanh');
  await a11y.check(page, 'cancel dialog');
  await dialog.getByRole('button', { name: 'Huỷ đơn hàng' }).click();
  await expect(page.getByText(`Đã huỷ đơn #${carrierOrder.gid}.`, { exact: false })).toBeVisible();
  await expect(main.getByText('Lý do: Tôi đặt nhầm sản phẩm hoặc số lượng')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Huỷ đơn hàng' })).toHaveCount(0);
  await checkAtRest(a11y, page, 'cancelled order');

  // Through the API: the order is cancelled with its reason, its stock is back, its payment released.
  const cancelled = await shop.order(carrierOrder.gid);
  expect(cancelled.fulfillmentStatus).toBe(FulfillmentStatus.CANCELLED);
  expect(cancelled.cancellation).toMatchObject({
    reason: 'wrong_items',
    customReason: 'Đặt trùng với đơn giao nhanh',
  });
  expect(cancelled.paymentMethod.status).toBe(PaymentTransactionStatus.VOIDED);
  expect(await stockOf(shop, carrier)).toBe(stockBefore);
  // The express order is untouched.
  expect((await shop.order(expressOrder.gid)).fulfillmentStatus).not.toBe(
    FulfillmentStatus.CANCELLED,
  );
});
