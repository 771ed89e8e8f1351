import { cartRoutes, checkoutRoutes } from '@gio/contracts';
import { completeOpenSteps, openPage, ShopApi, expect } from '@gio/e2e-support';
import type { APIRequestContext, Page } from '@playwright/test';
import { z } from 'zod';

/**
 * Placing orders for the order journeys: a product chosen through the public GraphQL listing,
 * put in the cart through the cart call, and the order placed through the storefront's checkout
 * as a shopper does it (e2e-support `completeOpenSteps`: the steps a new shopper meets —
 * address, telephone, VAT, express slot, billing — as the storefront's checkout journeys do).
 */

const listed = z.object({
  id: z.string(),
  gid: z.string(),
  name: z.string(),
  price: z.number(),
  availableCount: z.number().nullable(),
  fulfillerType: z.number(),
  fulfillmentMethodType: z.number(),
  stockStatus: z.string(),
  product: z.object({ isAgeGated: z.boolean(), productType: z.number() }),
});
export type BuyableVariant = z.infer<typeof listed> & { categoryGid: string };

const LISTING = `query E2eOrdersListing($gid: ID!) {
  plesByCategoryGid(categoryGid: $gid, plesOptions: { limit: 60 }) {
    productListEntities { variant { id gid name price availableCount fulfillerType fulfillmentMethodType stockStatus product { isAgeGated productType } } }
  }
}`;
const categoriesAnswer = z.object({
  data: z.object({ categories: z.array(z.object({ gid: z.string() })) }),
});
const listingAnswer = z.object({
  data: z.object({
    plesByCategoryGid: z.object({
      productListEntities: z.array(z.object({ variant: z.unknown() })),
    }),
  }),
});

async function categoryVariants(shop: ShopApi, categoryGid: string): Promise<BuyableVariant[]> {
  const page = listingAnswer.parse(await shop.graphql(LISTING, { gid: categoryGid })).data
    .plesByCategoryGid;
  return page.productListEntities.flatMap((entity) => {
    const parsed = listed.safeParse(entity.variant);
    return parsed.success ? [{ ...parsed.data, categoryGid }] : [];
  });
}

/**
 * A product a shopper can simply buy (in stock, not age-gated, a plain product) for which
 * `matches` holds: the first one, or the one after `skip` others, so that journeys running side
 * by side (the desktop and mobile projects) count the stock of different products.
 */
export async function buyableVariant(
  shop: ShopApi,
  description: string,
  matches: (variant: BuyableVariant) => boolean,
  skip = 0,
): Promise<BuyableVariant> {
  const { data } = categoriesAnswer.parse(await shop.graphql('{ categories { gid } }'));
  let left = skip;
  for (const { gid } of data.categories) {
    for (const v of await categoryVariants(shop, gid)) {
      if (
        v.stockStatus !== 'in-stock' ||
        v.product.isAgeGated ||
        v.product.productType !== 0 ||
        !matches(v)
      )
        continue;
      if (left === 0) return v;
      left -= 1;
    }
  }
  throw new Error(`the demo shop has no ${description}`);
}

/** How many units of `variant` the shop can sell now (its listing's availableCount). */
export async function stockOf(shop: ShopApi, variant: BuyableVariant): Promise<number> {
  const now = (await categoryVariants(shop, variant.categoryGid)).find((v) => v.id === variant.id);
  if (!now || now.availableCount === null)
    throw new Error(`${variant.name} is no longer listed with a stock count`);
  return now.availableCount;
}

/** Sets the cart's line of `variant` to `quantity` (`PUT /api/carts/change`), as the quantity stepper does. */
export async function setCartLine(
  request: APIRequestContext,
  variant: BuyableVariant,
  quantity: number,
): Promise<void> {
  const { csrfToken } = await new ShopApi(request).session();
  const response = await request.put(cartRoutes.changePut.path, {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { cartVariant: { variantId: variant.id, quantity } },
  });
  expect(response.status(), `add ${variant.name}: ${await response.text()}`).toBe(200);
}

/** Titles of the modals a first load may open over the storefront's pages (cart changes, business notices, games, loyalty). */
const FIRST_LOAD_TITLES =
  /^(Giỏ hàng của bạn đã thay đổi|Thông báo từ doanh nghiệp|Tài khoản doanh nghiệp của bạn|Trò chơi có thưởng|Mua hàng cho doanh nghiệp|Thẻ thành viên WAON của bạn đã hết hạn)$/;

/** Closes a first-load modal whenever one covers what the journey is about to use, as a shopper would. */
export async function closeFirstLoadModals(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: FIRST_LOAD_TITLES }),
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Đóng hộp thoại' }).click();
    },
  );
}

export type PlacedOrders = z.infer<
  typeof checkoutRoutes.placeOrder.response
>['data']['order']['orders'];

/**
 * Places the cart through /checkout: every step that opens is completed, then "Đặt hàng";
 * answers the orders of the placement (one per fulfilment group of the cart).
 */
export async function placeOrderAtCheckout(page: Page): Promise<PlacedOrders> {
  await openPage(page, '/checkout');
  const main = page.getByRole('main');
  await completeOpenSteps(page);
  const placed = page.waitForResponse((response) =>
    response.url().endsWith(checkoutRoutes.placeOrder.path),
  );
  await main.getByRole('button', { name: 'Đặt hàng' }).click();
  const answer = await placed;
  expect(answer.status(), `place order: ${await answer.text()}`).toBe(201);
  const { orders } = checkoutRoutes.placeOrder.response.parse(await answer.json()).data.order;
  await expect(
    main.getByRole('heading', { level: 1, name: 'Cảm ơn bạn đã đặt hàng!' }),
  ).toBeVisible();
  return orders;
}
