import type { FastifyInstance } from 'fastify';
import { BackInStockService } from '../back-in-stock/back-in-stock-service';
import { registerBackInStockRoutes } from '../back-in-stock/routes';
import type { CatalogueService } from '../catalogue/service';
import type { Database } from '../db/database';
import type { RouteOptions } from '../http/define-route';
import { FavoriteService } from './favorite-service';
import { ListReminderSweeper } from './list-reminders';
import { ShoppingListService } from './list-service';
import { registerListRoutes } from './routes';

export interface ListsDeps {
  readonly db: Database;
  readonly catalogue: CatalogueService;
  readonly routeOptions: RouteOptions;
  /** The shop's origin: the back-in-stock and list-reminder e-mails link there. */
  readonly publicOrigin: string;
}

export interface ListsHandle {
  readonly lists: ShoppingListService;
  readonly favorites: FavoriteService;
  readonly backInStock: BackInStockService;
  readonly reminders: ListReminderSweeper;
}

/**
 * Shopping lists (with their e-mail reminders), favourites and back-in-stock requests
 * (accounts.md §4, §7): the signed-in user's own data (401 for a guest, 404 for another user's
 * list). Register after `registerAccounts`, whose session and CSRF hooks cover these routes.
 */
export async function registerLists(app: FastifyInstance, deps: ListsDeps): Promise<ListsHandle> {
  const lists = new ShoppingListService(deps.db, deps.catalogue);
  const favorites = new FavoriteService(deps.db, deps.catalogue);
  const backInStock = new BackInStockService(deps.db);
  registerListRoutes(app, { lists, favorites, options: deps.routeOptions });
  registerBackInStockRoutes(app, { backInStock, options: deps.routeOptions });
  const reminders = new ListReminderSweeper(deps.db, deps.publicOrigin, app.log);
  reminders.start();
  app.addHook('onClose', async () => reminders.stop());
  // The back-in-stock notice is written by a database trigger, which takes the link's origin
  // from here. A failure leaves the previous origin (or a relative link) and must not stop the start.
  app.addHook('onReady', async () => {
    try {
      await backInStock.recordPublicOrigin(deps.publicOrigin);
    } catch (error) {
      app.log.warn({ err: error }, 'could not record the public origin for back-in-stock e-mails');
    }
  });
  return { lists, favorites, backInStock, reminders };
}
