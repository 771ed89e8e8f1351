import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Stack } from '../lib/stack';
import { ShopClient, type Json } from './client';
import { figuresByPhase, isServerFailure, pickOperation, type CallRecord, type Phase, type PhaseFigures } from './stats';

/** The demo shopper of the README: a returning customer with an address. */
const SHOPPER = { email: 'khach.quen@gio.vn', password: 'GioDemo@2025' };
const SEARCH_TERMS = ['sua tuoi', 'banh quy', 'gao', 'dau an', 'ca phe', 'nuoc mam', 'trai cay', 'mi'];

/** A fault at a moment of the run. */
export interface Fault {
  readonly atMs: number;
  readonly name: string;
  act(stack: Stack, run: RunState): Promise<void>;
}

export interface ResilienceScenario {
  readonly durationMs: number;
  /** Clients sending requests back to back. */
  readonly clients: number;
  readonly faults: readonly Fault[];
  readonly phases: readonly Phase[];
}

/** What the faults can see of the traffic. */
export interface RunState {
  /** True while a placement call is on its way (a fault "mid-checkout" waits for it). */
  placementInFlight: boolean;
}

export interface ResilienceReport {
  readonly figures: PhaseFigures[];
  readonly faults: readonly string[];
  readonly orders: { readonly told: number; readonly inDatabase: number; readonly lost: string[]; readonly unexpected: string[]; readonly unanswered: number };
  readonly cartLinesMissing: string[];
  readonly stock: { readonly variantId: string; readonly start: number; readonly now: number; readonly sold: number };
  readonly serverFailures: number;
  readonly requests: number;
  /** Every check held. */
  readonly ok: boolean;
}

interface Variant {
  readonly id: string;
  readonly gid: string;
  readonly categoryGid: string;
}

/** Variants with stock that a guest may put in a cart, read from the public catalogue calls. */
async function findVariants(client: ShopClient): Promise<Variant[]> {
  const categories = await client.call('POST', '/api/graphql', { body: { query: '{ categories { gid } }' } });
  const found: Variant[] = [];
  for (const { gid } of (categories.json?.data?.categories ?? []) as { gid: string }[]) {
    const page = await client.call('GET', `/api/product/ples?categoryGid=${gid}&limit=60`);
    for (const entity of (page.json?.data?.productListEntities ?? []) as { variant?: Json }[]) {
      const v = entity.variant;
      if (v && v.fulfillerType === 9 && v.state === 1 && v.availableCount >= 50 && v.maxCartQuantity >= 3 && !v.product?.isAgeGated && v.product?.productType !== 1) {
        found.push({ id: v.id, gid: v.gid, categoryGid: gid });
      }
    }
    if (found.length >= 40) break;
  }
  if (found.length < 2) throw new Error('the demo shop has too few variants with stock');
  return found;
}

/**
 * The traffic's choices come from a seeded generator (mulberry32), so a CI run sends the same
 * mix each time; `RESILIENCE_SEED` picks another. Timing still interleaves the clients.
 */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(Number(process.env['RESILIENCE_SEED'] ?? 21));

const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/**
 * Mixed traffic against the stack's balancer while the scenario's faults happen, then the
 * checks of issue #21 from the database and the clients' own records: each order a client was
 * told about exists exactly once, no order exists that no client was told about, no cart line a
 * client saved is missing, stock plus units sold is the starting stock, and no 5xx reached a
 * client after its retries.
 */
