import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

const listed = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  fulfillerType: z.number(),
  fulfillmentMethodType: z.number(),
  stockStatus: z.string(),
  product: z.object({ isAgeGated: z.boolean(), productType: z.number() }),
});
type Listed = z.infer<typeof listed>;

const LISTING = `query E2eCheckoutListing($gid: ID!) {
  plesByCategoryGid(categoryGid: $gid, plesOptions: { limit: 60 }) {
    productListEntities { variant { id name price fulfillerType fulfillmentMethodType stockStatus product { isAgeGated productType } } }
  }
}`;

/**
 * Puts products of two fulfilment groups (storefront.md §4 Cart groups: an express group and a
 * carrier group) into the context's cart through `PUT /api/carts/change`, each above the group's
 * order minimum, as a guest would by clicking "Thêm vào giỏ".
 */
export async function fillCartWithTwoGroups(request: APIRequestContext): Promise<Listed[]> {
  const session = (await (await request.get('/api/session')).json()) as { csrfToken: string };
  const categories = (await (
    await request.post('/api/graphql', { data: { query: '{ categories { gid } }' } })
  ).json()) as {
    data: { categories: { gid: string }[] };
  };
  const byGroup = new Map<string, Listed>();
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
      const group =
        v.fulfillerType === 4 ? 'express' : v.fulfillmentMethodType === 0 ? 'carrier' : null;
      if (group && !byGroup.has(group)) byGroup.set(group, v);
    }
    if (byGroup.size === 2) break;
  }
  const chosen = [...byGroup.values()];
  expect(chosen, 'the demo shop has express and carrier products').toHaveLength(2);
  for (const variant of chosen) {
    const response = await request.put('/api/carts/change', {
      headers: { 'X-CSRF-Token': session.csrfToken },
      data: {
        cartVariant: {
          variantId: variant.id,
          quantity: Math.max(2, Math.ceil(120_000 / variant.price)),
        },
      },
    });
    expect(response.status(), `add ${variant.name}: ${await response.text()}`).toBe(200);
  }
  return chosen;
}

/** The checkout step section named by its heading. */
export function step(page: Page, name: RegExp): Locator {
  return page.getByRole('main').getByRole('region', { name });
}

/**
 * Goes through every step that opens (storefront.md §4 order), taking the first saved choice,
 * "no VAT invoice", the first free express slot and empty delivery instructions, until the
 * checkout is in review; the billing step keeps the default billing.
 */
export async function completeOpenSteps(page: Page): Promise<void> {
  const main = page.getByRole('main');
  // The checkout loads its data after hydration: wait for its steps before looking for open ones.
  await expect(main.locator('[data-step]').first()).toBeVisible();
  await expect(page.locator('[data-display="saving"]')).toHaveCount(0);
  for (let guard = 0; guard < 12; guard += 1) {
    const open = main
      .locator(
        '[data-display="form"],[data-display="selection"],[data-display="confirm"],[data-display="list"]',
      )
      .first();
    if ((await open.count()) === 0) return;
    const name = await open.getAttribute('data-step');
    switch (name) {
      case 'address':
        await open.getByRole('button', { name: 'Giao đến địa chỉ này' }).click();
        break;
      case 'telephone':
        await open.getByRole('button', { name: 'Dùng số này' }).click();
        break;
      case 'vat':
        await open.getByRole('button', { name: 'Không cần hoá đơn VAT' }).first().click();
        break;
      case 'express':
        await open.locator('input[type=radio]:not([disabled])').first().check();
        await open.getByRole('button', { name: 'Chọn khung giờ này' }).click();
        break;
      case 'standard':
        await open.getByRole('button', { name: 'Tiếp tục' }).click();
        break;
      case 'marketplace':
        await open.getByRole('button', { name: 'Tiếp tục' }).click();
        break;
      case 'billing':
        // No default billing (a first order): payment on delivery.
        if ((await open.locator('input[name="billing"]:checked').count()) === 0) {
          await open.getByRole('radio', { name: 'Thanh toán khi nhận hàng' }).check();
        }
        await open.getByRole('button', { name: 'Dùng phương thức này' }).click();
        break;
      case 'loyalty':
        await open.getByRole('button', { name: 'Tôi chưa là thành viên' }).click();
        break;
      default:
        throw new Error(`unknown step ${name}`);
    }
    await expect(open.locator('[data-display]')).toHaveCount(0);
    await expect(page.locator('[data-display="saving"]')).toHaveCount(0);
  }
}

/**
 * The first-load modal (storefront.md §4: cart merge, cart differences, or an interstitial after
 * 100 ms) may open over the page; it is closed with Escape as a shopper would.
 */
export async function dismissFirstLoadModal(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout: 2_000 }).catch(() => undefined);
  if ((await dialog.count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
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

/**
 * Runs `journey` while no other test of the run (either viewport, either worker) uses the demo
 * user: a checkout and a cart belong to the user, so two journeys signed in as the same user at
 * once would change each other's steps. The lock is a folder in the run's output folder, which
 * Playwright empties at the start of every run.
 */
export async function asOnlyUserOf<T>(email: string, journey: () => Promise<T>): Promise<T> {
  const lock = join(test.info().project.outputDir, `.user-lock-${email}`);
  await mkdir(test.info().project.outputDir, { recursive: true });
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
