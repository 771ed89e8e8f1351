import { ordersOfPlacement } from './order-read-store';
import type { ConfirmationSurvey, PageDataResponse } from '@gio/contracts';
import { BillingType } from '@gio/domain-checkout';
import { FulfillmentStatus as F, PaymentMethod, PaymentTransactionStatus as P } from '@gio/domain-enums';
import type { Database, Queryable } from '../db/database';
import { text } from '../i18n/texts';
import type { PageRequest } from '../pages/page-service';
import type { PaymentService } from '../payments/payment-service';
import type { PaymentTransaction } from '../payments/payment-provider';
import { abandonedHostedPlacementIds } from '../payments/payment-store';
import type { OrderLifecycle } from './order-lifecycle';
import type { OrderService } from './order-service';
import {
  lockPlacement,
  recordPaymentCancellation,
  setPlacementPaymentStatus,
  viewerPlacement,
  type PlacementRow,
} from './order-store';
import { missingPayment, paymentSummary } from './order-views';

/** Bank transfers through a hosted page move the money when the shopper approves. */
const SETTLES_ON_APPROVAL: ReadonlySet<string> = new Set([BillingType.FASSPAY, BillingType.IPAY88, BillingType.PAYOO]);

export const orderPendingPath = (placementGid: string) => `/order-pending?placement=${encodeURIComponent(placementGid)}`;
export const confirmationPath = (placementGid: string) => `/confirmation?placement=${encodeURIComponent(placementGid)}`;

function seo(kind: 'order_pending' | 'confirmation', canonicalPath: string) {
  return {
    title: text('seo', 'title_template', { title: text('seo', `${kind}_title`) }),
    description: text('seo', `${kind}_description`),
    canonicalPath,
  };
}

/**
 * The end of a hosted-page round trip (storefront.md §2 /order-pending, /confirmation): the
 * shopper comes back from /fasspay-web, /fasspay-mobile or /acs-mobile, and the placement is
 * settled from its payment:
 * - authorised: the orders stand (a bank transfer through a hosted page is captured and
 *   settled at once, as its money has moved);
 * - declined, cancelled on the page, or abandoned (the page expired): every order of the
 *   placement is cancelled, its stock comes back, and the payment is voided;
 * - still waiting: the page offers the way back to the hosted page.
 * Settling twice changes nothing the second time.
 */
/**
 * The confirmation survey for a placement (engagement/surveys): passed in, so that orders do not
 * depend on engagement, which listens to orders.
 */
export type ConfirmationSurveyLookup = (
  db: Queryable,
  placementGid: string,
  userId: string | null,
) => Promise<ConfirmationSurvey | null>;

