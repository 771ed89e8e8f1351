import { AppError, notFound } from '../http/app-error';
import {
  ApiErrorCode,
  NOT_ENOUGH_DATA_MESSAGE,
  ORDER_GID_INVALID_MESSAGE,
  OrderErrorCode,
  OrganizationControlErrorCode,
  type OrderSummaryView,
  type OrderView,
} from '@gio/contracts';
import { FulfillmentStatus as F, VariantState } from '@gio/domain-enums';
import { OrderRefusal, attachRefusal, cancelOrderRefusal, pickingNotesRefusal } from '@gio/domain-orders';
import { includedVat } from '@gio/domain-pricing';
import { decodeCursor, encodeCursor } from '../catalogue/cursor';
import { takeStock } from '../catalogue/stock-store';
import { imageUrl, variantPath } from '../catalogue/views';
import type { Database, Queryable } from '../db/database';
import type { PaymentService } from '../payments/payment-service';
import type { PaymentTransaction } from '../payments/payment-provider';
import { OrderLifecycle, type PaymentEffect } from './order-lifecycle';
import { lockPlacementOf, orderByGid, orderHistoryPage, orderLines, type OrderRow, type OrderViewer } from './order-read-store';
import {
  activeCancellationReason,
  activeCancellationReasons,
  addOrderLine,
  attachVariantRows,
  growOrderTotals,
  growPlacementTotals,
  nextLinePosition,
  recordCancellation,
  reorderLines,
  setPickingNotes,
  userHasOrder,
} from './order-store';
import { attachOpenUntil, orderSummaryView, orderView } from './order-views';
import { AuditKind } from '@gio/domain-access';
import { recordAudit } from '../audit/audit-store';

/** accounts.md §5 "Order lookup": a gid is digits; anything else gets the spec's message. */
export function checkOrderGid(gid: string | undefined | null): string {
  if (gid === undefined || gid === null || !/^[0-9]{1,20}$/.test(gid))
    throw new AppError(400, OrderErrorCode.ORDER_GID_INVALID, ORDER_GID_INVALID_MESSAGE, 'orderGid');
  return gid;
}

const notEnoughData = () => new AppError(400, OrderErrorCode.NOT_ENOUGH_DATA, NOT_ENOUGH_DATA_MESSAGE);
const orderNotFound = () => notFound('Order');

export interface AttachVariant {
  readonly variantId: string;
  readonly quantity: number;
}

interface AttachLine {
  readonly variantId: string;
  readonly gid: string;
  readonly slug: string;
  readonly name: string;
  readonly image: string | null;
  readonly imageAltText: string;
  readonly quantity: number;
  readonly price: number;
  readonly available: boolean;
}

/** Settings of the order calls that are configuration, not rules. */
export interface OrderServiceOptions {
  /** VAT rate of the shop's VAT-inclusive prices, for the VAT contained in attached lines. */
  readonly vatRatePercent: number;
  readonly now: () => number;
}

/**
 * The shopper's order calls (accounts.md §7 "Orders"). Every read and write is scoped to the
 * signed-in user: another user's order answers 404 exactly as a missing one.
 */
