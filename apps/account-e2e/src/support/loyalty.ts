import { cartRoutes } from '@gio/contracts';
import { ShopApi } from '@gio/e2e-support';
import { expect, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';

const listed = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  stockStatus: z.string(),
  product: z.object({ isAgeGated: z.boolean(), productType: z.number() }),
});
type Listed = z.infer<typeof listed>;

const LISTING = `query E2eLoyaltyListing($gid: ID!) {
  plesByCategoryGid(categoryGid: $gid, plesOptions: { limit: 60 }) {
    productListEntities { variant { id name price stockStatus product { isAgeGated productType } } }
  }
}`;

const categoriesAnswer = z.object({ data: z.object({ categories: z.array(z.object({ gid: z.string() })) }) });
const listingAnswer = z.object({
  data: z.object({
    plesByCategoryGid: z.object({ productListEntities: z.array(z.object({ variant: z.unknown() })) }),
  }),
});

/** The first product a shopper can simply buy (in stock, not age-gated, not a sample). */
async function buyableVariant(request: APIRequestContext): Promise<Listed> {
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post('/api/graphql', { data: { query, variables } });
    expect(response.status(), 'POST /api/graphql').toBe(200);
    return (await response.json()) as unknown;
  };
  const { data } = categoriesAnswer.parse(await graphql('{ categories { gid } }'));
  for (const { gid } of data.categories) {
    const page = listingAnswer.parse(await graphql(LISTING, { gid }));
    for (const entity of page.data.plesByCategoryGid.productListEntities) {
      const parsed = listed.safeParse(entity.variant);
      if (!parsed.success) continue;
      const v = parsed.data;
      if (v.stockStatus === 'in-stock' && !v.product.isAgeGated && v.product.productType === 0 && v.price > 0) return v;
    }
  }
  throw new Error('the demo shop has no product to buy');
}

/**
 * Makes the signed-in shopper's cart one line of a buyable product worth at least `amount`
 * (`PUT /api/carts/change`, as the quantity stepper does), so that a voucher's minimum purchase
 * is met.
 */
export async function cartWorthAtLeast(request: APIRequestContext, amount: number): Promise<void> {
  const { csrfToken } = await new ShopApi(request).session();
  const change = async (data: unknown, what: string) => {
    const response = await request.put('/api/carts/change', { headers: { 'X-CSRF-Token': csrfToken }, data });
    expect(response.status(), `${what}: ${await response.text()}`).toBe(200);
  };
  const sync = await request.get('/api/carts/sync');
  expect(sync.status(), 'GET /api/carts/sync').toBe(200);
  for (const line of cartRoutes.sync.response.parse(await sync.json()).data.cart.cartVariants) {
    await change(
      {
        cartVariant: {
          variantId: line.variant.id,
          quantity: 0,
          remove: true,
          fulfillerLocation: line.fulfillerLocation,
          fulfillmentMethod: line.fulfillmentMethod,
        },
      },
      `remove ${line.variant.name}`,
    );
  }
  const variant = await buyableVariant(request);
  await change({ cartVariant: { variantId: variant.id, quantity: Math.max(1, Math.ceil(amount / variant.price)) } }, `add ${variant.name}`);
}
