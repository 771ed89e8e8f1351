import { AppError, unauthorized } from '../http/app-error';
import { CheckoutErrorCode, type PlacedOrderView } from '@gio/contracts';
import { BillingType, isWalletBillingType } from '@gio/domain-checkout';
import { FulfillmentMethod, OrderType } from '@gio/domain-enums';
import { createHash } from 'node:crypto';
import { canPlaceOrder } from '../carts/cart-owner';
import type { CheckoutCartLine } from '../carts/cart-service';
import { takeStock as takeFromStock } from '../catalogue/stock-store';
import type { Database, Queryable } from '../db/database';
import {
  insertPlacement,
  insertPlacementLines,
  insertPlacementOrders,
  nextOrderGid,
  type NewOrderLineRow,
  type NewOrderRow,
} from '../orders/order-store';
import { formatPrice, normalizePromoCode } from '@gio/domain-pricing';
import { declineReasonText } from '../payments/decline-reasons';
import { remainingInvoiceCredit } from '../payments/invoice-store';
import type { PaymentSource } from '../payments/payment-provider';
import type { PaymentService } from '../payments/payment-service';
import { newId } from '../security/random';
import { cartEmpty, checkoutError } from './checkout-error';
import { loadCheckoutContext, type CheckoutCarts, type CheckoutContext } from './checkout-context';
import type { Shopper, SiteConfigSource } from './checkout-service';
import { clearOrderedChoices, userCheckoutKey } from './checkout-state-store';
import {
  claimIdempotencyKey,
  deleteIdempotencyKeysOlderThan,
  idempotentAnswer,
  insertPromoCodeUsages,
  storeIdempotentAnswer,
} from './checkout-store';
import {
  bottleDepositOf,
  checkoutInfoOf,
  checkoutProblems,
  priceContext,
  type PricedCheckout,
  type VerifyProblem,
} from './checkout-view';
import { bookSlot } from './express-slot-store';
import { timeDisplay } from './express-slots';
import { recordPlacement } from '../users/user-store';
import { useVouchers } from '../loyalty/voucher-store';
import { spendCredit } from '../credit/credit-store';
import { countingQueryable } from '../db/counting-queryable';
import { OrganizationControlErrorCode } from '@gio/contracts';
import type { CreditHoldReason } from '@gio/domain-orders';
import { canSubmitForApproval, type CartOwner } from '../carts/cart-owner';

/** What the organisation controls decided before an order is placed; they read it back after. */
export interface OrganizationDecision {
  readonly needsApproval: boolean;
}

/**
 * The B2B organisation's checks of a placement (issue #18), inside its transaction: the credit
 * hold that stops invoice orders, and the spending limits that hold an order for approval
 * (approvals/spending-gate.ts implements them). Null where none are wired.
 */