export class OrderService {
  readonly lifecycle: OrderLifecycle;

  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
    lifecycle: OrderLifecycle,
    private readonly options: OrderServiceOptions,
  ) {
    this.lifecycle = lifecycle;
  }

  private viewer(userId: string): OrderViewer {
    return { userId, guestId: null };
  }

  /** The payments of some orders' placements, by payment id. */
  private async paymentsOf(db: Queryable, rows: readonly OrderRow[]): Promise<Map<string, PaymentTransaction>> {
    const ids = [...new Set(rows.map((row) => row.payment_transaction_id).filter((id): id is string => id !== null))];
    const found = await Promise.all(ids.map((id) => this.payments.status(db, id)));
    return new Map(found.filter((p): p is PaymentTransaction => p !== null).map((p) => [p.id, p]));
  }

  /** Full views of some orders (lines and payment), in the order given. */
  async views(db: Queryable, rows: readonly OrderRow[]): Promise<OrderView[]> {
    const [lines, payments] = await Promise.all([
      orderLines(db, rows.map((row) => row.id)),
      this.paymentsOf(db, rows),
    ]);
    const now = this.options.now();
    return rows.map((row) =>
      orderView(row, lines, row.payment_transaction_id ? (payments.get(row.payment_transaction_id) ?? null) : null, now),
    );
  }

  /** GET /api/order-history: newest first, `limit` per page, the next page through its URL. */
  async history(
    userId: string,
    cursor: string | undefined,
    limit: number,
  ): Promise<{ orders: OrderSummaryView[]; pagination: { paginationApiUrl: string | null; limit: number; totalCount: number } }> {
    let after: { createdAt: string; id: string } | null = null;
    if (cursor !== undefined) {
      const [createdAt, id] = decodeCursor(cursor, 2);
      after = { createdAt: String(createdAt), id: String(id) };
    }
    const { rows, total } = await orderHistoryPage(this.db, userId, after, limit);
    const page = rows.slice(0, limit);
    const payments = await this.paymentsOf(this.db, page);
    const now = this.options.now();
    const last = page[page.length - 1];
    const next =
      rows.length > limit && last
        ? `/api/order-history?cursor=${encodeCursor([last.created_key, last.id])}&limit=${limit}`
        : null;
    return {
      orders: page.map((row) =>
        orderSummaryView(row, row.payment_transaction_id ? (payments.get(row.payment_transaction_id) ?? null) : null, now),
      ),
      pagination: { paginationApiUrl: next, limit, totalCount: total },
    };
  }

  /** GET /api/order/{orderGid}. */
  async order(userId: string, gid: string): Promise<OrderView> {
    const row = await orderByGid(this.db, checkOrderGid(gid), this.viewer(userId));
    if (!row) throw orderNotFound();
    const [view] = await this.views(this.db, [row]);
    return view as OrderView;
  }

  /** GET /api/order-cancellation-reasons. */
  cancellationReasons(): Promise<{ id: string; label: string }[]> {
    return activeCancellationReasons(this.db);
  }

  /**
   * POST /api/cancel-order: allowed until shopping starts; stock and what the order used come
   * back, and the payment is voided or refunded (order-lifecycle.ts).
   */
  async cancel(
    userId: string,
    gid: string,
    reason: string,
    customReason: string | undefined,
  ): Promise<{ order: OrderView; payment: 'voided' | 'refunded' | 'kept' | 'nothing' }> {
    checkOrderGid(gid);
    const custom = customReason?.trim() ? customReason.trim() : null;
    const effect = await this.db.transaction(async (tx) => {
      const known = await activeCancellationReason(tx, reason);
      if (!known)
        throw new AppError(400, OrderErrorCode.UNKNOWN_CANCELLATION_REASON, 'Vui lòng chọn lý do hủy đơn.', 'cancellationReason');
      if (known.requires_custom_reason && custom === null)
        throw new AppError(400, ApiErrorCode.VALIDATION_ERROR, 'Vui lòng cho biết lý do hủy đơn.', 'customCancellationReason');
      await lockPlacementOf(tx, gid);
      const order = await orderByGid(tx, gid, this.viewer(userId), true);
      if (!order) throw orderNotFound();
      const held = order.payment_transaction_id ? await this.payments.status(tx, order.payment_transaction_id) : null;
      // The hosted page would still take the whole amount; its own cancel button voids it and cancels every order.
      const refusal = cancelOrderRefusal({ fulfillmentStatus: order.fulfillment_status, paymentStatus: held?.status ?? null });
      if (refusal === OrderRefusal.PAYMENT_PENDING)
        throw new AppError(409, OrderErrorCode.PAYMENT_PENDING, 'Đơn hàng đang chờ thanh toán: hãy hoàn tất hoặc hủy trên trang thanh toán.');
      if (refusal !== null)
        throw new AppError(409, OrderErrorCode.ORDER_NOT_CANCELLABLE, 'Đơn hàng đã bắt đầu được soạn, không thể hủy nữa.');
      await recordCancellation(tx, order.id, reason, custom);
      const { payment } = await this.lifecycle.advance(tx, order, 'fulfillment', F.CANCELLED, `user:${userId}`);
      if (order.organization_id !== null)
        await recordAudit(tx, { organizationId: order.organization_id, actorId: userId, kind: AuditKind.ORDER_CANCELLED, subject: gid, before: { fulfillmentStatus: order.fulfillment_status }, after: { reason, customReason: custom } });
      return payment;
    });
    return { order: await this.order(userId, gid), payment: publicEffect(effect) };
  }

  /** POST /api/order-details/update-express-item: the picking notes of one line of an express order. */
  async updateExpressItem(userId: string, gid: string, variantId: string, pickingNotes: string): Promise<OrderView> {
    checkOrderGid(gid);
    await this.db.transaction(async (tx) => {
      const order = await orderByGid(tx, gid, this.viewer(userId), true);
      if (!order) throw orderNotFound();
      const refusal = pickingNotesRefusal({ orderType: order.order_type, fulfillmentStatus: order.fulfillment_status });
      if (refusal === OrderRefusal.ORDER_NOT_EXPRESS)
        throw new AppError(400, OrderErrorCode.ORDER_NOT_EXPRESS, 'Chỉ đơn giao nhanh mới có ghi chú soạn hàng.', 'orderId');
      if (refusal !== null)
        throw new AppError(409, OrderErrorCode.PICKING_NOTES_LOCKED, 'Nhân viên đã bắt đầu soạn hàng, không thể sửa ghi chú.');
      if (!(await setPickingNotes(tx, order.id, variantId, pickingNotes === '' ? null : pickingNotes)))
        throw notFound('Order item');
    });
    return this.order(userId, gid);
  }

  /** The lines an attach would add, priced now, with whether the stock covers them. */
  private async attachLines(q: Queryable, variants: readonly AttachVariant[], lock: boolean): Promise<AttachLine[]> {
    const merged = new Map<string, number>();
    for (const v of variants) merged.set(v.variantId, (merged.get(v.variantId) ?? 0) + v.quantity);
    const ids = [...merged.keys()].sort();
    const rows = await attachVariantRows(q, ids, lock);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw new AppError(404, ApiErrorCode.NOT_FOUND, `Variant ${id} not found`, 'postOrderAttachVariants');
      const quantity = merged.get(id) ?? 0;
      return {
        variantId: id,
        gid: row.gid,
        slug: row.slug,
        name: row.name,
        image: row.image,
        imageAltText: row.image_alt_text ?? row.name,
        quantity,
        price: Number(row.price),
        available: row.state !== VariantState.DISCONTINUED && row.available_count >= quantity,
      };
    });
  }

  /** domain-orders `attachRefusal`: the window, then the payment, at the service's clock. */
  private attachable(order: OrderRow, payment: PaymentTransaction | null): { until: Date | null; refusal: OrderRefusal | null } {
    const now = this.options.now();
    return {
      until: attachOpenUntil(order, now),
      refusal: attachRefusal(
        { fulfillmentStatus: order.fulfillment_status, createdAt: order.created_at, paymentStatus: payment?.status ?? null },
        now,
      ),
    };
  }

  /** POST /api/post-order-attach-preview/{id}: what the attach would add and cost. */
  async attachPreview(userId: string, gid: string | undefined, variants: readonly AttachVariant[] | undefined) {
    if (!gid || !variants || variants.length === 0) throw notEnoughData();
    checkOrderGid(gid);
    const order = await orderByGid(this.db, gid, this.viewer(userId));
    if (!order) throw orderNotFound();
    const payment = order.payment_transaction_id ? await this.payments.status(this.db, order.payment_transaction_id) : null;
    const lines = await this.attachLines(this.db, variants, false);
    const added = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const { until, refusal } = this.attachable(order, payment);
    return {
      orderGid: order.gid,
      lines: lines.map((line) => ({
        variant: {
          id: line.variantId,
          gid: line.gid,
          name: line.name,
          path: variantPath(line),
          image: line.image ? imageUrl(line.image) : null,
          imageAltText: line.imageAltText,
        },
        quantity: line.quantity,
        price: line.price,
        totalPrice: line.price * line.quantity,
        available: line.available,
      })),
      addedTotal: added,
      newTotalPrice: Number(order.total_price) + added,
      attachOpenUntil: until ? until.toISOString() : null,
      canAttach: refusal === null && order.organization_id === null && lines.every((line) => line.available),
    };
  }

  /**
   * PUT /api/post-order-attach/{id}: an open order gains lines within the attach window. One
   * transaction: stock taken by the stock writer's conditional decrement (variant rows locked in
   * id order, as placement locks them), lines added or grown at today's price, totals and VAT
   * grown, and the payment's authorisation grown by the same amount — or nothing at all.
   */
  async attach(userId: string, gid: string | undefined, variants: readonly AttachVariant[] | undefined): Promise<OrderView> {
    if (!gid || !variants || variants.length === 0) throw notEnoughData();
    checkOrderGid(gid);
    await this.db.transaction(async (tx) => {
      await lockPlacementOf(tx, gid);
      const order = await orderByGid(tx, gid, this.viewer(userId), true);
      if (!order) throw orderNotFound();
      const payment = order.payment_transaction_id ? await this.payments.status(tx, order.payment_transaction_id) : null;
      // An organisation's order was checked against its spending limits, credit hold and
      // approval as placed: growing it afterwards would pass all three.
      if (order.organization_id !== null)
        throw new AppError(409, OrganizationControlErrorCode.ORGANIZATION_ORDER_ATTACH, 'Đơn hàng của doanh nghiệp không thêm được sản phẩm sau khi đặt. Vui lòng đặt một đơn mới (hạn mức chi tiêu và duyệt đơn áp dụng cho đơn mới).');
      const { refusal } = this.attachable(order, payment);
      if (refusal === OrderRefusal.ATTACH_WINDOW_CLOSED)
        throw new AppError(409, OrderErrorCode.ATTACH_WINDOW_CLOSED, 'Đơn hàng không thể thêm sản phẩm nữa.');
      if (refusal !== null || !payment)
        throw new AppError(409, OrderErrorCode.ATTACH_PAYMENT_UNSUPPORTED, 'Phương thức thanh toán của đơn không cho phép thêm sản phẩm.');
      const lines = await this.attachLines(tx, variants, true);
      const [short] = await takeStock(tx, lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity })));
      const shortLine = lines.find((line) => line.variantId === short);
      if (shortLine)
        throw new AppError(409, OrderErrorCode.ATTACH_REFUSED, `${shortLine.name}: không đủ hàng.`, 'postOrderAttachVariants');
      const added = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
      const grown = await this.payments.increase(tx, payment.id, added);
      if (!grown)
        throw new AppError(409, OrderErrorCode.ATTACH_REFUSED, 'Thanh toán không chấp nhận số tiền thêm.', 'postOrderAttachVariants');
      let position = (await nextLinePosition(tx, order.id)) ?? 0;
      for (const line of lines) {
        const total = line.price * line.quantity;
        await addOrderLine(tx, order.id, {
          variantId: line.variantId,
          position,
          quantity: line.quantity,
          unitPrice: line.price,
          totalPrice: total,
        });
        position += 1;
      }
      const tax = includedVat(added, this.options.vatRatePercent);
      await growOrderTotals(tx, order.id, added, tax);
      await growPlacementTotals(tx, order.placement_id, added, tax);
    });
    return this.order(userId, gid);
  }

  /** The lines of a user's order, to add again to the cart (POST /api/carts/add-order). */
  async reorderItems(userId: string, orderRef: string): Promise<{ variantId: string; quantity: number }[]> {
    const rows = await reorderLines(this.db, orderRef, userId);
    if (rows.length === 0) {
      if (!(await userHasOrder(this.db, orderRef, userId))) throw orderNotFound();
    }
    return rows.map((row) => ({ variantId: row.variant_id, quantity: row.quantity }));
  }
}

/** What cancel-order tells the shopper about the money. */
function publicEffect(effect: PaymentEffect): 'voided' | 'refunded' | 'kept' | 'nothing' {
  return effect === 'captured' ? 'kept' : effect;
}