export async function runResilience(stack: Stack, scenario: ResilienceScenario, say: (line: string) => void): Promise<ResilienceReport> {
  const baseUrl = stack.url.replace('localhost', '127.0.0.1');
  const calls: CallRecord[] = [];
  // The run's clock starts with the traffic, after the set-up below.
  let startedAt = Date.now();
  const elapsed = () => Date.now() - startedAt;
  const record = (call: CallRecord) => calls.push(call);
  const state: RunState = { placementInFlight: false };

  const setup = new ShopClient(baseUrl, () => undefined, elapsed);
  await setup.open();
  const variants = await findVariants(setup);
  const [checkoutVariant, ...cartVariants] = variants as [Variant, ...Variant[]];

  const db = new pg.Client({ connectionString: stack.primaryUrl });
  await db.connect();
  const shopperId: string = (await db.query('SELECT id FROM users WHERE email = $1', [SHOPPER.email])).rows[0].id;
  const startStock = Number((await db.query('SELECT available_count FROM variants WHERE id = $1', [checkoutVariant.id])).rows[0].available_count);
  const since = (await db.query('SELECT now() AS now')).rows[0].now as Date;
  await db.end();

  const shopper = new ShopClient(baseUrl, record, elapsed);
  await shopper.signIn(SHOPPER.email, SHOPPER.password);
  const checkout = await shopper.call('GET', '/api/checkout');
  const addressId: string | undefined = checkout.json?.data?.checkoutInfo?.shippingAddresses?.[0]?.id;
  if (!addressId) throw new Error('the demo shopper has no address');
  for (const line of (await shopper.call('GET', '/api/carts/sync')).json?.data?.cart?.cartVariants ?? []) {
    await shopper.call('PUT', '/api/carts/change', { body: { cartVariant: { variantId: line.variant.id, quantity: 0, remove: true } } });
  }

  /** Idempotency key → the placement the shopper was told about (null: no answer yet). */
  const keys = new Map<string, string | null>();
  let checkoutBusy = false;
  const placeOneOrder = async () => {
    const change = await shopper.call('PUT', '/api/carts/change', { body: { cartVariant: { variantId: checkoutVariant.id, quantity: 1 } } });
    if (change.status >= 300) return;
    const steps: [string, unknown][] = [
      ['/api/set-delivery-info', { deliveryInfo: { shippingAddressId: addressId, vatNotNeeded: true } }],
      ['/api/set-standard-order-delivery-instructions', { standardOrderDeliveryInstructions: '' }],
      ['/api/set-loyalty-info', { loyaltyInfo: { selection: 'not-now' } }],
      ['/api/set-billing-type', { type: 'paymentOnFulfillment' }],
    ];
    for (const [path, body] of steps) {
      if ((await shopper.call('POST', path, { body })).status >= 300) return;
    }
    const key = randomUUID();
    keys.set(key, null);
    state.placementInFlight = true;
    try {
      // A 409 answers a key whose first request is still being placed: asking again is safe.
      const placed = await shopper.call('POST', '/api/checkout/place-order', { body: { payment: {} }, headers: { 'idempotency-key': key }, retryStatuses: [409] });
      if (placed.status >= 200 && placed.status < 300) keys.set(key, placed.json.data.order.placementId);
    } finally {
      state.placementInFlight = false;
    }
  };

  const guests = Array.from({ length: scenario.clients }, () => new ShopClient(baseUrl, record, elapsed));
  await Promise.all(guests.map((guest) => guest.open()));
  /** Per guest: variant id → the quantity the gateway confirmed. */
  const savedLines = guests.map(() => new Map<string, number>());

  startedAt = Date.now();
  const endAt = startedAt + scenario.durationMs;
  const worker = async (index: number) => {
    const guest = guests[index] as ShopClient;
    while (Date.now() < endAt) {
      let operation = pickOperation(random());
      if (operation === 'checkout' && checkoutBusy) operation = 'browse';
      if (operation === 'browse') {
        const variant = pick(cartVariants);
        const choice = Math.floor(random() * 4);
        if (choice === 0) await guest.call('GET', '/', { headers: { isFromSPA: 'true' } });
        else if (choice === 1) await guest.call('GET', `/api/variant-by-id/${variant.gid}`);
        else if (choice === 2) await guest.call('GET', `/api/product/ples?categoryGid=${variant.categoryGid}&limit=24`);
        else await guest.call('POST', '/api/graphql', { body: { query: '{ categories { gid name } }' } });
      } else if (operation === 'search') {
        await guest.call('GET', `/api/search/${encodeURIComponent(pick(SEARCH_TERMS))}`);
      } else if (operation === 'add to cart') {
        const variant = pick(cartVariants);
        const quantity = 1 + Math.floor(random() * 3);
        const answer = await guest.call('PUT', '/api/carts/change', { body: { cartVariant: { variantId: variant.id, quantity } } });
        if (answer.status === 200) savedLines[index]?.set(variant.id, quantity);
      } else {
        checkoutBusy = true;
        try {
          await placeOneOrder();
        } finally {
          checkoutBusy = false;
        }
      }
    }
  };

  const faultsDone: string[] = [];
  // Each fault keeps its own time: a replica slow to start does not delay the primary's restart.
  const faults = Promise.all(
    scenario.faults.map(async (fault) => {
      const wait = startedAt + fault.atMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const began = Date.now() - startedAt;
      await fault.act(stack, state);
      faultsDone.push(`${(began / 1000).toFixed(1)} s ${fault.name} (took ${((Date.now() - startedAt - began) / 1000).toFixed(1)} s)`);
      say(`  ${faultsDone.at(-1)}`);
    }),
  );
  await Promise.all([...guests.map((_, index) => worker(index)), faults]);

  // Keys without an answer (every retry failed): the same key once more tells what became of it.
  for (const [key, placement] of keys) {
    if (placement !== null) continue;
    const placed = await shopper.call('POST', '/api/checkout/place-order', { body: { payment: {} }, headers: { 'idempotency-key': key }, retryStatuses: [409] });
    if (placed.status >= 200 && placed.status < 300) keys.set(key, placed.json.data.order.placementId);
  }

  const check = new pg.Client({ connectionString: stack.primaryUrl });
  await check.connect();
  try {
    const inDatabase: string[] = (
      await check.query('SELECT id FROM order_placements WHERE user_id = $1 AND created_at >= $2 ORDER BY id', [shopperId, since])
    ).rows.map((row: { id: string }) => row.id);
    const told = [...keys.values()].filter((placement): placement is string => placement !== null);
    const tolds = new Set(told);
    const lost = told.filter((placement) => !inDatabase.includes(placement));
    const unexpected = inDatabase.filter((placement) => !tolds.has(placement));
    const sold = Number(
      (
        await check.query(
          `SELECT COALESCE(sum(l.quantity), 0) AS sold FROM order_lines l JOIN orders o ON o.id = l.order_id
            WHERE o.placement_id = ANY($1::text[]) AND l.variant_id = $2`,
          [inDatabase, checkoutVariant.id],
        )
      ).rows[0].sold,
    );
    const now = Number((await check.query('SELECT available_count FROM variants WHERE id = $1', [checkoutVariant.id])).rows[0].available_count);

    const cartLinesMissing: string[] = [];
    for (const [index, guest] of guests.entries()) {
      const cart = (await guest.call('GET', '/api/carts/sync')).json?.data?.cart;
      const lines = new Map<string, number>((cart?.cartVariants ?? []).map((line: { variant: { id: string }; quantity: number }) => [line.variant.id, line.quantity]));
      for (const [variantId, quantity] of savedLines[index] ?? []) {
        if (lines.get(variantId) !== quantity) cartLinesMissing.push(`guest ${index + 1}: ${variantId} × ${quantity} (cart has ${lines.get(variantId) ?? 'none'})`);
      }
    }
    const trafficCalls = calls.filter((call) => call.at < scenario.durationMs);
    const serverFailures = trafficCalls.filter((call) => isServerFailure(call.status)).length;
    const unanswered = [...keys.values()].filter((placement) => placement === null).length;
    const orders = { told: told.length, inDatabase: inDatabase.length, lost, unexpected, unanswered };
    const stock = { variantId: checkoutVariant.id, start: startStock, now, sold };
    return {
      figures: figuresByPhase(trafficCalls, scenario.phases),
      faults: faultsDone,
      orders,
      cartLinesMissing,
      stock,
      serverFailures,
      requests: trafficCalls.length,
      ok:
        lost.length === 0 &&
        unexpected.length === 0 &&
        unanswered === 0 &&
        told.length === new Set(told).size &&
        cartLinesMissing.length === 0 &&
        now + sold === startStock &&
        serverFailures === 0,
    };
  } finally {
    await check.end();
  }
}

