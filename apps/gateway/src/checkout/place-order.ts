import { AppError, unauthorized } from '../http/app-error';
import { CheckoutErrorCode, type PlacedOrderView } from '@gio/contracts';
import { BillingType, isWalletBillingType } from '@gio/domain-checkout';
import { FulfillmentMethod, OrderType } from '@gio/domain-enums';
import { createHash } from 'node:crypto';
import { canPlaceOrder } from '../carts/cart-owner';
import type { CheckoutCartLine } from '../carts/cart-service';
import { takeStock as takeFromStock } from '../catalogue/stock-store';
import type { Database, Queryable } from '../db/database';
import { formatPrice, normalizePromoCode } from '@gio/domain-pricing';
import { declineReasonText } from '../payments/decline-reasons';
import { remainingInvoiceCredit } from '../payments/in-house-payments';
import type { PaymentSource } from '../payments/payment-provider';
import type { PaymentService } from '../payments/payment-service';
import { newId } from '../security/random';
import { cartEmpty, checkoutError } from './checkout-error';
import { loadCheckoutContext, type CheckoutCarts, type CheckoutContext } from './checkout-context';
import type { Shopper, SiteConfigSource } from './checkout-service';
import { userCheckoutKey } from './checkout-state';
import {
  bottleDepositOf,
  checkoutInfoOf,
  checkoutProblems,
  priceContext,
  type PricedCheckout,
  type VerifyProblem,
} from './checkout-view';
import { bookSlot, timeDisplay } from './express-slots';

/** What the client sends with place-order besides its Idempotency-Key. */
export interface PlaceOrderRequest {
  readonly expectedTotal?: number;
  readonly payment: {
    readonly card?: {
      number: string;
      expMonth: number;
      expYear: number;
      cvc: string;
      holderName: string;
      challengeAnswer?: string;
    };
    readonly walletToken?: string;
    readonly bankAccount?: { routingNumber: string; accountNumber: string };
    readonly channel?: 'web' | 'mobile';
  };
}

export interface PlaceOrderAnswer {
  readonly statusCode: number;
  readonly body: { data: { order: PlacedOrderView } };
}

/** How long an Idempotency-Key is kept: at least a day, so a client retrying the next morning still gets its order. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 48;

const PROBLEM_STATUS: Partial<Record<CheckoutErrorCode, number>> = {
  [CheckoutErrorCode.OUT_OF_STOCK]: 409,
  [CheckoutErrorCode.DELIVERY_SLOT_FULL]: 409,
  // A business refusal, not bot protection: the apps reload on every 403 (accounts.md §8).
  [CheckoutErrorCode.ORDER_PLACEMENT_FORBIDDEN]: 400,
};

const problemError = (problem: VerifyProblem): AppError =>
  checkoutError(
    PROBLEM_STATUS[problem.code] ?? 400,
    problem.code,
    problem.message,
    problem.step ?? problem.variantId ?? undefined,
  );

/**
 * The business is over its credit, not declined by a bank: the sentence says how much credit
 * remains and what the buyer can do about it.
 */
function invoiceCreditExceededMessage(total: number, remaining: number, currency: string): string {
  const money = (amount: number) => formatPrice(amount, { currency, freeLabel: '0 ₫' });
  return `Hạn mức hoá đơn còn lại của doanh nghiệp là ${money(remaining)}, chưa đủ cho đơn hàng ${money(total)}. Hãy chọn cách thanh toán khác, bớt hàng trong giỏ hoặc nhờ chủ doanh nghiệp tăng hạn mức.`;
}

const sha = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** The cart as ordered: its lines' keys and quantities, order-independent. */
function cartFingerprint(lines: readonly CheckoutCartLine[]): string {
  return sha(
    lines
      .map(
        (line) =>
          `${line.variantId}|${line.fulfillerLocationId}|${line.fulfillmentMethod}|${line.quantity}`,
      )
      .sort()
      .join('\n'),
  );
}

/** The request as sent, with card and bank numbers reduced to a hash so none is stored. */
function requestFingerprint(request: PlaceOrderRequest): string {
  return sha(
    JSON.stringify({ expectedTotal: request.expectedTotal ?? null, payment: request.payment }),
  );
}

