import { backInStockRoutes } from '@gio/contracts';
import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '../session/signed-in';
import { defineRoute, type RouteOptions } from '../http/define-route';
import type { BackInStockService } from './back-in-stock-service';

export interface BackInStockRouteDeps {
  readonly backInStock: BackInStockService;
  readonly options: RouteOptions;
  /** The shop's origin: the back-in-stock e-mails link there. */
  readonly publicOrigin: string;
}

/**
 * POST /api/product/notify-when-instock (accounts.md §4, §6: back-in-stock needs login, so a
 * guest gets 401 and the storefront opens its login dialog).
 */
export function registerBackInStockRoutes(app: FastifyInstance, deps: BackInStockRouteDeps): void {
  const { backInStock } = deps;
  // The back-in-stock notice is written by a database trigger, which takes the link's origin
  // from here. A failure leaves the previous origin (or a relative link) and must not stop the start.
  app.addHook('onReady', async () => {
    try {
      await backInStock.recordPublicOrigin(deps.publicOrigin);
    } catch (error) {
      app.log.warn({ err: error }, 'could not record the public origin for back-in-stock e-mails');
    }
  });
  defineRoute(
    app,
    backInStockRoutes.notifyWhenInStock,
    deps.options,
    async ({ body, request }) => ({
      data: { subscription: await deps.backInStock.subscribe(signedInUserId(request), body) },
    }),
  );
}
