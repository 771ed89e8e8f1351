import { cartRoutes } from '@gio/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { defineRoute, type RouteOptions } from '../http/define-route';
import type { CartService } from './cart-service';

export interface CartRouteDeps {
  readonly db: Database;
  readonly carts: CartService;
  readonly options: RouteOptions;
}

/**
 * The cart calls of storefront.md §7 "Cart": sync, builder, change (PUT and POST), merge and
 * add-variants-by-ids. Call after `registerAccounts` (sessions and CSRF cover these routes).
 */
export function registerCartRoutes(app: FastifyInstance, deps: CartRouteDeps): void {
  const { carts, options } = deps;

  defineRoute(app, cartRoutes.sync, options, async ({ request }) => ({
    data: await carts.sync(await carts.ownerOf(request)),
  }));

  defineRoute(app, cartRoutes.summary, options, async ({ request }) => ({
    data: { totalQuantity: await carts.totalQuantity(await carts.ownerOf(request)) },
  }));
  defineRoute(app, cartRoutes.builder, options, async ({ query, request }) => ({
    data: await carts.builder(await carts.ownerOf(request), query.ids),
  }));

  for (const route of [cartRoutes.changePut, cartRoutes.changePost]) {
    defineRoute(app, route, options, async ({ body, request }) => ({
      data: await carts.change(await carts.requireOwner(request), body.cartVariant),
    }));
  }

  defineRoute(app, cartRoutes.merge, options, async ({ request }) => ({
    data: await carts.merge(await carts.requireOwner(request)),
  }));

  defineRoute(app, cartRoutes.addVariantsByIds, options, async ({ body, request }) => {
    const owner = await carts.requireOwner(request);
    if (body.ageConfirmed) await carts.recordAgeConfirmation(owner);
    const { items } = await carts.addItems(
      owner,
      body.ids.map((variantId) => ({ variantId, quantity: 1 })),
      'variant-ids',
    );
    return { data: { cart: await carts.view(owner, deps.db), items } };
  });
}
