import { checkoutRoutes } from '@gio/contracts';
import type { Response } from '@playwright/test';
import { PaymentMethod, PaymentTransactionStatus } from '@gio/domain-enums';
import { formatPrice } from '@gio/domain-pricing';
import {
  amountOf,
  chooseBilling,
  closeFirstLoadModals,
  emptyCart,
  fillCartAbove,
  fillCartWithTwoGroups,
  placeOrder,
  step,
} from './checkout-journeys';
import { asOnlyUserOf, DEMO_USERS, expect, openPage, test, completeOpenSteps } from '@gio/e2e-support';

/** The shop's prices as the storefront writes them (vi-VN, VND). */
const vnd = (amount: number) => formatPrice(amount, { currency: 'VND', freeLabel: 'Miễn phí' });

/**
 * The business users share their organisation's cart and its invoice credit: every business
 * journey takes the turn of the organisation, named by its owner (asOnlyUserOf).
 */
const ORGANIZATION = DEMO_USERS.businessOwner;

const INVOICE = /^Hoá đơn doanh nghiệp/;

const PLACE_ORDER = /\/api\/checkout\/place-order$/;

/** The order of a place-order answer (201). */
async function placedOrder(answer: Response) {
  return checkoutRoutes.placeOrder.response.parse(await answer.json()).data.order;
}

test('a business member pays by invoice and sees the credit that remains', async ({
  page,
  shop,
  context,
}) => {
  test.slow();
  await asOnlyUserOf(ORGANIZATION, async () => {
    await shop.signIn(DEMO_USERS.businessMember);
    await emptyCart(context.request);
    await fillCartWithTwoGroups(context.request);
    const before = await shop.invoiceCredit();

    await closeFirstLoadModals(page);
    await openPage(page, '/checkout');
    await chooseBilling(page, INVOICE);
    const main = page.getByRole('main');
    const billing = step(page, /Thanh toán$/);
    await expect(billing).toContainText('Hoá đơn doanh nghiệp');
    // The remaining credit is shown with the invoice option: open the choice again to read it.
    await billing.getByRole('button', { name: 'Sửa Thanh toán' }).click();
    await expect(billing.locator('label').filter({ hasText: INVOICE })).toContainText(
      `Hạn mức còn lại: ${vnd(before.available)}`,
    );
    await billing.getByRole('button', { name: 'Dùng phương thức này' }).click();
    await completeOpenSteps(page);
    const shown = amountOf(await main.getByTestId('checkout-total').innerText());

    const answer = await placeOrder(page);
    expect(answer.status()).toBe(201);
    const order = await placedOrder(answer);
    expect(order.totalPrice).toBe(shown);
    expect(order.paymentMethod).toBe(PaymentMethod.BUSINESS_INVOICE);
    await expect(page).toHaveURL(new RegExp(`/confirmation\\?placement=${order.gid}$`));
    await expect(
      main.getByRole('heading', { level: 1, name: 'Cảm ơn bạn đã đặt hàng!' }),
    ).toBeVisible();

    // The invoice took exactly the order's total from the credit.
    const after = await shop.invoiceCredit();
    expect(after.available).toBe(before.available - shown);
    const first = await shop.order(order.orders[0]?.gid ?? '');
    expect(first.paymentMethod.billingType).toBe('invoice');
  });
});