/** The report as the terminal shows it. */
export function formatReport(report: ResilienceReport, load: string): string {
  const rows = report.figures.map(
    (f) => `  ${f.phase.padEnd(22)} ${String(f.requests).padStart(7)} ${(f.errorRate * 100).toFixed(2).padStart(7)} % ${String(f.retried).padStart(8)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)}`,
  );
  const mark = (held: boolean) => (held ? 'ok  ' : 'FAIL');
  const { orders, stock } = report;
  return [
    `  ${'phase'.padEnd(22)} ${'requests'.padStart(7)} ${'5xx after retries'.padStart(9)} ${'retried'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`,
    ...rows,
    `  load average ${load}`,
    '',
    `${mark(orders.lost.length === 0 && orders.unanswered === 0)} every order a client was told about exists once: ${orders.told} told, ${orders.inDatabase} in the database${orders.lost.length ? `, lost ${orders.lost.join(', ')}` : ''}${orders.unanswered ? `, ${orders.unanswered} never answered` : ''}`,
    `${mark(orders.unexpected.length === 0)} no order placed that no client was told about${orders.unexpected.length ? `: ${orders.unexpected.join(', ')}` : ''}`,
    `${mark(report.cartLinesMissing.length === 0)} no saved cart line missing${report.cartLinesMissing.length ? `: ${report.cartLinesMissing.slice(0, 5).join('; ')}` : ''}`,
    `${mark(stock.now + stock.sold === stock.start)} stock + units sold = starting stock: ${stock.now} + ${stock.sold} = ${stock.now + stock.sold} (started ${stock.start})`,
    `${mark(report.serverFailures === 0)} no 5xx reached a client after retries: ${report.serverFailures} of ${report.requests}`,
  ].join('\n');
}
