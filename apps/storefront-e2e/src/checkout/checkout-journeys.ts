import { cartRoutes } from '@gio/contracts';
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { z } from 'zod';
import { ShopApi, completeOpenSteps } from '@gio/e2e-support';

const listed = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  maxCartQuantity: z.number().nullable(),
  availableCount: z.number().nullable(),
  fulfillerType: z.number(),
  fulfillmentMethodType: z.number(),
  stockStatus: z.string(),
  product: z.object({ isAgeGated: z.boolean(), productType: z.number() }),
});
type Listed = z.infer<typeof listed>;

const LISTING = `query E2eCheckoutListing($gid: ID!) {
  plesByCategoryGid(categoryGid: $gid, plesOptions: { limit: 60 }) {
    productListEntities { variant { id name price maxCartQuantity availableCount fulfillerType fulfillmentMethodType stockStatus product { isAgeGated productType } } }
  }
}`;

async function csrfToken(request: APIRequestContext): Promise<string> {
  return (await new ShopApi(request).session()).csrfToken;
}

/**
 * The products a shopper can simply buy (in stock, not age-gated, not samples) of the first page
 * of each top-level category, category by category, until `enough` says so.
 */
async function buyableVariants(
  request: APIRequestContext,
  enough: (found: readonly Listed[]) => boolean,
): Promise<Listed[]> {
  const categories = (await (
    await request.post('/api/graphql', { data: { query: '{ categories { gid } }' } })
  ).json()) as {
    data: { categories: { gid: string }[] };
  };
  const found: Listed[] = [];
  for (const { gid } of categories.data.categories) {
    const answer = (await (
      await request.post('/api/graphql', { data: { query: LISTING, variables: { gid } } })
    ).json()) as {
      data: { plesByCategoryGid: { productListEntities: { variant: unknown }[] } };
    };
    for (const entity of answer.data.plesByCategoryGid.productListEntities) {
      const parsed = listed.safeParse(entity.variant);
      if (!parsed.success) continue;
      const v = parsed.data;
      if (v.stockStatus !== 'in-stock' || v.product.isAgeGated || v.product.productType !== 0)
        continue;
      found.push(v);
    }
    if (enough(found)) break;
  }
  return found;
}

/** Sets one cart line's quantity through `PUT /api/carts/change`, as the quantity stepper does. */
async function setLine(
  request: APIRequestContext,
  csrf: string,
  variant: Pick<Listed, 'id' | 'name'>,
  quantity: number,
): Promise<void> {
  const response = await request.put('/api/carts/change', {
    headers: { 'X-CSRF-Token': csrf },
    data: { cartVariant: { variantId: variant.id, quantity } },
  });
  expect(response.status(), `add ${variant.name}: ${await response.text()}`).toBe(200);
}

/**
 * Removes every line of the context's cart (the user's own, or the organisation's shared cart
 * of a business user), so that a journey's cart holds only what it puts there.
 */
export async function emptyCart(request: APIRequestContext): Promise<void> {
  const csrf = await csrfToken(request);
  const sync = await request.get('/api/carts/sync');
  expect(sync.status(), 'GET /api/carts/sync').toBe(200);
  const { cart } = cartRoutes.sync.response.parse(await sync.json()).data;
  for (const line of cart.cartVariants) {
    const response = await request.put('/api/carts/change', {
      headers: { 'X-CSRF-Token': csrf },
      data: {
        cartVariant: {
          variantId: line.variant.id,
          quantity: 0,
          remove: true,
          fulfillerLocation: line.fulfillerLocation,
          fulfillmentMethod: line.fulfillmentMethod,
        },
      },
    });
    expect(response.status(), `remove ${line.variant.name}: ${await response.text()}`).toBe(200);
  }
}

/**
 * Puts products of two fulfilment groups (storefront.md §4 Cart groups: an express group and a
 * carrier group) into the context's cart through `PUT /api/carts/change`, each above the group's
 * order minimum, as a guest would by clicking "Thêm vào giỏ".
 */
export async function fillCartWithTwoGroups(request: APIRequestContext): Promise<Listed[]> {
  const groupOf = (v: Listed) =>
    v.fulfillerType === 4 ? 'express' : v.fulfillmentMethodType === 0 ? 'carrier' : null;
  const byGroup = new Map<string, Listed>();
  await buyableVariants(request, (found) => {
    for (const v of found) {
      const group = groupOf(v);
      if (group && !byGroup.has(group)) byGroup.set(group, v);
    }
    return byGroup.size === 2;
  });
  const chosen = [...byGroup.values()];
  expect(chosen, 'the demo shop has express and carrier products').toHaveLength(2);
  const csrf = await csrfToken(request);
  for (const variant of chosen) {
    await setLine(request, csrf, variant, Math.max(2, Math.ceil(120_000 / variant.price)));
  }
  return chosen;
}