/**
 * Places an order (design.md "Data": one transaction, idempotent). Inside one transaction:
 * the Idempotency-Key is claimed, the cart row and the user row are locked, the checkout is
 * loaded and priced again with the same functions as the checkout info, stock is taken with one
 * conditional statement over rows locked in id order (never below zero), the express slot is
 * booked against its capacity, the payment is authorised through the payment service (the
 * invoice provider takes the business credit limit), the placement and its orders (one per
 * fulfilment group) and lines are written, promo code uses, vouchers, store credit and the
 * reward are spent, the ordered lines leave the cart and the answer is stored under the key.
 * Any refusal throws, which rolls everything back: a declined payment leaves no order and no
 * stock taken. PostgreSQL serialization failures and deadlocks are retried by the database.
 */
export class PlaceOrderService {
  constructor(
    private readonly db: Database,
    private readonly site: SiteConfigSource,
    private readonly payments: PaymentService,
    private readonly carts: CheckoutCarts,
    private readonly now: () => number,
    /** Told the number of SQL statements each new placement ran inside its transaction. */
    private readonly onPlaced: (statements: number) => void = () => undefined,
  ) {}

  async place(
    shopper: Shopper,
    key: string,
    request: PlaceOrderRequest,
  ): Promise<PlaceOrderAnswer> {
    const site = await this.site.siteConfig();
    const ownerKey = userCheckoutKey(shopper.userId);
    const requestHash = requestFingerprint(request);
    let statements = 0;
    let placed = false;
    const answer = await this.db.transaction(async (inner) => {
      // Counted per attempt: a retried transaction starts again from zero.
      statements = 0;
      placed = false;
      const tx: Queryable = {
        query: (sql, params) => {
          statements += 1;
          return inner.query(sql, params);
        },
      };
      const claimed = await tx.query(
        `INSERT INTO idempotency_keys (owner_key, key, request_hash, status_code, response)
         VALUES ($1, $2, $3, 0, '{}'::jsonb) ON CONFLICT (owner_key, key) DO NOTHING RETURNING key`,
        [ownerKey, key, requestHash],
      );
      if (claimed.rows.length === 0) return this.replay(tx, shopper, ownerKey, key, requestHash);

      const owner = await this.carts.ownerForUser(shopper.userId, shopper.guestId, tx);
      if (!owner) throw unauthorized();
      if (!canPlaceOrder(owner)) {
        throw checkoutError(
          PROBLEM_STATUS[CheckoutErrorCode.ORDER_PLACEMENT_FORBIDDEN] ?? 400,
          CheckoutErrorCode.ORDER_PLACEMENT_FORBIDDEN,
          'Tài khoản của bạn không được đặt hàng cho giỏ này.',
        );
      }
      // Locks the cart row: no change slips in between pricing and taking the lines out.
      const cart = await this.carts.readForCheckout(tx, owner, { forUpdate: true });
      const cartId = cart.cartId;
      if (cartId === null || cart.lines.length + cart.missingVariantIds.length === 0)
        throw cartEmpty();
      const lines = cart.lines;

      const ctx = await loadCheckoutContext(tx, {
        userId: shopper.userId,
        guestId: shopper.guestId,
        site,
        now: this.now(),
        lock: true,
        carts: this.carts,
        cart,
      });
      if (!ctx) throw unauthorized();
      const priced = priceContext(ctx);
      const info = checkoutInfoOf(ctx, priced);
      const problem = checkoutProblems(ctx, priced, info)[0];
      if (problem) throw problemError(problem);
      const total = priced.pricing.totalPrice;
      if (request.expectedTotal !== undefined && request.expectedTotal !== total) {
        throw checkoutError(
          400,
          CheckoutErrorCode.TOTAL_CHANGED,
          `Tổng tiền đã thay đổi thành ${total}.`,
          'expectedTotal',
        );
      }
      const selection = info.billing.selection;
      if (selection === null)
        throw checkoutError(
          400,
          CheckoutErrorCode.CHECKOUT_INCOMPLETE,
          'Chưa chọn hình thức thanh toán.',
          'billing',
        );

      await takeStock(tx, ctx);
      if (priced.slot !== null && !(await bookSlot(tx, priced.slot.choice))) {
        throw checkoutError(
          409,
          CheckoutErrorCode.DELIVERY_SLOT_FULL,
          'Khung giờ giao nhanh đã kín.',
          'express',
        );
      }

      const placementId = newId('plc');
      const gidRows = await tx.query<{ gid: string }>(
        `SELECT nextval('order_gid_seq')::text AS gid`,
      );
      const gid = gidRows.rows[0]?.gid ?? '';
      const outcome = await this.payments.authorise(tx, {
        placementId,
        placementGid: gid,
        userId: shopper.userId,
        billingType: selection.type,
        amount: total,
        source: paymentSource(
          selection.type,
          selection.billingInfoId,
          request,
          ctx.state.billing_data,
        ),
        channel: request.payment.channel,
      });
      if (outcome.status === 'declined' && outcome.reason === 'credit_limit_exceeded') {
        const remaining = (await remainingInvoiceCredit(tx, shopper.userId)) ?? 0;
        throw checkoutError(
          409,
          CheckoutErrorCode.INVOICE_CREDIT_EXCEEDED,
          invoiceCreditExceededMessage(total, remaining, ctx.site.currency),
          'billing',
        );
      }
      if (outcome.status === 'declined') {
        throw checkoutError(
          402,
          CheckoutErrorCode.PAYMENT_DECLINED,
          declineReasonText(outcome.reason),
          'billing',
        );
      }
      const payment = outcome.payment;
      const redirectUrl = outcome.status === 'redirect' ? outcome.url : null;
      const firstOrder = ctx.user.num_successful_orders === 0;

      const orders = await writeOrders(tx, ctx, priced, {
        placementId,
        gid,
        paymentMethod: payment.paymentMethod,
        paymentId: payment.id,
        paymentStatus: payment.status,
        redirectUrl,
        billingType: selection.type,
        billingInfoId: selection.billingInfoId,
        isFirstOrder: firstOrder,
      });
      await spendPromotions(tx, ctx, priced, placementId);
      await this.carts.removeOrderedLines(
        tx,
        cartId,
        ctx.groups.flatMap((group) =>
          group.lines.map((line) => ({
            variantId: line.variantId,
            fulfillerLocationId: line.fulfillerLocationId,
            fulfillmentMethod: line.fulfillmentMethod,
            quantity: line.quantity,
          })),
        ),
      );
      await tx.query(
        `UPDATE checkout_states SET promo_codes = '{}', voucher_ids = '{}', express_slot_template_id = NULL,
                express_slot_date = NULL, apply_user_credits = false, purchase_order_number = NULL,
                pending_placement_id = $2, updated_at = now()
          WHERE owner_key = $1`,
        [ownerKey, placementId],
      );
      const order: PlacedOrderView = {
        placementId,
        gid,
        status: redirectUrl === null ? 'placed' : 'pending_payment',
        redirectUrl,
        paymentStatus: payment.status,
        paymentMethod: payment.paymentMethod,
        totalPrice: total,
        isFirstOrder: firstOrder,
        orders,
      };
      const body = { data: { order } };
      await tx.query(
        `UPDATE idempotency_keys SET request_hash = $3, placement_id = $4, status_code = 201, response = $5::jsonb
          WHERE owner_key = $1 AND key = $2`,
        [
          ownerKey,
          key,
          `${requestHash}:${cartFingerprint(lines)}`,
          placementId,
          JSON.stringify(body),
        ],
      );
      placed = true;
      return { statusCode: 201, body };
    });
    if (placed) this.onPlaced(statements);
    return answer;
  }

