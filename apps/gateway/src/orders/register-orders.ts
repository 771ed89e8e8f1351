import { DEFAULT_VAT_RATE_PERCENT } from '@gio/domain-pricing';
import type { FastifyInstance } from 'fastify';
import type { CartService } from '../carts/cart-service';
import type { Database } from '../db/database';
import type { RouteOptions } from '../http/define-route';
import type { ExtraPage } from '../pages/routes';
import { registerHostedPaymentPages } from '../payments/hosted-pages';
import type { PaymentService } from '../payments/payment-service';
import type { OrderEvents } from './order-events';
import { OrderLifecycle } from './order-lifecycle';
import { OrderPages } from './order-pages';
import { OrderService } from './order-service';
import { registerOpsRoutes } from './ops-routes';
import { registerOrderRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Order-completion listeners (engagement adds its invite-referral credit; tests listen). */
    orderEvents: OrderEvents;
  }
}

export interface OrdersDeps {
  readonly db: Database;
  readonly payments: PaymentService;
  readonly events: OrderEvents;
  readonly carts: CartService;
  readonly options: RouteOptions;
  /** OPS_TOKEN: the operator calls exist only with one. */
  readonly opsToken?: string;
  readonly vatRatePercent?: number;
  readonly now?: () => number;
  /** How often placements abandoned on a hosted page are settled; null: never (tests). */
  readonly sweepIntervalMs?: number | null;
}

/** Abandoned hosted payments hold stock until settled: look for them every five minutes. */
export const ABANDONED_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Orders after placement (accounts.md §7 "Orders"): the shopper's order calls and reorder,
 * the sandbox hosted payment pages and their return through /order-pending to /confirmation
 * (answered as page data: pass `pages` to registerPageRoutes), and the operator calls.
 */
export async function registerOrders(
  app: FastifyInstance,
  deps: OrdersDeps,
): Promise<{ service: OrderService; pages: ExtraPage[]; orderPages: OrderPages }> {
  const now = deps.now ?? Date.now;
  if (!app.hasDecorator('orderEvents')) app.decorate('orderEvents', deps.events);
  const lifecycle = new OrderLifecycle(deps.payments, deps.events);
  const service = new OrderService(deps.db, deps.payments, lifecycle, {
    vatRatePercent: deps.vatRatePercent ?? DEFAULT_VAT_RATE_PERCENT,
    now,
  });
  const orderPages = new OrderPages(deps.db, deps.payments, lifecycle, service);
  await registerOrderRoutes(app, { orders: service, carts: deps.carts, options: deps.options });
  await registerHostedPaymentPages(app, { db: deps.db, payments: deps.payments });
  if (deps.opsToken) {
    await registerOpsRoutes(app, {
      db: deps.db,
      orders: service,
      payments: deps.payments,
      options: deps.options,
      token: deps.opsToken,
    });
  }
  if (deps.sweepIntervalMs !== null) {
    const sweep = setInterval(() => {
      orderPages
        .settleAbandoned()
        .catch((error: unknown) => app.log.warn({ err: error }, 'settling abandoned hosted payments failed'));
    }, deps.sweepIntervalMs ?? ABANDONED_SWEEP_INTERVAL_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
  return {
    service,
    orderPages,
    pages: [
      { path: '/order-pending', build: (_params, request) => orderPages.orderPending(request) },
      { path: '/confirmation', build: (_params, request) => orderPages.confirmation(request) },
    ],
  };
}