export interface OrganizationOrderControls {
  creditHold(tx: Queryable, organizationId: string, timeZone: string): Promise<CreditHoldReason[]>;
  decide(tx: Queryable, owner: CartOwner, userId: string, total: number, now: number, timeZone: string): Promise<OrganizationDecision | null>;
  placed(tx: Queryable, decision: OrganizationDecision, facts: { placementId: string; gid: string; total: number; currency: string }, now: number): Promise<void>;
}

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
    private readonly controls: OrganizationOrderControls | null = null,
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
      const tx = countingQueryable(inner, () => {
        statements += 1;
      });
      if (!(await claimIdempotencyKey(tx, ownerKey, key, requestHash)))
        return this.replay(tx, shopper, ownerKey, key, requestHash);

      const owner = await this.carts.ownerForUser(shopper.userId, shopper.guestId, tx);
      if (!owner) throw unauthorized();
      // The Cart Editor may not place the organisation's order but submits it for approval.
      if (!canPlaceOrder(owner) && !(this.controls && canSubmitForApproval(owner))) {
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

      const organizationId = ctx.owner.kind === 'organization' ? (ctx.owner.organization?.id ?? null) : null;
      if (this.controls && organizationId !== null && selection.type === BillingType.INVOICE) {
        const hold = await this.controls.creditHold(tx, organizationId, ctx.site.timezone);
        if (hold.length > 0)
          throw new AppError(
            409,
            OrganizationControlErrorCode.CREDIT_HOLD,
            hold.includes('overdue_90')
              ? 'Doanh nghiệp có hoá đơn quá hạn hơn 90 ngày nên tạm ngừng mua bằng hoá đơn. Vui lòng thanh toán công nợ hoặc chọn cách thanh toán khác.'
              : 'Công nợ của doanh nghiệp đã vượt hạn mức nên tạm ngừng mua bằng hoá đơn. Vui lòng thanh toán công nợ hoặc chọn cách thanh toán khác.',
            'billing',
          );
      }
      const spending = this.controls
        ? await this.controls.decide(tx, ctx.owner, shopper.userId, total, this.now(), ctx.site.timezone)
        : null;
      // A held order waits up to the expiry for its approver; only the organisation's invoice can
      // wait that long (a card authorisation or a hosted payment page would lapse, and the
      // abandoned-payment sweep would cancel the order behind the approver's back).
      if (spending?.needsApproval && selection.type !== BillingType.INVOICE)
        throw new AppError(
          409,
          OrganizationControlErrorCode.APPROVAL_NEEDS_INVOICE,
          'Đơn hàng này cần được duyệt nên chỉ thanh toán được bằng hoá đơn doanh nghiệp. Vui lòng chọn thanh toán bằng hoá đơn.',
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
      const gid = await nextOrderGid(tx);
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
      await clearOrderedChoices(tx, ownerKey, placementId);
      if (spending && this.controls)
        await this.controls.placed(tx, spending, { placementId, gid, total, currency: ctx.site.currency }, this.now());
      const order: PlacedOrderView = {
        placementId,
        gid,
        status: spending?.needsApproval ? 'pending_approval' : redirectUrl === null ? 'placed' : 'pending_payment',
        redirectUrl,
        paymentStatus: payment.status,
        paymentMethod: payment.paymentMethod,
        totalPrice: total,
        isFirstOrder: firstOrder,
        orders,
      };
      const body = { data: { order } };
      await storeIdempotentAnswer(tx, ownerKey, key, {
        requestHash: `${requestHash}:${cartFingerprint(lines)}`,
        placementId,
        response: body,
      });
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
    const stored = await idempotentAnswer<PlaceOrderAnswer['body']>(tx, ownerKey, key);
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
    await deleteIdempotencyKeysOlderThan(this.db, IDEMPOTENCY_KEY_TTL_HOURS);
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
  await insertPlacement(tx, {
    id: facts.placementId,
    gid: facts.gid,
    userId: ctx.user.id,
    guestId: ctx.owner.guestId,
    organizationId,
    paymentMethod: facts.paymentMethod,
    billingType: facts.billingType,
    billingInfoId: facts.billingInfoId,
    paymentTransactionId: facts.paymentId,
    paymentStatus: facts.paymentStatus,
    paymentRedirectUrl: facts.redirectUrl,
    purchaseOrderNumber: ctx.state.purchase_order_number,
    promoCodes: priced.promos.map((row) => normalizePromoCode(row.code)),
    voucherIds: priced.vouchers.map((voucher) => voucher.id),
    variantsSubtotalPrice: p.variantsSubtotalPrice,
    taxAmount: p.taxAmount,
    promoDiscount: p.promoDiscount,
    rewardDeduction: p.rewardDeduction,
    creditDeduction: p.creditDeduction,
    shippingPrice: p.shippingPrice,
    expressDeliveryPrice: p.expressDeliveryPrice,
    bottleDepositAmount: p.bottleDepositAmount,
    priceModifiers: p.priceModifiers,
    totalPrice: p.totalPrice,
    isFirstOrder: facts.isFirstOrder,
  });
  const orderRows = ctx.groups.map((group, index): NewOrderRow => {
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
  await insertPlacementOrders(
    tx,
    {
      placementId: facts.placementId,
      userId: ctx.user.id,
      guestId: ctx.owner.guestId,
      organizationId,
      paymentMethod: facts.paymentMethod,
      purchaseOrderNumber: ctx.state.purchase_order_number,
      isFirstOrder: facts.isFirstOrder,
    },
    orderRows,
  );
  const lineRows = ctx.groups.flatMap((group, index): NewOrderLineRow[] => {
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
  const rows = await insertPlacementLines(tx, facts.placementId, lineRows);
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
    await insertPromoCodeUsages(tx, ctx.user.id, placementId, uses);
  }
  if (priced.vouchers.length > 0) {
    const used = await useVouchers(
      tx,
      ctx.user.id,
      priced.vouchers.map((voucher) => voucher.id),
      placementId,
    );
    if (used !== priced.vouchers.length)
      throw checkoutError(
        409,
        CheckoutErrorCode.VOUCHERS_NOT_APPLIED,
        'Cannot apply vouchers',
        'vouchers',
      );
  }
  if (p.creditDeduction > 0) {
    await spendCredit(tx, ctx.user.id, p.creditDeduction, placementId);
  }
  // The user row is locked since the checkout was loaded, so the balance read is the balance spent.
  await recordPlacement(tx, ctx.user.id, p.appliedRewardCredit);
}
