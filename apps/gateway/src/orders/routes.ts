import { cartRoutes, orderRoutes as routes } from '@gio/contracts';
import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '../session/signed-in';
import type { CartService } from '../carts/cart-service';
import type { Database } from '../db/database';
import { defineRoute, type RouteOptions } from '../http/define-route';
import type { OrderService } from './order-service';
import type { ReorderService } from './reorder-service';

export interface OrderRouteDeps {
  readonly db: Database;
  readonly orders: OrderService;
  readonly reorder: ReorderService;
  readonly carts: CartService;
  readonly options: RouteOptions;
}

/** accounts.md §7 "Orders" and the reorder call of the cart (storefront.md §7 add-order). */
export async function registerOrderRoutes(app: FastifyInstance, deps: OrderRouteDeps): Promise<void> {
  const { orders, reorder, carts, options, db } = deps;
  defineRoute(app, routes.orderHistory, options, async ({ query, request }) => ({
    data: await orders.history(signedInUserId(request), query.cursor, query.limit),
  }));
  defineRoute(app, routes.order, options, async ({ params, request }) => ({
    data: { order: await orders.order(signedInUserId(request), params.orderGid) },
  }));
  defineRoute(app, routes.cancellationReasons, options, async () => ({
    data: { cancellationReasons: await orders.cancellationReasons() },
  }));
  defineRoute(app, routes.cancelOrder, options, async ({ body, request }) => ({
    data: await orders.cancel(signedInUserId(request), body.id, body.cancellationReason, body.customCancellationReason),
  }));
  defineRoute(app, routes.updateExpressItem, options, async ({ body, request }) => ({
    data: {
      order: await orders.updateExpressItem(signedInUserId(request), body.orderId, body.variantId, body.pickingNotes),
    },
  }));
  defineRoute(app, routes.attachPreview, options, async ({ params, body, request }) => ({
    data: { preview: await orders.attachPreview(signedInUserId(request), params.id, body.postOrderAttachVariants) },
  }));
  defineRoute(app, routes.attach, options, async ({ params, body, request }) => ({
    data: { order: await orders.attach(signedInUserId(request), params.id, body.postOrderAttachVariants) },
  }));
  // Order again, first shown: each line as the cart would take it today.
  defineRoute(app, routes.reorderPreview, options, async ({ params, request }) => ({
    data: { preview: await reorder.preview(signedInUserId(request), params.id) },
  }));
  defineRoute(app, routes.previouslyOrdered, options, async ({ params, request }) => ({
    data: await reorder.previouslyOrdered(signedInUserId(request), params.pages, params.range),
  }));
  // Reorder: the order's lines go through the cart's add rules, each answered added, capped or refused.
  defineRoute(app, cartRoutes.addOrder, options, async ({ body, request }) => {
    const userId = signedInUserId(request);
    const items = await orders.reorderItems(userId, body.orderId);
    const owner = await carts.requireOwner(request);
    const added = await carts.addItems(owner, items, 'order');
    return { data: { cart: await carts.view(owner, db), items: added.items } };
  });
}
