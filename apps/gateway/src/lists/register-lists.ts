import type { FastifyInstance } from 'fastify';
import type { BackInStockService } from '../back-in-stock/back-in-stock-service';
import type { CartService } from '../carts/cart-service';
import { registerBackInStockRoutes } from '../back-in-stock/routes';
import type { Database } from '../db/database';
import type { RouteOptions } from '../http/define-route';
import type { FavoriteService } from './favorite-service';
import type { ShoppingListService } from './list-service';
import { registerListRoutes } from './routes';

export interface ListsDeps {
  readonly db: Database;
  readonly lists: ShoppingListService;
  readonly favorites: FavoriteService;
  readonly backInStock: BackInStockService;
  /** Where `POST /api/carts/add-list` puts a list's lines. */
  readonly carts: CartService;
  readonly routeOptions: RouteOptions;
  /** The shop's origin: the back-in-stock e-mails link there. */
  readonly publicOrigin: string;
}

/**
 * Shopping lists, favourites and back-in-stock requests (accounts.md §4, §7): the signed-in
 * user's own data (401 for a guest, 404 for another user's list). Register after
 * `registerAccounts`, whose session and CSRF hooks cover these routes. The list reminders are
 * a periodic job (jobs.ts).
 */
export function registerLists(app: FastifyInstance, deps: ListsDeps): void {
  const { backInStock } = deps;
  registerListRoutes(app, {
    db: deps.db,
    lists: deps.lists,
    favorites: deps.favorites,
    carts: deps.carts,
    options: deps.routeOptions,
  });
  registerBackInStockRoutes(app, { backInStock, options: deps.routeOptions });
  // The back-in-stock notice is written by a database trigger, which takes the link's origin
  // from here. A failure leaves the previous origin (or a relative link) and must not stop the start.
  app.addHook('onReady', async () => {
    try {
      await backInStock.recordPublicOrigin(deps.publicOrigin);
    } catch (error) {
      app.log.warn({ err: error }, 'could not record the public origin for back-in-stock e-mails');
    }
  });
}
