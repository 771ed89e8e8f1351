import type { FastifyInstance } from 'fastify';
import type { CartService } from '../carts/cart-service';
import type { Database } from '../db/database';
import type { RouteOptions } from '../http/define-route';
import type { ExtraPage } from '../pages/routes';
import { registerHostedPaymentPages } from '../payments/hosted-pages';
import type { PaymentService } from '../payments/payment-service';
import type { OrderPages } from './order-pages';
import type { OrderService } from './order-service';
import type { ReorderService } from './reorder-service';
import { registerOpsRoutes } from './ops-routes';
import { registerOrderRoutes } from './routes';

export interface OrdersDeps {
  readonly db: Database;
  readonly orders: OrderService;
  readonly orderPages: OrderPages;
  readonly reorder: ReorderService;
  readonly payments: PaymentService;
  readonly carts: CartService;
  readonly options: RouteOptions;
  /** OPS_TOKEN: the operator calls exist only with one. */
  readonly opsToken?: string;
}

/**
 * Orders after placement (accounts.md §7 "Orders"): the shopper's order calls and reorder,
 * the sandbox hosted payment pages and their return through /order-pending to /confirmation
 * (answered as page data: pass the pages answered to registerPageRoutes), and the operator
 * calls. Abandoned hosted payments are settled by a periodic job (jobs.ts).
 */
export async function registerOrders(app: FastifyInstance, deps: OrdersDeps): Promise<ExtraPage[]> {
  const { orders, orderPages } = deps;
  await registerOrderRoutes(app, { db: deps.db, orders, reorder: deps.reorder, carts: deps.carts, options: deps.options });
  await registerHostedPaymentPages(app, { db: deps.db, payments: deps.payments });
  if (deps.opsToken) {
    await registerOpsRoutes(app, {
      db: deps.db,
      orders,
      payments: deps.payments,
      options: deps.options,
      token: deps.opsToken,
    });
  }
  return [
    { path: '/order-pending', build: (_params, request) => orderPages.orderPending(request) },
    { path: '/confirmation', build: (_params, request) => orderPages.confirmation(request) },
  ];
}