export class OrderPages {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
    private readonly lifecycle: OrderLifecycle,
    private readonly orders: OrderService,
    private readonly confirmationSurvey: ConfirmationSurveyLookup,
  ) {}

  /** The placement `gid` if the request's user or guest placed it. */
  private async placement(q: Queryable, gid: string | undefined, request: PageRequest, lock = false): Promise<PlacementRow | null> {
    if (!gid || !/^[0-9]{1,20}$/.test(gid)) return null;
    return viewerPlacement(q, gid, { userId: request.userId ?? null, guestId: request.visitorId }, lock);
  }

  /** Applies the payment's outcome to the placement (see the class comment); returns the payment. */
  async settle(tx: Queryable, placement: PlacementRow): Promise<PaymentTransaction | null> {
    if (placement.payment_transaction_id === null) return null;
    // Locked before judging it abandoned: an approval on the hosted page may be committing now.
    let payment = await this.payments.status(tx, placement.payment_transaction_id, true);
    if (!payment) return null;
    if (this.payments.isAbandoned(payment)) payment = await this.payments.void(tx, payment.id, 'hosted page abandoned');
    if (payment.status === P.AUTHORIZED && SETTLES_ON_APPROVAL.has(payment.billingType)) {
      // An order cancelled between the approval and this return is not taken.
      const kept = (await ordersOfPlacement(tx, placement.id)).filter((o) => o.fulfillment_status !== F.CANCELLED);
      const total = kept.reduce((sum, o) => sum + Number(o.total_price), 0);
      await this.payments.capture(tx, payment.id, Math.min(total, payment.amount));
      payment = await this.payments.refresh(tx, payment.id);
    }
    if (payment.status === P.AUTHORIZATION_UNSUCCESSFUL || payment.status === P.VOIDED) {
      const reason = payment.status === P.VOIDED ? 'payment_abandoned' : 'payment_declined';
      for (const order of await ordersOfPlacement(tx, placement.id, true)) {
        if (order.fulfillment_status !== F.NEW) continue;
        await recordPaymentCancellation(tx, order.id, reason);
        await this.lifecycle.advance(tx, order, 'fulfillment', F.CANCELLED, 'payment');
      }
    }
    await setPlacementPaymentStatus(tx, placement.id, payment.status);
    return payment;
  }

  /**
   * Settles placements whose shopper never came back from the hosted page: their payment has
   * waited past its time limit, so their orders are cancelled and the stock they hold returns
   * (run now and then by the gateway). Returns how many were settled.
   */
  async settleAbandoned(limit = 100): Promise<number> {
    const placementIds = await abandonedHostedPlacementIds(this.db, limit);
    let settled = 0;
    for (const placementId of placementIds) {
      await this.db.transaction(async (tx) => {
        const placement = await lockPlacement(tx, placementId);
        if (placement) await this.settle(tx, placement);
      });
      settled += 1;
    }
    return settled;
  }

  /** /order-pending?placement=<gid>: settles, then sends the shopper on to /confirmation. */
  async orderPending(request: PageRequest): Promise<PageDataResponse | null> {
    const gid = request.query['placement'];
    const result = await this.db.transaction(async (tx) => {
      const placement = await this.placement(tx, gid, request, true);
      if (!placement) return null;
      return { placement, payment: await this.settle(tx, placement) };
    });
    if (!result) return null;
    const { placement, payment } = result;
    if (payment?.status === P.PENDING) {
      return {
        data: {
          page: 'order-pending',
          seo: seo('order_pending', '/order-pending'),
          placementGid: placement.gid,
          paymentStatus: payment.status,
          continueUrl: payment.redirectPath,
          confirmationUrl: confirmationPath(placement.gid),
        },
      };
    }
    return { redirect: confirmationPath(placement.gid) };
  }

  /** /confirmation?placement=<gid>: the placement's orders, first-order flag and the survey. */
  async confirmation(request: PageRequest): Promise<PageDataResponse | null> {
    const placement = await this.placement(this.db, request.query['placement'], request);
    if (!placement) return null;
    const payment = placement.payment_transaction_id ? await this.payments.status(this.db, placement.payment_transaction_id) : null;
    if (payment?.status === P.PENDING) return { redirect: orderPendingPath(placement.gid) };
    const rows = await ordersOfPlacement(this.db, placement.id);
    const orders = await this.orders.views(this.db, rows);
    const cancelled = rows.length > 0 && rows.every((row) => row.fulfillment_status === F.CANCELLED);
    const survey = cancelled ? null : await this.confirmationSurvey(this.db, placement.gid, placement.user_id);
    return {
      data: {
        page: 'confirmation',
        seo: seo('confirmation', '/confirmation'),
        placementGid: placement.gid,
        status: cancelled ? 'cancelled' : 'confirmed',
        declineReason: cancelled ? (payment?.declineReason ?? rows[0]?.cancellation_reason ?? null) : null,
        payment: payment ? paymentSummary(payment) : missingPayment(PaymentMethod.ZERO_VALUE),
        totalPrice: Number(placement.total_price),
        isFirstOrder: placement.is_first_order,
        orders,
        survey,
      },
    };
  }
}
