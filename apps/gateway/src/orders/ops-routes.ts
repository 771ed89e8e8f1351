import { lockPlacementOf, orderByGid, placementAwaitsApproval } from './order-read-store';
import { AppError, notFound } from '../http/app-error';
import { ApiErrorCode, OrderErrorCode, OrganizationControlErrorCode, opsRoutes as routes } from '@gio/contracts';
import { FulfillmentStatus, PaymentTransactionStatus } from '@gio/domain-enums';
import { FULFILLMENT_TRANSITIONS, canMove, parseStatus, statusName } from '@gio/domain-orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reprice } from '../catalogue/price-store';
import { restock, writeOff } from '../catalogue/stock-store';
import type { Database } from '../db/database';
import { defineRoute, type RouteOptions } from '../http/define-route';
import type { PaymentService } from '../payments/payment-service';
import { safeEqual, sha256 } from '../security/random';
import { OrderTransitionError } from './order-lifecycle';
import { checkOrderGid, type OrderService } from './order-service';
import { paymentSummary } from './order-views';

export interface OpsRouteDeps {
  readonly db: Database;
  readonly orders: OrderService;
  readonly payments: PaymentService;
  readonly options: RouteOptions;
  /** OPS_TOKEN; the routes are not registered without it. */
  readonly token: string;
}

/** The operator calls' Bearer OPS_TOKEN check (also the settlement call's, approvals/routes.ts). */
export function checkOpsToken(request: FastifyRequest, token: string): void {
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  // Hashed first so that the comparison takes as long whatever the length sent: OPS_TOKEN's length stays secret.
  if (!safeEqual(sha256(sent), sha256(token))) throw new AppError(401, OrderErrorCode.OPS_TOKEN_INVALID, 'Operator token missing or wrong.');
}

/**
 * The operator calls `tools/ops` uses to move orders along their status tables (accounts.md §4;
 * `@gio/domain-orders`): show an order, and advance it — on the fulfilment track along the
 * shortest allowed path, with the other tracks following and each final status's effects
 * (stock back on cancel, payment captured when delivered, order-completed listeners); and
 * restock a variant with delivered units, write units off, and set a variant's shelf price.
 * Bearer OPS_TOKEN; no session.
 */
export async function registerOpsRoutes(app: FastifyInstance, deps: OpsRouteDeps): Promise<void> {
  const { db, orders, payments, options, token } = deps;
  const payload = async (gid: string) => {
    const row = await orderByGid(db, gid, null);
    if (!row) throw notFound('Order');
    const [order] = await orders.views(db, [row]);
    const all = await payments.forPlacement(db, row.placement_id);
    return { row, order: order as NonNullable<typeof order>, payments: all.map(paymentSummary) };
  };

  defineRoute(app, routes.restockVariant, options, async ({ body, request }) => {
    checkOpsToken(request, token);
    const [level] = await db.transaction((tx) => restock(tx, [{ variantId: body.variantId, quantity: body.quantity }]));
    if (!level) throw notFound('Variant');
    return { data: level };
  });

  defineRoute(app, routes.writeOffStock, options, async ({ body, request }) => {
    checkOpsToken(request, token);
    const [level] = await db.transaction((tx) => writeOff(tx, [{ variantId: body.variantId, quantity: body.quantity }]));
    if (!level) throw notFound('Variant');
    return { data: level };
  });

  defineRoute(app, routes.repriceVariant, options, async ({ body, request }) => {
    checkOpsToken(request, token);
    const level = await db.transaction((tx) => reprice(tx, body.variantId, body.price));
    if (!level) throw notFound('Variant');
    return { data: level };
  });

  defineRoute(app, routes.showOrder, options, async ({ params, request }) => {
    checkOpsToken(request, token);
    const { row, order, payments: list } = await payload(checkOrderGid(params.orderGid));
    const shape = { orderType: row.order_type, fulfillmentMethod: row.fulfillment_method };
    const next = (FULFILLMENT_TRANSITIONS[row.fulfillment_status as keyof typeof FULFILLMENT_TRANSITIONS] ?? [])
      .filter((to) => canMove('fulfillment', shape, row.fulfillment_status, to))
      .map((to) => statusName('fulfillment', to));
    return { data: { order, payments: list, next } };
  });

  defineRoute(app, routes.advanceOrder, options, async ({ body, request }) => {
    checkOpsToken(request, token);
    const gid = checkOrderGid(body.orderGid);
    const to = parseStatus(body.track, body.to);
    if (to === null)
      throw new AppError(400, ApiErrorCode.VALIDATION_ERROR, `${body.track} has no status ${body.to}`, 'to');
    const moves = await db.transaction(async (tx) => {
      await lockPlacementOf(tx, gid);
      const row = await orderByGid(tx, gid, null, true);
      if (!row) throw notFound('Order');
      const payment = row.payment_transaction_id ? await payments.status(tx, row.payment_transaction_id) : null;
      if (payment?.status === PaymentTransactionStatus.PENDING)
        throw new AppError(409, OrderErrorCode.PAYMENT_PENDING, 'The order is still waiting for its payment.');
      // A held order goes nowhere until an approver decides (issue #18); cancelling it is still allowed.
      if (!(body.track === 'fulfillment' && to === FulfillmentStatus.CANCELLED) && (await placementAwaitsApproval(tx, row.placement_id)))
        throw new AppError(409, OrganizationControlErrorCode.ORDER_AWAITING_APPROVAL, 'The order is waiting for approval by its organisation.');
      try {
        return (await orders.lifecycle.advance(tx, row, body.track, to, 'operator')).moves;
      } catch (error) {
        if (error instanceof OrderTransitionError)
          throw new AppError(409, OrderErrorCode.ORDER_TRANSITION_NOT_ALLOWED, error.message, 'to');
        throw error;
      }
    });
    const { order, payments: list } = await payload(gid);
    return { data: { order, moves, payments: list } };
  });
}