  /**
   * A key seen before: the same request answers the stored order; another request, or the same
   * request over a cart that changed since, is refused (the key belongs to the earlier purchase).
   */
  private async replay(
    tx: Queryable,
    shopper: Shopper,
    ownerKey: string,
    key: string,
    requestHash: string,
  ): Promise<PlaceOrderAnswer> {
    const { rows } = await tx.query<{
      request_hash: string;
      status_code: number;
      response: PlaceOrderAnswer['body'];
    }>(
      'SELECT request_hash, status_code, response FROM idempotency_keys WHERE owner_key = $1 AND key = $2',
      [ownerKey, key],
    );
    const stored = rows[0];
    const reused = () =>
      checkoutError(
        422,
        CheckoutErrorCode.IDEMPOTENCY_KEY_REUSED,
        'Idempotency-Key này đã dùng cho một yêu cầu khác.',
        'Idempotency-Key',
      );
    if (!stored) throw reused();
    const [storedRequest, storedCart] = stored.request_hash.split(':');
    if (storedRequest !== requestHash) throw reused();
    const owner = await this.carts.ownerForUser(shopper.userId, shopper.guestId, tx);
    const lines = owner ? (await this.carts.readForCheckout(tx, owner)).lines : [];
    if (lines.length > 0 && cartFingerprint(lines) !== storedCart) throw reused();
    return { statusCode: stored.status_code, body: stored.response };
  }

