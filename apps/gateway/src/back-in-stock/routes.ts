import { backInStockRoutes } from '@gio/contracts';
import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '../accounts/http';
import { defineRoute, type RouteOptions } from '../http/define-route';
import type { BackInStockService } from './back-in-stock-service';

/**
 * POST /api/product/notify-when-instock (accounts.md §4, §6: back-in-stock needs login, so a
 * guest gets 401 and the storefront opens its login dialog).
 */
export function registerBackInStockRoutes(
  app: FastifyInstance,
  deps: { readonly backInStock: BackInStockService; readonly options: RouteOptions },
): void {
  defineRoute(
    app,
    backInStockRoutes.notifyWhenInStock,
    deps.options,
    async ({ body, request }) => ({
      data: { subscription: await deps.backInStock.subscribe(signedInUserId(request), body) },
    }),
  );
}
