import { FulfillerType, FulfillmentMethod } from '@gio/domain-enums';
import type { AccountsTestServer, TestResponse } from '../accounts/testing';
import type { TestVariant, VariantPool } from '../carts/testing';
import { completeSteps, createShopper, fillCart, type TestShopper } from '../checkout/testing';
import type { CheckoutStatePatch } from '../checkout/checkout-state-store';
import { newId } from '../security/random';

/** The operator token the order tests start their gateway with. */
export const TEST_OPS_TOKEN = 'ops-token-for-the-order-tests-0123';

/** A standard-delivery variant (fulfiller 9, carrier delivery) of the demo shop. */
export const standardVariant = (v: TestVariant) =>
  v.fulfillerType === FulfillerType.ORDER_FULFILLMENT && v.fulfillmentMethods.includes(FulfillmentMethod.CARRIER_DELIVERY);

/** A saved sandbox card of the shopper (a test number's last four digits decide what it does). */
export async function saveCard(server: AccountsTestServer, userId: string, lastFour = '4242'): Promise<string> {
  const id = newId('bil');
  await server.db.query(
    `INSERT INTO billing_infos (id, user_id, type, provider, provider_token, brand, last_four, exp_month, exp_year, holder_name)
     VALUES ($1, $2, 'creditCard', 'sandbox', 'sandbox_tok_test', 'visa', $3, 12, $4, 'MAI TRAN')`,
    [id, userId, lastFour, new Date().getUTCFullYear() + 2],
  );
  return id;
}

export interface PlacedOrder {
  readonly placement: { gid: string; placementId: string; redirectUrl: string | null; orders: { id: string; gid: string }[] };
  readonly response: TestResponse;
}

/**
 * Puts `items` in the shopper's cart, completes checkout with `billing`, and places the order
 * through POST /api/checkout/place-order, as the storefront does.
 */
export async function placeOrder(
  server: AccountsTestServer,
  shopper: TestShopper,
  items: { variant: TestVariant; quantity: number }[],
  billing: CheckoutStatePatch = {},
  payment: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  await fillCart(server.services.carts, server.db, shopper.userId, items.map((item) => ({ variantId: item.variant.id, quantity: item.quantity })));
  await completeSteps(server.db, shopper, billing);
  const response = await shopper.browser.post('/api/checkout/place-order', { payment }, { headers: { 'idempotency-key': newId('k') } });
  if (response.status !== 201) return { placement: { gid: '', placementId: '', redirectUrl: null, orders: [] }, response };
  return { placement: response.body.data.order, response };
}

/** A fresh signed-in shopper and a standard variant set to a known price and stock. */
export async function shopperWithStock(
  server: AccountsTestServer,
  pool: VariantPool,
  stock: number,
  price = 100_000,
  /** A variant an earlier, finished test used (the test shop has few standard ones); else a fresh one. */
  reuse?: TestVariant,
): Promise<{ shopper: TestShopper; variant: TestVariant }> {
  const variant = reuse ?? pool.take(standardVariant);
  await pool.set(variant.id, { available_count: stock, price });
  const shopper = await createShopper(server.db, server.baseUrl);
  return { shopper, variant };
}

/**
 * Puts 2 units of an express variant (10 in stock, 80 000 đ) in the shopper's cart on the first
 * free express slot, with payment on fulfilment: placing it with a standard variant gives a
 * placement of two orders (STANDARD and EXPRESS). Returns the express variant.
 */
export async function expressOrderInCart(server: AccountsTestServer, pool: VariantPool, shopper: TestShopper): Promise<TestVariant> {
  const express = pool.take((v) => v.fulfillerType === FulfillerType.EXPRESS && v.fulfillmentMethods.includes(FulfillmentMethod.LOCAL_DELIVERY));
  await pool.set(express.id, { available_count: 10, price: 80_000 });
  await fillCart(server.services.carts, server.db, shopper.userId, [{ variantId: express.id, quantity: 2 }]);
  const times = await shopper.browser.get('/api/express-delivery-times');
  const slot = times.body.data.deliveryTimes.find((t: { available: boolean }) => t.available);
  await completeSteps(server.db, shopper, { billing_type: 'paymentOnFulfillment' });
  await shopper.browser.post('/api/set-delivery-info', { deliveryInfo: { expressDeliveryOptionId: slot.id } });
  return express;
}

/** A variant's stock now. */
export async function stockOf(server: AccountsTestServer, variantId: string): Promise<number> {
  const { rows } = await server.db.query<{ available_count: number }>('SELECT available_count FROM variants WHERE id = $1', [variantId]);
  return rows[0]?.available_count ?? -1;
}

/** Calls an operator route with the test token. */
export async function ops(
  server: AccountsTestServer,
  path: string,
  body?: unknown,
  token = TEST_OPS_TOKEN,
): Promise<Pick<TestResponse, 'status' | 'body'>> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
