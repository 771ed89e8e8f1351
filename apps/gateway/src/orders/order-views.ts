import type { OrderSummaryView, OrderView, PaymentSummary } from '@gio/contracts';
import { BillingType } from '@gio/domain-checkout';
import { PaymentMethod, PaymentTransactionStatus } from '@gio/domain-enums';
import { PAYMENT_STATUS_NAMES, attachOpenUntil as openUntil, canCancelOrder, statusName } from '@gio/domain-orders';
import { imageUrl, variantPath } from '../catalogue/views';
import type { PaymentTransaction } from '../payments/payment-provider';
import type { OrderLineRow, OrderRow } from './order-read-store';

const BILLING_LABELS: Readonly<Record<string, string>> = {
  [BillingType.CREDIT_CARD]: 'Thẻ',
  [BillingType.CHECKING_ACCOUNT]: 'Tài khoản ngân hàng',
  [BillingType.INVOICE]: 'Hóa đơn doanh nghiệp',
  [BillingType.PAYPAL]: 'PayPal',
  [BillingType.APPLE_PAY]: 'Apple Pay',
  [BillingType.GOOGLE_PAY]: 'Google Pay',
  [BillingType.VENMO]: 'Venmo',
  [BillingType.PAYMENT_ON_FULFILLMENT]: 'Thanh toán khi nhận hàng',
  [BillingType.FASSPAY]: 'FPX (fasspay)',
  [BillingType.IPAY88]: 'iPay88',
  [BillingType.PAYOO]: 'Payoo',
};

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** What the shopper recognises a payment by: "Visa •••• 4242", "Hóa đơn doanh nghiệp". */
export function paymentLabel(payment: Pick<PaymentTransaction, 'billingType' | 'cardBrand' | 'cardLastFour' | 'paymentMethod'>): string {
  if (payment.paymentMethod === PaymentMethod.ZERO_VALUE) return 'Không cần thanh toán';
  const base = BILLING_LABELS[payment.billingType] ?? payment.billingType;
  if (payment.cardLastFour === null) return base;
  const brand = payment.cardBrand ? payment.cardBrand.charAt(0).toUpperCase() + payment.cardBrand.slice(1) : base;
  return `${brand} •••• ${payment.cardLastFour}`;
}

export function paymentSummary(payment: PaymentTransaction): PaymentSummary {
  return {
    id: payment.id,
    kind: payment.kind,
    billingType: payment.billingType,
    paymentMethod: payment.paymentMethod,
    status: payment.status,
    statusName: PAYMENT_STATUS_NAMES[payment.status],
    label: paymentLabel(payment),
    cardBrand: payment.cardBrand,
    cardLastFour: payment.cardLastFour,
    amount: payment.amount,
    capturedAmount: payment.capturedAmount,
    refundedAmount: payment.refundedAmount,
  };
}

/** Until when an order row may gain lines (domain-orders `attachOpenUntil`: open and inside the window). */
export function attachOpenUntil(row: Pick<OrderRow, 'fulfillment_status' | 'created_at'>, now: number): Date | null {
  return openUntil({ fulfillmentStatus: row.fulfillment_status, createdAt: row.created_at }, now);
}

function statuses(row: OrderRow) {
  return {
    fulfillmentStatus: row.fulfillment_status,
    fulfillmentStatusName: statusName('fulfillment', row.fulfillment_status),
    orderToFulfillerStatus: row.order_to_fulfiller_status,
    orderToFulfillerStatusName: statusName('orderToFulfiller', row.order_to_fulfiller_status),
    shipmentStatus: row.shipment_status,
    shipmentStatusName: statusName('shipment', row.shipment_status),
  };
}

/** The payment of an order or placement that has none recorded (should not happen; shown plainly). */
export function missingPayment(paymentMethod: number): PaymentSummary {
  return {
    id: '',
    kind: 'sale',
    billingType: '',
    paymentMethod,
    status: PaymentTransactionStatus.NO_TRANSACTION,
    statusName: PAYMENT_STATUS_NAMES[PaymentTransactionStatus.NO_TRANSACTION],
    label: '',
    cardBrand: null,
    cardLastFour: null,
    amount: 0,
    capturedAmount: 0,
    refundedAmount: 0,
  };
}

/** What the order history and the order page share. */
function orderBaseView(row: OrderRow, payment: PaymentTransaction | null, now: number): Omit<OrderSummaryView, 'itemCount'> {
  // An organisation's order never gains lines (order-service `attach` refuses it): no window to show.
  const until = row.organization_id === null ? attachOpenUntil(row, now) : null;
  return {
    id: row.id,
    gid: row.gid,
    placementGid: row.placement_gid,
    orderType: row.order_type,
    fulfillmentMethod: row.fulfillment_method,
    createdAt: iso(row.created_at),
    ...statuses(row),
    paymentMethod: payment ? paymentSummary(payment) : missingPayment(row.payment_method),
    isFirstOrder: row.is_first_order,
    expressDeliveryTimes: row.express_time_display ? [{ timeDisplay: row.express_time_display }] : [],
    pricingInfo: {
      variantsSubtotalPrice: Number(row.variants_subtotal_price),
      taxAmount: Number(row.tax_amount),
      promoDiscount: Number(row.promo_discount),
      creditDeduction: Number(row.credit_deduction),
      rewardDeduction: Number(row.reward_deduction),
      shippingPrice: Number(row.shipping_price),
      expressDeliveryPrice: Number(row.express_delivery_price),
      bottleDepositAmount: Number(row.bottle_deposit_amount),
      priceModifiers: (row.price_modifiers ?? []).map((m) => ({ label: m.label, amount: Number(m.amount) })),
      totalPrice: Number(row.total_price),
    },
    promoCodes: (row.promo_codes ?? []).map((code) => ({ code })),
    purchaseOrderNumber: row.purchase_order_number,
    cancellation:
      row.cancelled_at !== null
        ? {
            reason: row.cancellation_reason ?? '',
            customReason: row.custom_cancellation_reason,
            cancelledAt: iso(row.cancelled_at),
          }
        : null,
    // The fulfilment part of the rule: a payment still PENDING is refused only when cancel-order runs.
    canCancel: canCancelOrder({ fulfillmentStatus: row.fulfillment_status }),
    attachOpenUntil: until ? until.toISOString() : null,
    organizationOrder: row.organization_id !== null,
  };
}

/** accounts.md §3 Order without its lines (order history). */
export function orderSummaryView(row: OrderRow, payment: PaymentTransaction | null, now: number): OrderSummaryView {
  return { ...orderBaseView(row, payment, now), itemCount: row.item_count };
}

/** accounts.md §3 Order with its lines and address. */
export function orderView(row: OrderRow, lines: readonly OrderLineRow[], payment: PaymentTransaction | null, now: number): OrderView {
  return {
    ...orderBaseView(row, payment, now),
    orderVariants: lines
      .filter((line) => line.order_id === row.id)
      .map((line) => ({
        variant: {
          id: line.variant_id,
          gid: line.gid,
          name: line.name,
          path: variantPath(line),
          image: line.image ? imageUrl(line.image) : null,
          imageAltText: line.image_alt_text ?? line.name,
        },
        quantity: line.quantity,
        price: Number(line.unit_price),
        totalPrice: Number(line.total_price),
        pickingNotes: line.picking_notes,
      })),
    shippingAddress: row.shipping_address as OrderView['shippingAddress'],
    deliveryInstructions: row.delivery_instructions,
  };
}