test('a business member is refused an invoice above the remaining credit, told why, and no order is made', async ({
  page,
  shop,
  context,
  consoleGuard,
}) => {
  test.slow();
  consoleGuard.allowResponse(PLACE_ORDER, 409);
  await asOnlyUserOf(ORGANIZATION, async () => {
    await shop.signIn(DEMO_USERS.businessMember);
    await emptyCart(context.request);
    const credit = await shop.invoiceCredit();
    expect(await fillCartAbove(context.request, credit.available)).toBeGreaterThan(
      credit.available,
    );
    const ordersBefore = await shop.orderCount();

    await closeFirstLoadModals(page);
    await openPage(page, '/checkout');
    await chooseBilling(page, INVOICE);
    const answer = await placeOrder(page);
    expect(answer.status()).toBe(409);
    expect((await answer.json()).error.code).toBe('INVOICE_CREDIT_EXCEEDED');

    // Back at billing, told how much credit remains: the business is over its credit, which
    // is no bank's decline.
    const billing = step(page, /Thanh toán$/);
    const remaining = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(credit.available);
    await expect(billing.getByRole('alert')).toContainText(
      `Hạn mức hoá đơn còn lại của doanh nghiệp là ${remaining}, chưa đủ cho đơn hàng`,
    );
    await expect(billing.getByRole('alert')).not.toContainText('Thanh toán bị từ chối');
    await expect(billing.getByRole('radio', { name: INVOICE })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);

    expect(await shop.orderCount()).toBe(ordersBefore);
    expect(await shop.invoiceCredit()).toEqual(credit);
    await emptyCart(context.request);
  });
});

/** The sandbox's test cards (gateway README "the sandbox card provider"). */
const DECLINED_CARD = '4000 0000 0000 0002';
const DECLINED_WHEN_CHARGED_CARD = '4000 0000 0000 0341';

test('a declined card: refused when saved, and refused when charged with the reason at billing and no order', async ({
  page,
  shop,
  context,
  consoleGuard,
}) => {
  test.slow();
  // The decline number is refused by POST /api/billing (487), the other card by place-order.
  consoleGuard.allowResponse(/\/api\/billing$/, 400);
  consoleGuard.allowResponse(PLACE_ORDER, 402);
  const email = DEMO_USERS.processingLoyaltyMember;
  await asOnlyUserOf(email, async () => {
    await shop.signIn(email);
    await emptyCart(context.request);
    await fillCartWithTwoGroups(context.request);
    const ordersBefore = await shop.orderCount();

    await closeFirstLoadModals(page);
    await openPage(page, '/checkout');
    await completeOpenSteps(page, { billing: /^Thanh toán khi nhận hàng/ });
    const main = page.getByRole('main');
    const billing = main.locator('[data-step="billing"]');
    await billing.getByRole('button', { name: 'Sửa Thanh toán' }).click();
    await billing.getByRole('button', { name: 'Thêm thẻ mới' }).click();
    const card = billing.getByRole('form', { name: 'Thẻ mới' });
    await card.getByRole('textbox', { name: /^Tên chủ thẻ/ }).fill('DANG XU LY');
    await card.getByRole('textbox', { name: /^Số thẻ/ }).fill(DECLINED_CARD);
    const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
    await card.getByRole('textbox', { name: /^Hết hạn/ }).fill(expiry);
    await card.getByRole('textbox', { name: /^Mã bảo mật/ }).fill('123');
    await card.getByRole('button', { name: 'Lưu thẻ' }).click();
    await expect(card.getByRole('alert')).toHaveText('Thẻ bị từ chối. Vui lòng dùng thẻ khác.');

    // A card the bank accepts to save but declines when it is charged.
    await card.getByRole('textbox', { name: /^Số thẻ/ }).fill(DECLINED_WHEN_CHARGED_CARD);
    await card.getByRole('button', { name: 'Lưu thẻ' }).click();
    await expect(billing).toHaveAttribute('data-display', 'complete');
    await expect(billing).toContainText('0341');
    await completeOpenSteps(page);
    const declined = await placeOrder(page);
    expect(declined.status()).toBe(402);

    // Back at billing with the reason and what to do.
    await expect(billing).toHaveAttribute('data-display', /^(selection|list)$/);
    await expect(billing.getByRole('alert')).toHaveText(
      'Thanh toán bị từ chối: ngân hàng đã từ chối thẻ này. Vui lòng chọn phương thức khác.',
    );
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await shop.orderCount()).toBe(ordersBefore);

    // Acting on it: another way to pay places the order.
    await billing.getByRole('radio', { name: 'Thanh toán khi nhận hàng' }).check();
    await billing.getByRole('button', { name: 'Dùng phương thức này' }).click();
    await expect(billing).toHaveAttribute('data-display', 'complete');
    await completeOpenSteps(page);
    const placed = await placeOrder(page);
    expect(placed.status()).toBe(201);
    const order = await placedOrder(placed);
    expect(order.paymentMethod).toBe(PaymentMethod.PAYMENT_ON_FULFILLMENT);
    await expect(page).toHaveURL(new RegExp(`/confirmation\\?placement=${order.gid}$`));
    expect(await shop.orderCount()).toBe(ordersBefore + order.orders.length);
  });
});

