import { billingRoutes as routes } from '@gio/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { signedInUserId } from '../session/signed-in';
import { defineRoute, type RouteOptions } from '../http/define-route';
import type { BillingService } from './billing-service';

export interface BillingRouteDeps {
  readonly db: Database;
  readonly billing: BillingService;
  readonly options: RouteOptions;
}

/** accounts.md §7 "Addresses and billing": billing infos and payment methods of the signed-in user. */
export function registerBillingRoutes(app: FastifyInstance, deps: BillingRouteDeps): void {
  const { billing, options, db } = deps;

  defineRoute(app, routes.createBilling, options, async ({ body, request }) => ({
    data: await billing.create(signedInUserId(request), {
      card: body.billing.card,
      billingAddressId: body.billing.billingAddressId,
      setAsDefault: body.billing.setAsDefault,
    }),
  }));
  defineRoute(app, routes.listBilling, options, async ({ request }) => ({
    data: await billing.state(signedInUserId(request), db),
  }));
  defineRoute(app, routes.defaultBilling, options, async ({ body, request }) => ({
    data: await billing.makeDefaultBilling(
      signedInUserId(request),
      body.id,
      body.changed,
      body.type,
    ),
  }));
  defineRoute(app, routes.deleteBilling, options, async ({ params, request }) => ({
    data: await billing.removeBilling(signedInUserId(request), params.id),
  }));
  defineRoute(app, routes.deletePaymentMethod, options, async ({ params, request }) => ({
    data: await billing.removePaymentMethod(signedInUserId(request), params.id),
  }));
  defineRoute(app, routes.defaultPaymentMethod, options, async ({ params, request }) => ({
    data: await billing.makeDefaultPaymentMethod(signedInUserId(request), params.id),
  }));
}