/**
 * Fills the context's cart with the dearest products, each up to what one line may hold
 * (storefront.md §5 maximum purchasable), until its subtotal passes `amount`; answers the
 * subtotal.
 */
export async function fillCartAbove(request: APIRequestContext, amount: number): Promise<number> {
  const before = cartRoutes.sync.response.parse(
    await (await request.get('/api/carts/sync')).json(),
  );
  // A line is set in one change, which the site caps (storefront.md §5 add-to-cart maximum at once).
  const atOnce = before.data.cart.addToCartMaxAtOnce;
  const lineLimit = (v: Listed) =>
    Math.min(v.maxCartQuantity ?? atOnce, v.availableCount ?? 0, atOnce);
  const worth = (v: Listed) => v.price * lineLimit(v);
  const found = await buyableVariants(
    request,
    (variants) => variants.reduce((sum, v) => sum + worth(v), 0) > 2 * amount,
  );
  const csrf = await csrfToken(request);
  let subtotal = 0;
  for (const variant of found.sort((a, b) => worth(b) - worth(a))) {
    if (subtotal > amount) break;
    await setLine(request, csrf, variant, lineLimit(variant));
    subtotal += worth(variant);
  }
  const after = cartRoutes.sync.response.parse(await (await request.get('/api/carts/sync')).json());
  return after.data.cart.subtotal;
}

/** The checkout step section named by its heading. */
export function step(page: Page, name: RegExp): Locator {
  return page.getByRole('main').getByRole('region', { name });
}

/**
 * Chooses the billing option named `billing` (its radio's accessible name) whatever the billing
 * step preselected: the steps are completed, then billing is opened again with its edit button,
 * as a shopper changes their mind in review.
 */
export async function chooseBilling(page: Page, billing: RegExp): Promise<void> {
  await completeOpenSteps(page, { billing });
  const step = page.getByRole('main').locator('[data-step="billing"]');
  await step.getByRole('button', { name: 'Sửa Thanh toán' }).click();
  await step.getByRole('radio', { name: billing }).check();
  await step.getByRole('button', { name: 'Dùng phương thức này' }).click();
  await expect(step).toHaveAttribute('data-display', 'complete');
  await completeOpenSteps(page);
}

/** The place-order call's answer to a click on "Đặt hàng" (or "Gửi duyệt đơn hàng") in review. */
export async function placeOrder(page: Page): Promise<Response> {
  const placed = page.waitForResponse((response) =>
    response.url().endsWith('/api/checkout/place-order'),
  );
  // An organisation member's order over their spending limit is sent for approval instead.
  await page.getByRole('main').getByRole('button', { name: /^(Đặt hàng|Gửi duyệt đơn hàng)$/ }).click();
  return placed;
}

/** The amount a price text shows, in đồng ("1.234.000 ₫" → 1234000). */
export function amountOf(text: string): number {
  return Number(text.replace(/\D/g, ''));
}

/**
 * The first-load modals (storefront.md §4) a journey's shopper may be shown: cart differences,
 * the business's notices and sign-in data, a game, lead capture, the expired-loyalty prompt.
 */
const FIRST_LOAD_TITLES =
  /^(Giỏ hàng của bạn đã thay đổi|Thông báo từ doanh nghiệp|Tài khoản doanh nghiệp của bạn|Trò chơi có thưởng|Mua hàng cho doanh nghiệp|Thẻ thành viên WAON của bạn đã hết hạn)$/;

/**
 * A first-load modal opens over the page on its own schedule (after the page's data, or an
 * interstitial's 100 ms): whenever one covers what the journey is about to use, it is closed
 * with its close button, as a shopper would (`page.addLocatorHandler`, no waiting for it).
 */
export async function closeFirstLoadModals(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: FIRST_LOAD_TITLES }),
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Đóng hộp thoại' }).click();
    },
  );
}

/** A promo code the shop offers this cart now (GET /api/cart/display-promo-codes, no refusal). */
export async function usablePromoCode(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.get('/api/cart/display-promo-codes')).json()) as {
    data: { promoCodes: { code: string; applied: boolean; refusal: string | null }[] };
  };
  const usable = answer.data.promoCodes.find((promo) => promo.refusal === null && !promo.applied);
  if (!usable) throw new Error('no promo code applies to this cart');
  return usable.code;
}
