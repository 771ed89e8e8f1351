import { cartRoutes, checkoutRoutes, organizationControlRoutes } from '@gio/contracts';
import { DEMO_USERS, ShopApi, expect, openPage, telephoneOf, test } from '@gio/e2e-support';
import type { APIRequestContext, Browser } from '@playwright/test';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { SHOP_ORIGIN } from '../support/servers';
import { checkAtRest } from '../support/accounts';

/**
 * Issue #18 journeys: spending limits hold a member's order until an owner approves it; the
 * Cart Editor's submission is rejected by an admin with a reason; the statement of account
 * shows an invoice order in its aging bucket and downloads as CSV.
 */

/** The member role's per-order limit the owner sets in the first journey. */
const MEMBER_ORDER_LIMIT = 500_000;

const listed = z.object({
  id: z.string(),
  price: z.number(),
  maxCartQuantity: z.number().nullable(),
  availableCount: z.number().nullable(),
  fulfillerType: z.number(),
  fulfillmentMethodType: z.number(),
  stockStatus: z.string(),
  product: z.object({ isAgeGated: z.boolean(), productType: z.number() }),
});
const LISTING = `query E2eApprovalListing($gid: ID!) {
  plesByCategoryGid(categoryGid: $gid, plesOptions: { limit: 60 }) {
    productListEntities { variant { id price maxCartQuantity availableCount fulfillerType fulfillmentMethodType stockStatus product { isAgeGated productType } } }
  }
}`;

/**
 * Runs `journey` while no other test of the run (either viewport) uses the demo organisation:
 * its users share one cart. The lock is a folder in the run's output folder.
 */