  /** Deletes keys past their keeping time (run now and then). */
  async pruneKeys(): Promise<void> {
    await this.db.query(
      `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`,
      [IDEMPOTENCY_KEY_TTL_HOURS],
    );
  }
}

/** What pays, from the billing choice and what the client sent with place-order. */
function paymentSource(
  type: BillingType,
  billingInfoId: string | null,
  request: PlaceOrderRequest,
  billingData: Record<string, string> | null,
): PaymentSource {
  const missing = (field: string) =>
    checkoutError(400, CheckoutErrorCode.CHECKOUT_INCOMPLETE, 'Thiếu thông tin thanh toán.', field);
  if (type === BillingType.CREDIT_CARD || type === BillingType.CHECKING_ACCOUNT) {
    if (billingInfoId !== null) return { kind: 'savedBillingInfo', billingInfoId };
    if (type === BillingType.CREDIT_CARD && request.payment.card)
      return { kind: 'card', card: request.payment.card };
    if (type === BillingType.CHECKING_ACCOUNT && request.payment.bankAccount)
      return { kind: 'bankAccount', ...request.payment.bankAccount };
    throw missing(type === BillingType.CREDIT_CARD ? 'payment.card' : 'payment.bankAccount');
  }
  if (isWalletBillingType(type)) {
    if (request.payment.walletToken)
      return { kind: 'walletToken', token: request.payment.walletToken };
    throw missing('payment.walletToken');
  }
  const bankCode = billingData?.['bankCode'];
  return bankCode ? { kind: 'none', bankCode } : { kind: 'none' };
}

/**
 * Takes the ordered quantities off stock through the stock writer (rows locked in id order, one
 * conditional UPDATE that keeps the stock state with the count). A line short means the whole
 * order fails.
 */
async function takeStock(tx: Queryable, ctx: CheckoutContext): Promise<void> {
  const lines = ctx.groups.flatMap((group) => group.lines);
  const [short] = await takeFromStock(
    tx,
    lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity })),
  );
  if (short !== undefined) {
    throw checkoutError(409, CheckoutErrorCode.OUT_OF_STOCK, 'Sản phẩm không còn đủ hàng.', short);
  }
}

interface PlacementFacts {
  readonly placementId: string;
  readonly gid: string;
  readonly paymentMethod: number;
  readonly paymentId: string;
  readonly paymentStatus: number;
  readonly redirectUrl: string | null;
  readonly billingType: BillingType;
  readonly billingInfoId: string | null;
  readonly isFirstOrder: boolean;
}

function addressSnapshot(ctx: CheckoutContext, addressId: string | null) {
  const row = ctx.user.addresses.find((address) => address.id === addressId);
  if (!row) return null;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    businessName: row.business_name,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    ward: row.ward,
    district: row.district,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country,
  };
}

