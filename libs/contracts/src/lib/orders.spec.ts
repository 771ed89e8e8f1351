import { pageDataSchema } from './page-data';
import { confirmationPageDataSchema, opsRoutes, orderRoutes } from './orders';
import { hostedPaymentDecisionSchema, paymentSummarySchema } from './payments';

const payment = {
  id: 'pay_1',
  kind: 'sale',
  billingType: 'payoo',
  paymentMethod: 12,
  status: 3,
  statusName: 'SETTLED',
  label: 'Payoo',
  cardBrand: null,
  cardLastFour: null,
  amount: 170000,
  capturedAmount: 170000,
  refundedAmount: 0,
};

describe('order contracts', () => {
  it('takes the order gid of cancel-order and update-express-item as text or number', () => {
    expect(orderRoutes.cancelOrder.body.parse({ id: 100000012, cancellationReason: 'other', customCancellationReason: ' trễ ' })).toEqual({
      id: '100000012',
      cancellationReason: 'other',
      customCancellationReason: 'trễ',
    });
    expect(orderRoutes.updateExpressItem.body.parse({ orderId: '7', variantId: 'var_1', pickingNotes: '' }).orderId).toBe('7');
    expect(orderRoutes.cancelOrder.body.safeParse({ id: '7', cancellationReason: '' }).success).toBe(false);
  });

  it("lets attach bodies without variants through, so the server answers the spec's 'not enough data'", () => {
    expect(orderRoutes.attach.body.parse({})).toEqual({});
    expect(orderRoutes.attachPreview.body.parse({ postOrderAttachVariants: [] })).toEqual({ postOrderAttachVariants: [] });
    expect(orderRoutes.attach.body.safeParse({ postOrderAttachVariants: [{ variantId: 'v', quantity: 0 }] }).success).toBe(false);
  });

  it('defaults the history page size and the operator track', () => {
    expect(orderRoutes.orderHistory.query.parse({})).toEqual({ limit: 10 });
    expect(orderRoutes.orderHistory.query.safeParse({ limit: '51' }).success).toBe(false);
    expect(opsRoutes.advanceOrder.body.parse({ orderGid: '1', to: 8 })).toEqual({ orderGid: '1', to: '8', track: 'fulfillment' });
    expect(opsRoutes.advanceOrder.body.safeParse({ orderGid: '1', to: 'X', track: 'warehouse' }).success).toBe(false);
  });

  it('adds /order-pending and /confirmation to the page data', () => {
    const seo = { title: 't', description: 'd', canonicalPath: '/confirmation' };
    const confirmation = {
      page: 'confirmation',
      seo,
      placementGid: '100000011',
      status: 'confirmed',
      declineReason: null,
      payment,
      totalPrice: 170000,
      isFirstOrder: true,
      orders: [],
      survey: null,
    };
    expect(confirmationPageDataSchema.parse(confirmation)).toEqual(confirmation);
    expect(pageDataSchema.parse(confirmation)).toEqual(confirmation);
    const pending = {
      page: 'order-pending',
      seo: { ...seo, canonicalPath: '/order-pending' },
      placementGid: '100000011',
      paymentStatus: 9,
      continueUrl: '/fasspay-web?payment=pay_1&token=abc',
      confirmationUrl: '/confirmation?placement=100000011',
    };
    expect(pageDataSchema.parse(pending)).toEqual(pending);
  });
});

describe('payment contracts', () => {
  it('keeps statuses to the spec numbers 0–11', () => {
    expect(paymentSummarySchema.safeParse({ ...payment, status: 12 }).success).toBe(false);
  });

  it('reads the hosted page form, refusing unknown actions and odd ids', () => {
    const form = { payment: 'pay_1', token: 'x'.repeat(43), action: 'approve', challengeAnswer: '1234' };
    expect(hostedPaymentDecisionSchema.parse(form)).toEqual(form);
    expect(hostedPaymentDecisionSchema.safeParse({ ...form, action: 'refund' }).success).toBe(false);
    expect(hostedPaymentDecisionSchema.safeParse({ ...form, payment: 'pay 1;' }).success).toBe(false);
  });
});
