import { OpsClient, OpsRequestError } from './client';

const order = {
  id: 'ord_1',
  gid: '100000012',
  placementGid: '100000011',
  orderType: 0,
  fulfillmentMethod: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
  fulfillmentStatus: 8,
  fulfillmentStatusName: 'DELIVERED',
  orderToFulfillerStatus: 5,
  orderToFulfillerStatusName: 'COMPLETED',
  shipmentStatus: 2,
  shipmentStatusName: 'DELIVERED',
  paymentMethod: {
    id: 'pay_1',
    kind: 'sale',
    billingType: 'creditCard',
    paymentMethod: 0,
    status: 3,
    statusName: 'SETTLED',
    label: 'Visa •••• 4242',
    cardBrand: 'visa',
    cardLastFour: '4242',
    amount: 150000,
    capturedAmount: 150000,
    refundedAmount: 0,
  },
  isFirstOrder: false,
  expressDeliveryTimes: [],
  orderVariants: [],
  pricingInfo: {
    variantsSubtotalPrice: 120000,
    taxAmount: 10909,
    promoDiscount: 0,
    creditDeduction: 0,
    rewardDeduction: 0,
    shippingPrice: 30000,
    expressDeliveryPrice: 0,
    bottleDepositAmount: 0,
    priceModifiers: [],
    totalPrice: 150000,
  },
  promoCodes: [],
  shippingAddress: null,
  deliveryInstructions: null,
  purchaseOrderNumber: null,
  cancellation: null,
  canCancel: false,
  attachOpenUntil: null,
  organizationOrder: false,
};

/** A stand-in for the network: records the request and answers what the test gives it. */
function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

describe('OpsClient', () => {
  it('posts the move with the bearer token and reads the answer through the contract', async () => {
    const moves = [{ track: 'fulfillment', from: 'SHIPPED', to: 'DELIVERED' }];
    const { calls, fetcher } = fakeFetch(200, { data: { order, moves, payments: [order.paymentMethod] } });
    const client = new OpsClient('http://localhost:4000/', 'token-123', fetcher);
    const answer = await client.advance('100000012', 'DELIVERED', 'fulfillment');
    expect(answer.moves).toEqual(moves);
    expect(calls[0]?.url).toBe('http://localhost:4000/api/ops/advance-order');
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]?.init.headers as Record<string, string>)['authorization']).toBe('Bearer token-123');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ orderGid: '100000012', to: 'DELIVERED', track: 'fulfillment' });
  });

  it('writes stock off and reprices through their operator calls', async () => {
    const off = fakeFetch(200, { data: { variantId: 'var_1', availableCount: 0, state: 2 } });
    expect(await new OpsClient('http://x', 't', off.fetcher).writeOff('var_1', 5)).toEqual({ variantId: 'var_1', availableCount: 0, state: 2 });
    expect(off.calls[0]?.url).toBe('http://x/api/ops/write-off');
    expect(JSON.parse(String(off.calls[0]?.init.body))).toEqual({ variantId: 'var_1', quantity: 5 });
    const priced = fakeFetch(200, { data: { variantId: 'var_1', price: 45000 } });
    expect(await new OpsClient('http://x', 't', priced.fetcher).reprice('var_1', 45000)).toEqual({ variantId: 'var_1', price: 45000 });
    expect(priced.calls[0]?.url).toBe('http://x/api/ops/reprice');
  });

  it('posts a payment of invoice orders and reads what it settled', async () => {
    const paid = { paymentId: 'ipm_1', allocations: [{ gid: '100000012', amount: 2_000_000 }], unapplied: 0, outstanding: 2_250_000, replayed: false };
    const { calls, fetcher } = fakeFetch(200, { data: paid });
    const answer = await new OpsClient('http://localhost:4000', 'token-123', fetcher).pay({ organizationId: 'org_1', amount: 2_000_000, reference: 'UNC 1' });
    expect(answer).toEqual(paid);
    expect(calls[0]?.url).toBe('http://localhost:4000/api/ops/invoice-payments');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ organizationId: 'org_1', amount: 2_000_000, reference: 'UNC 1' });
  });

  it('turns a refusal into an OpsRequestError with the gateway code', async () => {
    const { fetcher } = fakeFetch(409, { error: { code: 'ORDER_TRANSITION_NOT_ALLOWED', message: 'fulfillment cannot move' } });
    const client = new OpsClient('http://localhost:4000', 'token-123', fetcher);
    await expect(client.advance('1', 'SHOPPING', 'fulfillment')).rejects.toMatchObject({
      status: 409,
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
    });
    await expect(client.show('1')).rejects.toBeInstanceOf(OpsRequestError);
  });

  it('refuses an answer that breaks the contract', async () => {
    const { fetcher } = fakeFetch(200, { data: { order: { gid: '1' } } });
    await expect(new OpsClient('http://x', 't', fetcher).show('1')).rejects.toThrow();
  });
});