async function asOnlyUserOfOrganization<T>(journey: () => Promise<T>): Promise<T> {
  const lock = join(test.info().project.outputDir, '..', '.organization-lock');
  await mkdir(join(test.info().project.outputDir, '..'), { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await journey();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** A signed-in API client of another demo user, in a browser context of its own. */
async function asUser(browser: Browser, email: string): Promise<{ request: APIRequestContext; csrf: string; email: string; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: SHOP_ORIGIN });
  const shop = new ShopApi(context.request);
  await shop.signIn(email);
  const { csrfToken } = await shop.session();
  return { request: context.request, csrf: csrfToken, email, close: () => context.close() };
}

/**
 * Places the organisation's cart as the signed-in user through the storefront's calls: the cart
 * emptied and filled with one carrier-delivered product above `above` ₫, the checkout steps
 * chosen (the first address, no VAT invoice, no instructions, no loyalty card, invoice), and
 * place-order with an Idempotency-Key. Answers the placed order.
 */
async function placeOrganizationOrder(user: { request: APIRequestContext; csrf: string; email: string }, above: number) {
  const { request, csrf } = user;
  const headers = { 'X-CSRF-Token': csrf };
  const sync = cartRoutes.sync.response.parse(await (await request.get('/api/carts/sync')).json()).data.cart;
  for (const line of sync.cartVariants) {
    await request.put('/api/carts/change', {
      headers,
      data: { cartVariant: { variantId: line.variant.id, quantity: 0, remove: true, fulfillerLocation: line.fulfillerLocation, fulfillmentMethod: line.fulfillmentMethod } },
    });
  }
  const categories = (await (await request.post('/api/graphql', { data: { query: '{ categories { gid } }' } })).json()) as { data: { categories: { gid: string }[] } };
  let chosen: { id: string; quantity: number } | null = null;
  for (const { gid } of categories.data.categories) {
    const answer = (await (await request.post('/api/graphql', { data: { query: LISTING, variables: { gid } } })).json()) as {
      data: { plesByCategoryGid: { productListEntities: { variant: unknown }[] } };
    };
    for (const entity of answer.data.plesByCategoryGid.productListEntities) {
      const v = listed.safeParse(entity.variant);
      if (!v.success || v.data.stockStatus !== 'in-stock' || v.data.product.isAgeGated || v.data.product.productType !== 0) continue;
      if (v.data.fulfillerType === 4 || v.data.fulfillmentMethodType !== 0) continue;
      const quantity = Math.ceil((above + 1) / v.data.price);
      const most = Math.min(v.data.maxCartQuantity ?? sync.addToCartMaxAtOnce, v.data.availableCount ?? 0, sync.addToCartMaxAtOnce);
      if (quantity <= most) {
        chosen = { id: v.data.id, quantity };
        break;
      }
    }
    if (chosen) break;
  }
  if (!chosen) throw new Error(`the demo shop has no carrier product to pass ${above} ₫`);
  const added = await request.put('/api/carts/change', { headers, data: { cartVariant: { variantId: chosen.id, quantity: chosen.quantity } } });
  expect(added.status(), `add to the organisation's cart: ${await added.text()}`).toBe(200);

  let info = checkoutRoutes.checkout.response.parse(await (await request.get('/api/checkout')).json()).data.checkoutInfo;
  if (info.shippingAddresses.length === 0) {
    // The business cart ships to a business address, as the checkout's address form would add one.
    const created = await request.post('/api/address', {
      headers,
      data: {
        address: { type: 1, businessName: 'Bếp Nhà Việt', firstName: 'Lan', lastName: 'Nguyễn', addressLine1: '86 Lê Thánh Tôn', ward: 'Phường Bến Nghé', district: 'Quận 1', city: 'Thành phố Hồ Chí Minh', accountScope: 1 },
        fromCheckout: true,
      },
    });
    expect(created.status(), `POST /api/address: ${await created.text()}`).toBe(200);
    info = checkoutRoutes.checkout.response.parse(await (await request.get('/api/checkout')).json()).data.checkoutInfo;
  }
  const address = info.shippingAddresses[0];
  if (!address) throw new Error('the business address did not reach checkout');
  const choices: [string, unknown][] = [
    // The checkout asks for a number only (no code round), as its telephone step does; one of the user's own.
    ['/api/phone-verification', { phone: info.user.telephoneNumber ?? telephoneOf(user.email), verify: false }],
    ['/api/set-delivery-info', { deliveryInfo: { shippingAddressId: address.id, vatNotNeeded: true } }],
    ['/api/set-standard-order-delivery-instructions', { standardOrderDeliveryInstructions: '' }],
    ['/api/set-loyalty-info', { loyaltyInfo: { selection: 'not-now' } }],
    ['/api/set-billing-type', { type: 'invoice' }],
  ];
  for (const [path, data] of choices) {
    const answer = await request.post(path, { headers, data });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  }
  const placed = await request.post('/api/checkout/place-order', {
    headers: { ...headers, 'Idempotency-Key': `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}` },
    data: { payment: {} },
  });
  expect(placed.status(), `place-order: ${await placed.text()}`).toBe(201);
  return checkoutRoutes.placeOrder.response.parse(await placed.json()).data.order;
}


/** The signed-in user's own held orders (GET /api/organization/approvals). */
async function myApprovals(request: APIRequestContext) {
  return organizationControlRoutes.approvals.response.parse(await (await request.get('/api/organization/approvals')).json()).data.mine;
}

test('the owner limits members’ orders, a larger order waits, and the owner’s approval lets it go on as a normal order', async ({
  page,
  shop,
  a11y,
  browser,
}) => {
  test.slow();
  await asOnlyUserOfOrganization(async () => {
    await shop.signIn(DEMO_USERS.businessOwner);
    await openPage(page, '/account/organization/limits');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Hạn mức chi tiêu' })).toBeVisible();
    const members = main.getByRole('group', { name: 'Thành viên' });
    await members.getByRole('textbox', { name: 'Hạn mức mỗi đơn (₫)' }).fill(MEMBER_ORDER_LIMIT.toLocaleString('vi-VN'));
    await checkAtRest(a11y, page, 'spending limits');
    await main.getByRole('button', { name: 'Lưu hạn mức' }).click();
    await expect(page.getByText('Đã lưu hạn mức chi tiêu.').first()).toBeVisible();

    const member = await asUser(browser, DEMO_USERS.businessMember);
    try {
      const order = await placeOrganizationOrder(member, MEMBER_ORDER_LIMIT);
      expect(order.status).toBe('pending_approval');
      expect((await myApprovals(member.request)).find((a) => a.gid === order.gid)).toMatchObject({ status: 'pending', reasons: ['order_limit'] });

      await openPage(page, '/account/organization/approvals');
      await expect(main.getByRole('heading', { level: 1, name: 'Duyệt đơn hàng' })).toBeVisible();
      const card = main.getByRole('article', { name: new RegExp(`Đơn hàng #${order.gid}`) });
      await expect(card).toContainText('Vượt hạn mức mỗi đơn');
      await checkAtRest(a11y, page, 'approvals waiting');
      await card.getByRole('button', { name: 'Duyệt' }).click();
      const dialog = page.getByRole('dialog', { name: `Duyệt đơn hàng #${order.gid}?` });
      await expect(dialog).toBeVisible();
      await a11y.check(page, 'approve confirmation');
      await dialog.getByRole('button', { name: 'Duyệt đơn hàng' }).click();
      await expect(page.getByText(`Đã duyệt đơn hàng #${order.gid}.`).first()).toBeVisible();
      await expect(card).toHaveCount(0);

      // A normal order now: the member sees it approved, and its order page answers as any order's.
      expect((await myApprovals(member.request)).find((a) => a.gid === order.gid)?.status).toBe('approved');
      const first = order.orders[0];
      if (!first) throw new Error('the placement has no order');
      const detail = await member.request.get(`/api/order/${first.gid}`);
      expect(detail.status()).toBe(200);
    } finally {
      await member.close();
    }
  });
});

test('the Cart Editor submits the organisation’s cart for approval and an admin rejects it with a reason', async ({
  page,
  shop,
  a11y,
  browser,
}) => {
  test.slow();
  await asOnlyUserOfOrganization(async () => {
    const editor = await asUser(browser, DEMO_USERS.cartEditor);
    try {
      const order = await placeOrganizationOrder(editor, 100_000);
      expect(order.status).toBe('pending_approval');

      await shop.signIn(DEMO_USERS.businessAdmin);
      await openPage(page, '/account/organization/approvals');
      const main = page.getByRole('main');
      const card = main.getByRole('article', { name: new RegExp(`Đơn hàng #${order.gid}`) });
      await expect(card).toContainText('Giỏ hàng do người soạn giỏ gửi duyệt');
      await card.getByRole('button', { name: 'Từ chối' }).click();
      const dialog = page.getByRole('dialog', { name: `Từ chối đơn hàng #${order.gid}?` });
      await dialog.getByRole('button', { name: 'Từ chối đơn hàng' }).click();
      await expect(dialog.getByText('Vui lòng cho biết lý do từ chối.')).toBeVisible();
      await a11y.check(page, 'reject confirmation with its reason required');
      await dialog.getByRole('textbox', { name: /Lý do từ chối/ }).fill('Tuần này bếp đã đủ hàng');
      await dialog.getByRole('button', { name: 'Từ chối đơn hàng' }).click();
      await expect(page.getByText(`Đã từ chối đơn hàng #${order.gid}.`).first()).toBeVisible();

      const mine = (await myApprovals(editor.request)).find((a) => a.gid === order.gid);
      expect(mine).toMatchObject({ status: 'rejected', decisionReason: 'Tuần này bếp đã đủ hàng' });
    } finally {
      await editor.close();
    }
  });
});

test('the statement shows the invoice orders in their aging buckets and downloads as CSV; the audit log filters', async ({
  page,
  shop,
  a11y,
}) => {
  await shop.signIn(DEMO_USERS.businessOwner);
  await openPage(page, '/account/organization/statement');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sao kê công nợ' })).toBeVisible();
  const invoices = main.getByRole('table', { name: 'Các đơn mua bằng hoá đơn' });
  // The demo history: an invoice 100 days old, due 70 days ago (Net 30), still open.
  await expect(invoices.getByRole('row').filter({ hasText: 'Quá hạn 61–90 ngày' }).first()).toContainText('Chưa thanh toán');
  await expect(invoices.getByRole('row').filter({ hasText: 'Đã thanh toán' })).toHaveCount(1);
  await expect(main.getByText('Quá hạn 61–90 ngày', { exact: true }).first()).toBeVisible();
  await checkAtRest(a11y, page, 'statement of account');

  const download = page.waitForEvent('download');
  await main.getByRole('link', { name: 'Tải sao kê CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('sao-ke-cong-no.csv');
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('order,invoice_date,due_date,amount,paid,open,status,aging_bucket,days_past_due');
  expect(csv).toContain(',61-90,');

  await openPage(page, '/account/organization/audit-log?kind=order_held');
  await expect(main.getByRole('heading', { level: 1, name: 'Nhật ký hoạt động' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Nhật ký hoạt động của doanh nghiệp' })).toContainText('Đơn chờ duyệt');
  await checkAtRest(a11y, page, 'audit log filtered by kind');
});
