import { checkoutRoutes as routes, CheckoutErrorCode } from '@gio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUserId } from '../session/signed-in';
import type { Database } from '../db/database';
import { defineRoute, type RouteOptions } from '../http/define-route';
import type { PromotionService } from './promotion-service';
import { checkoutError } from './checkout-error';
import type { CheckoutService, Shopper } from './checkout-service';
import { checkoutProblems, checkoutInfoOf, priceContext } from './checkout-view';
import { buildDeliveryTimes, localClock, slotTemplates } from './express-slots';
import type { PlaceOrderService } from './place-order';

export interface CheckoutDeps {
  readonly db: Database;
  readonly checkout: CheckoutService;
  readonly promotions: PromotionService;
  readonly placeOrder: PlaceOrderService;
  readonly options: RouteOptions;
}

function shopper(request: FastifyRequest): Shopper {
  return { userId: signedInUserId(request), guestId: request.session?.guestId ?? null };
}

/** A client's Idempotency-Key: printable, at most 200 characters (place-order, approve). */
export function idempotencyKey(request: FastifyRequest): string {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (!key || !/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw checkoutError(
      400,
      CheckoutErrorCode.IDEMPOTENCY_KEY_REQUIRED,
      'Thiếu Idempotency-Key hợp lệ.',
      'Idempotency-Key',
    );
  }
  return key;
}

/**
 * accounts.md §7 "Checkout and promotions" and order placement: the checkout info and its
 * refresh, verify, every choice-setting call, promo codes, vouchers and place-order. All need a
 * signed-in user except the list of the shop's promo codes. Kept idempotency keys are swept by
 * a periodic job (jobs.ts).
 */
export function registerCheckout(app: FastifyInstance, deps: CheckoutDeps): void {
  const { checkout, promotions, placeOrder, options } = deps;

  defineRoute(app, routes.checkout, options, async ({ query, request }) => ({
    data: await checkout.view(shopper(request), query.goToStep ?? null),
  }));
  defineRoute(app, routes.verify, options, async ({ request }) => {
    const ctx = await checkout.context(shopper(request), deps.db);
    const priced = priceContext(ctx);
    const info = checkoutInfoOf(ctx, priced);
    const problems = checkoutProblems(ctx, priced, info);
    return { data: { valid: problems.length === 0, problems, pricingInfo: info.pricingInfo } };
  });
  defineRoute(app, routes.setDeliveryInfo, options, async ({ body, request }) => ({
    data: await checkout.setDeliveryInfo(shopper(request), body.deliveryInfo),
  }));
  defineRoute(app, routes.expressDeliveryTimes, options, async ({ query, request }) => {
    const ctx = await checkout.context(shopper(request), deps.db);
    const locationId = query.fulfillerLocationId ?? ctx.expressLocationId;
    if (locationId === null) return { data: { deliveryTimes: [], fulfillerLocationId: null } };
    const clock = localClock(ctx.now, ctx.site.timezone);
    const from = query.date && query.date > clock.date ? query.date : clock.date;
    const { templates, booked } =
      locationId === ctx.expressLocationId
        ? { templates: [...ctx.slotTemplates], booked: ctx.slotBooked }
        : await slotTemplates(deps.db, locationId, from);
    return {
      data: {
        deliveryTimes: buildDeliveryTimes(templates, booked, clock, from, query.days),
        fulfillerLocationId: locationId,
      },
    };
  });
  defineRoute(
    app,
    routes.setStandardDeliveryInstructions,
    options,
    async ({ body, request }) => ({
      data: await checkout.setStandardDeliveryInstructions(
        shopper(request),
        body.standardOrderDeliveryInstructions,
      ),
    }),
  );
  defineRoute(app, routes.setLoyaltyInfo, options, async ({ body, request }) => ({
    data: await checkout.setLoyaltyInfo(shopper(request), body.loyaltyInfo),
  }));
  defineRoute(app, routes.setPurchaseOrderNumber, options, async ({ body, request }) => ({
    data: await checkout.setPurchaseOrderNumber(shopper(request), body.purchaseOrderNumber),
  }));
  defineRoute(app, routes.removePurchaseOrderNumber, options, async ({ request }) => ({
    data: await checkout.removePurchaseOrderNumber(shopper(request)),
  }));
  defineRoute(app, routes.setBillingType, options, async ({ body, request }) => ({
    data: await checkout.setBillingType(shopper(request), body),
  }));
  defineRoute(app, routes.setSelectedPaymentMethod, options, async ({ body, request }) => ({
    data: await checkout.setSelectedPaymentMethod(
      shopper(request),
      body.selectedSavedPaymentMethod,
    ),
  }));
  defineRoute(app, routes.applyUserCredits, options, async ({ body, request }) => ({
    data: await checkout.applyUserCredits(shopper(request), body.applyUserCredits),
  }));
  defineRoute(app, routes.addPromoCode, options, async ({ body, request }) => {
    const { results, checkout: data } = await promotions.addCodes(
      shopper(request),
      [body.code],
      body.cartId,
    );
    const [result] = results;
    if (!result) throw new Error('one code gave no result');
    return { data: { results: result, checkout: data } };
  });
  defineRoute(app, routes.addPromoCodes, options, async ({ body, request }) => ({
    data: await promotions.addCodes(shopper(request), body.promoCodes, body.cartId),
  }));
  defineRoute(app, routes.removePromoCode, options, async ({ body, request }) => ({
    data: await promotions.removeCode(shopper(request), body.code, body.cartId),
  }));
  defineRoute(app, routes.displayPromoCodes, options, async ({ request }) => {
    const userId = request.session?.userId ?? null;
    return {
      data: await promotions.displayCodes(
        userId ? { userId, guestId: request.session?.guestId ?? null } : null,
      ),
    };
  });
  defineRoute(app, routes.applyVouchers, options, async ({ body, request }) => ({
    data: await promotions.applyVouchers(shopper(request), body.vouchers),
  }));
  defineRoute(app, routes.removeVouchers, options, async ({ body, request }) => ({
    data: await promotions.removeVouchers(shopper(request), body.voucherIds),
  }));
  defineRoute(app, routes.placeOrder, options, async ({ body, request, reply }) => {
    const who = shopper(request);
    const answer = await placeOrder.place(who, idempotencyKey(request), body);
    reply.status(answer.statusCode);
    return answer.body;
  });
}