/** The placement row, its orders (one per group, in one statement) and their lines (one statement). */
async function writeOrders(
  tx: Queryable,
  ctx: CheckoutContext,
  priced: PricedCheckout,
  facts: PlacementFacts,
): Promise<PlacedOrderView['orders']> {
  const p = priced.pricing;
  const organizationId = ctx.owner.organization?.id ?? null;
  await tx.query(
    `INSERT INTO order_placements (id, gid, user_id, guest_id, organization_id, payment_method, billing_type, billing_info_id,
        payment_transaction_id, payment_status, payment_redirect_url, purchase_order_number, promo_codes, voucher_ids,
        variants_subtotal_price, tax_amount, promo_discount, reward_deduction, credit_deduction, shipping_price,
        express_delivery_price, bottle_deposit_amount, price_modifiers, total_price, is_first_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::text[], $14::text[], $15, $16, $17, $18, $19, $20, $21, $22,
        $23::jsonb, $24, $25)`,
    [
      facts.placementId,
      facts.gid,
      ctx.user.id,
      ctx.owner.guestId,
      organizationId,
      facts.paymentMethod,
      facts.billingType,
      facts.billingInfoId,
      facts.paymentId,
      facts.paymentStatus,
      facts.redirectUrl,
      ctx.state.purchase_order_number,
      priced.promos.map((row) => normalizePromoCode(row.code)),
      priced.vouchers.map((voucher) => voucher.id),
      p.variantsSubtotalPrice,
      p.taxAmount,
      p.promoDiscount,
      p.rewardDeduction,
      p.creditDeduction,
      p.shippingPrice,
      p.expressDeliveryPrice,
      p.bottleDepositAmount,
      JSON.stringify(p.priceModifiers),
      p.totalPrice,
      facts.isFirstOrder,
    ],
  );
  const orderRows = ctx.groups.map((group, index) => {
    const g = p.groups[index];
    if (!g) throw new Error(`no pricing for group ${group.groupIdentifier}`);
    const first = group.lines[0];
    const isMarketplace = group.orderType === OrderType.DROPSHIP;
    const slot = group.orderType === OrderType.EXPRESS || group.orderType === OrderType.EXPRESS_PICKUP ? priced.slot : null;
    return {
      id: newId('ord'),
      group_identifier: group.groupIdentifier,
      order_type: group.orderType,
      fulfiller_type: group.fulfillerType,
      fulfillment_method: group.isPickup ? FulfillmentMethod.IN_STORE_PICKUP : group.fulfillmentMethodType,
      fulfiller_id: first?.variant.fulfiller_id ?? null,
      fulfiller_location_id: first?.fulfillerLocationId ?? null,
      warehouse_id: first?.warehouseId ?? null,
      shipping_config_id: g.shippingRateId,
      variants_subtotal_price: g.variantsSubtotalPrice,
      tax_amount: g.taxAmount,
      promo_discount: g.promoDiscount,
      reward_deduction: g.rewardDeduction,
      credit_deduction: g.creditDeduction,
      shipping_price: g.shippingPrice,
      express_delivery_price: g.expressDeliveryPrice,
      bottle_deposit_amount: g.bottleDepositAmount,
      price_modifiers: g.priceModifiers,
      total_price: g.totalPrice,
      shipping_address: group.isPickup
        ? null
        : addressSnapshot(
            ctx,
            isMarketplace
              ? (ctx.state.marketplace_address_id ?? ctx.state.shipping_address_id)
              : ctx.state.shipping_address_id,
          ),
      delivery_instructions:
        group.orderType === OrderType.STANDARD ? ctx.state.standard_delivery_instructions : null,
      express_slot_template_id: slot?.choice.templateId ?? null,
      express_slot_date: slot?.choice.date ?? null,
      express_time_display: slot ? timeDisplay(slot.choice.date, slot.template) : null,
    };
  });
  await tx.query(
    `INSERT INTO orders (id, placement_id, user_id, guest_id, organization_id, payment_method, purchase_order_number, is_first_order,
        order_type, group_identifier, fulfiller_type, fulfillment_method, fulfiller_id, fulfiller_location_id, warehouse_id,
        shipping_config_id, variants_subtotal_price, tax_amount, promo_discount, reward_deduction, credit_deduction, shipping_price,
        express_delivery_price, bottle_deposit_amount, price_modifiers, total_price, shipping_address, delivery_instructions,
        express_slot_template_id, express_slot_date, express_time_display)
     SELECT o.id, $1, $2, $3, $4, $5, $6, $7,
        o.order_type, o.group_identifier, o.fulfiller_type, o.fulfillment_method, o.fulfiller_id, o.fulfiller_location_id, o.warehouse_id,
        o.shipping_config_id, o.variants_subtotal_price, o.tax_amount, o.promo_discount, o.reward_deduction, o.credit_deduction,
        o.shipping_price, o.express_delivery_price, o.bottle_deposit_amount, o.price_modifiers, o.total_price, o.shipping_address,
        o.delivery_instructions, o.express_slot_template_id, o.express_slot_date, o.express_time_display
       FROM jsonb_to_recordset($8::jsonb) AS o(id text, order_type int, group_identifier text, fulfiller_type int,
        fulfillment_method int, fulfiller_id text, fulfiller_location_id text, warehouse_id text, shipping_config_id text,
        variants_subtotal_price bigint, tax_amount bigint, promo_discount bigint, reward_deduction bigint, credit_deduction bigint,
        shipping_price bigint, express_delivery_price bigint, bottle_deposit_amount bigint, price_modifiers jsonb, total_price bigint,
        shipping_address jsonb, delivery_instructions text, express_slot_template_id text, express_slot_date date,
        express_time_display text)`,
    [
      facts.placementId,
      ctx.user.id,
      ctx.owner.guestId,
      organizationId,
      facts.paymentMethod,
      ctx.state.purchase_order_number,
      facts.isFirstOrder,
      JSON.stringify(orderRows),
    ],
  );
  const lineRows = ctx.groups.flatMap((group, index) => {
    const merged = new Map<
      string,
      { quantity: number; unit: number; notes: string | null; deposit: number }
    >();
    for (const line of group.lines) {
      const seen = merged.get(line.variantId);
      const deposit = bottleDepositOf(line.variant.details);
      if (seen) seen.quantity += line.quantity;
      else
        merged.set(line.variantId, {
          quantity: line.quantity,
          unit: line.variant.price,
          notes: line.customerItemPickingNotes,
          deposit,
        });
    }
    return [...merged].map(([variantId, line], position) => ({
      order_id: orderRows[index]?.id,
      variant_id: variantId,
      position,
      quantity: line.quantity,
      unit_price: line.unit,
      total_price: line.unit * line.quantity,
      bottle_deposit: line.deposit * line.quantity,
      picking_notes: line.notes,
    }));
  });
  const { rows } = await tx.query<{ id: string; gid: string }>(
    `WITH lines AS (
       INSERT INTO order_lines (order_id, variant_id, position, quantity, unit_price, total_price, bottle_deposit, picking_notes)
       SELECT l.order_id, l.variant_id, l.position, l.quantity, l.unit_price, l.total_price, l.bottle_deposit, l.picking_notes
         FROM jsonb_to_recordset($1::jsonb) AS l(order_id text, variant_id text, position int, quantity int, unit_price bigint,
              total_price bigint, bottle_deposit bigint, picking_notes text)
       RETURNING 1)
     SELECT id, gid FROM orders WHERE placement_id = $2`,
    [JSON.stringify(lineRows), facts.placementId],
  );
  const gids = new Map(rows.map((row) => [row.id, row.gid]));
  return orderRows.map((row) => ({
    id: row.id,
    gid: gids.get(row.id) ?? '',
    orderType: row.order_type,
    groupIdentifier: row.group_identifier,
    totalPrice: row.total_price,
  }));
}