test('an iPay88 payment goes to the provider page and back through /order-pending to the confirmation', async ({
  page,
  shop,
  context,
  a11y,
}) => {
  test.slow();
  await asOnlyUserOf(DEMO_USERS.firstOrderShopper, async () => {
    await shop.signIn(DEMO_USERS.firstOrderShopper);
    await emptyCart(context.request);
    await fillCartWithTwoGroups(context.request);
    const ordersBefore = await shop.orderCount();

    await closeFirstLoadModals(page);
    await openPage(page, '/checkout');
    await chooseBilling(page, /^iPay88/);
    // The browser leaves for the provider at once: the answer's status is all there is to read.
    const answer = await placeOrder(page);
    expect(answer.status()).toBe(201);

    // The provider's hosted page (the gateway's sandbox of it).
    await expect(page).toHaveURL(/\/fasspay-web\?/);
    await expect(page.getByRole('heading', { level: 1, name: /iPay88/ })).toBeVisible();
    await a11y.check(page, 'iPay88 hosted page');
    const pending = page.waitForResponse((response) =>
      /\/order-pending\?placement=\d+$/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
    const gid = new URL((await pending).url()).searchParams.get('placement') ?? '';
    await expect(page).toHaveURL(new RegExp(`/confirmation\\?placement=${gid}$`));
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Cảm ơn bạn đã đặt hàng!' }),
    ).toBeVisible();
    await expect(main).toContainText(gid);

    // The API has the orders of the placement (one per fulfilment group), paid through iPay88.
    const orders = await shop.ordersOfPlacement(gid);
    expect(orders).toHaveLength(2);
    expect(await shop.orderCount()).toBe(ordersBefore + orders.length);
    for (const order of orders) {
      expect(order.paymentMethod.paymentMethod).toBe(PaymentMethod.IPAY88);
      expect(order.paymentMethod.status).toBe(PaymentTransactionStatus.SETTLED);
    }
  });
});

test('a loyalty member applies a redeemed voucher: the total shown and charged drops by its value', async ({
  page,
  shop,
  context,
}) => {
  test.slow();
  await asOnlyUserOf(DEMO_USERS.loyaltyMember, async () => {
    await shop.signIn(DEMO_USERS.loyaltyMember);
    await emptyCart(context.request);
    await fillCartWithTwoGroups(context.request);
    const voucher = await shop.redeemCheapestVoucher();

    await closeFirstLoadModals(page);
    await openPage(page, '/checkout');
    await completeOpenSteps(page);
    const main = page.getByRole('main');
    const total = main.getByTestId('checkout-total');
    const before = amountOf(await total.innerText());
    const promotions = main.getByRole('region', { name: 'Mã khuyến mãi và voucher' });
    await promotions
      .getByRole('listitem')
      .filter({ hasText: voucher.title })
      .first()
      .getByRole('button', { name: 'Dùng' })
      .click();
    await expect(total).toHaveText(vnd(before - voucher.discountAmount));
    await completeOpenSteps(page);

    const answer = await placeOrder(page);
    expect(answer.status()).toBe(201);
    const placed = await placedOrder(answer);
    expect(placed.totalPrice).toBe(before - voucher.discountAmount);
    await expect(page).toHaveURL(new RegExp(`/confirmation\\?placement=${placed.gid}$`));

    // Charged: the placement's payment is the lowered total.
    const order = await shop.order(placed.orders[0]?.gid ?? '');
    expect(order.paymentMethod.amount).toBe(before - voucher.discountAmount);
  });
});