/** Spends what the order used: promo code uses, vouchers, store credit and the loyalty reward; counts the order. */
async function spendPromotions(
  tx: Queryable,
  ctx: CheckoutContext,
  priced: PricedCheckout,
  placementId: string,
): Promise<void> {
  const p = priced.pricing;
  if (priced.promos.length > 0) {
    const uses = priced.promos.map((row) => ({
      id: newId('pcu'),
      promo_code_id: row.id,
      discount: p.promoDiscounts.find((d) => d.code === normalizePromoCode(row.code))?.amount ?? 0,
    }));
    await tx.query(
      `INSERT INTO promo_code_usages (id, promo_code_id, user_id, placement_id, discount)
       SELECT u.id, u.promo_code_id, $1, $2, u.discount FROM jsonb_to_recordset($3::jsonb) AS u(id text, promo_code_id text, discount bigint)`,
      [ctx.user.id, placementId, JSON.stringify(uses)],
    );
  }
  if (priced.vouchers.length > 0) {
    const { rows } = await tx.query(
      `UPDATE vouchers SET status = 'used', used_order_id = $2, used_at = now()
        WHERE user_id = $1 AND id = ANY($3::text[]) AND status = 'active' RETURNING id`,
      [ctx.user.id, placementId, priced.vouchers.map((voucher) => voucher.id)],
    );
    if (rows.length !== priced.vouchers.length)
      throw checkoutError(
        409,
        CheckoutErrorCode.VOUCHERS_NOT_APPLIED,
        'Cannot apply vouchers',
        'vouchers',
      );
  }
  if (p.creditDeduction > 0) {
    await tx.query(
      `INSERT INTO user_credit_entries (id, user_id, amount, reason, order_id) VALUES ($1, $2, $3, 'order', $4)`,
      [newId('crd'), ctx.user.id, -p.creditDeduction, placementId],
    );
  }
  // The user row is locked since the checkout was loaded, so the balance read is the balance spent.
  await tx.query(
    `UPDATE users SET loyalty_reward_cents = loyalty_reward_cents - $2, num_successful_orders = num_successful_orders + 1
      WHERE id = $1`,
    [ctx.user.id, p.appliedRewardCredit],
  );
}
