import autocannon from 'autocannon';
import {
  databaseCpuMs,
  databasePrefix,
  forEachEngine,
  loadAverage,
  mainJs,
  printHeader,
  withFreshDatabase,
} from './lib/engines';
import { measureCeiling, shareOfCeiling, type CeilingFigures } from './lib/ceiling';
import { runGateway, startGateway, type RunningGateway } from './lib/gateway-process';

/**
 * Cart and checkout benchmark: starts the built gateway as a child process (as the catalogue
 * benchmark does), signs in as the demo shopper, and prints
 * - add-to-cart (`PUT /api/carts/change`) req/s, p50 and p99 at BENCH_CONNECTIONS (50)
 *   connections, twice: spread over 50 guest carts (many shoppers at once), and all on the demo
 *   shopper's one cart, which queues every change on the cart's row lock (the worst case);
 * - the SQL statements one order placement runs inside its transaction (target at most 40), read
 *   from the gateway's `gio_order_placement_sql_statements` histogram at /metrics after placing
 *   real orders through the API.
 * Every req/s is printed also as a share of the bare-Node ceiling measured in the same run
 * (`lib/ceiling.ts`), with the gateway's highest RSS during each load and its peak over the run.
 * A benchmark, not a test: it never fails on time.
 *
 * Env: BENCH_ENGINES (default "pglite" plus "postgres" when BENCH_DATABASE_URL or DATABASE_URL
 * is set), BENCH_VARIANTS (2000), BENCH_DURATION seconds (10), BENCH_CONNECTIONS (50),
 * BENCH_ORDERS (5 placements measured), BENCH_TIMEOUT (60 s per request), BENCH_GATEWAY.
 */

const variants = Number(process.env['BENCH_VARIANTS'] ?? 2000);
const duration = Number(process.env['BENCH_DURATION'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const orders = Number(process.env['BENCH_ORDERS'] ?? 5);
/** Seconds before autocannon gives up on a request: a saturated PGlite answers, late, rather than not at all. */
const requestTimeout = Number(process.env['BENCH_TIMEOUT'] ?? 60);

/** The demo shopper of the gateway README (a returning customer with an address and a phone). */
const SHOPPER = { email: 'khach.quen@gio.vn', password: 'GioDemo@2025' };

interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /**
   * p99 of the successful answers after each connection's first. autocannon opens its connections at the
   * start of a pass; on a process already saturated a new connection waits for its first answer
   * far longer than an open one does (a bare Node server burning the same CPU per request shows
   * the same ramp), and on PGlite that ramp alone is the whole p99. Both are printed.
   */
  p99Connected: number;
  errors: number;
  load: string;
  /** The gateway's highest RSS sampled during the pass, MB. */
  rssMb: number;
  /** CPU ms per request of the gateway process and of its PostgreSQL backends (null: PGlite, in the gateway). */
  cpuPerRequest: { gateway: number | null; database: number | null };
}

interface Result {
  engine: string;
  manyCarts: LoadFigures;
  oneCart: LoadFigures;
  placement: { orders: number; statementsPerOrder: number; maxBucket: string };
  /** The gateway's peak RSS over the whole run, MB. */
  peakRssMb: number;
}

/** Parsed JSON of a gateway answer; the benchmark reads a few fields by name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- arbitrary response shapes
type Json = any;

/** A signed-in session: its cookie and CSRF token, kept as a browser would. */
class Session {
  private cookies = new Map<string, string>();
  csrf = '';
  constructor(private readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: Json }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': this.csrf,
        cookie: this.cookieHeader,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const index = pair.indexOf('=');
      if (index > 0) this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }

  async signIn(): Promise<void> {
    this.csrf = (await this.call('GET', '/api/session')).json.csrfToken;
    const login = await this.call('POST', '/api/login', { loginData: SHOPPER });
    if (login.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login.json)}`);
    this.csrf = login.json.data.csrfToken;
  }
}

async function must(
  session: Session,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const res = await session.call(method, path, body, headers);
  if (res.status >= 300)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json;
}

/** A standard-delivery variant with plenty of stock, found through the public catalogue calls. */
async function standardVariant(baseUrl: string): Promise<string> {
  const graphql = async (query: string) =>
    (await (
      await fetch(`${baseUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      })
    ).json()) as {
      data: Record<string, Json>;
    };
  const gids: string[] = (await graphql('{ categories { gid } }')).data['categories'].map(
    (c: { gid: string }) => c.gid,
  );
  for (const gid of gids) {
    const page = (await (
      await fetch(`${baseUrl}/api/product/ples?categoryGid=${gid}&limit=60`)
    ).json()) as Json;
    const found = (page.data?.productListEntities ?? [])
      .map((entity: { variant?: Json }) => entity.variant)
      .find(
        (v: Json) =>
          v &&
          v.fulfillerType === 9 &&
          v.state === 1 &&
          v.availableCount >= 50 &&
          v.maxCartQuantity >= 3 &&
          !v.product?.isAgeGated &&
          v.product?.productType !== 1,
      );
    if (found) return found.id;
  }
  throw new Error('no standard-delivery variant with stock found');
}

/** Each request moves a line between three quantities on the next session's cart: every request is a real change. */
async function addToCartLoad(
  gateway: RunningGateway,
  databaseUrl: string | undefined,
  sessions: readonly Session[],
  variantId: string,
): Promise<LoadFigures> {
  const baseUrl = gateway.baseUrl;
  gateway.markRss();
  const gatewayCpuBefore = gateway.cpuMs();
  const databaseCpuBefore = await databaseCpuMs(databaseUrl);
  const loadBefore = loadAverage();
  let sent = 0;
  const answered = new WeakSet<object>();
  const afterFirst: number[] = [];
  const run = autocannon({
    url: baseUrl,
    connections,
    duration,
    timeout: requestTimeout,
    requests: [
      {
        method: 'PUT',
        path: '/api/carts/change',
        setupRequest: (request) => {
          const session = sessions[sent % sessions.length] as Session;
          const quantity = 1 + (Math.floor(sent / sessions.length) % 3);
          sent += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-csrf-token': session.csrf,
              cookie: session.cookieHeader,
            },
            body: JSON.stringify({ cartVariant: { variantId, quantity } }),
          };
        },
      },
    ],
  });
  run.on('response', (client, status, _bytes, responseTime) => {
    if (answered.has(client)) {
      if (status >= 200 && status < 300) afterFirst.push(responseTime);
    } else answered.add(client);
  });
  const result = await run;
  afterFirst.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    p99Connected: Math.round(
      afterFirst[Math.min(afterFirst.length - 1, Math.floor(afterFirst.length * 0.99))] ?? 0,
    ),
    errors: result.errors + result.non2xx,
    load: `${loadBefore}→${loadAverage()}`,
    rssMb: gateway.rssSinceMarkMb(),
    cpuPerRequest: await cpuPerRequest(
      gateway,
      databaseUrl,
      gatewayCpuBefore,
      databaseCpuBefore,
      result.requests.total,
    ),
  };
}

async function cpuPerRequest(
  gateway: RunningGateway,
  databaseUrl: string | undefined,
  gatewayBefore: number | null,
  databaseBefore: number | null,
  requests: number,
): Promise<LoadFigures['cpuPerRequest']> {
  const gatewayAfter = gateway.cpuMs();
  const databaseAfter = await databaseCpuMs(databaseUrl);
  const per = (before: number | null, after: number | null) =>
    before === null || after === null || requests === 0
      ? null
      : Math.round(((after - before) / requests) * 100) / 100;
  return {
    gateway: per(gatewayBefore, gatewayAfter),
    database: per(databaseBefore, databaseAfter),
  };
}

async function placeOrders(session: Session, variantId: string): Promise<void> {
  const { data } = await must(session, 'GET', '/api/checkout');
  const addressId = data.checkoutInfo.shippingAddresses[0]?.id;
  if (!addressId) throw new Error('the demo shopper has no address');
  for (let i = 0; i < orders; i += 1) {
    await must(session, 'PUT', '/api/carts/change', { cartVariant: { variantId, quantity: 2 } });
    await must(session, 'POST', '/api/set-delivery-info', {
      deliveryInfo: { shippingAddressId: addressId, vatNotNeeded: true },
    });
    await must(session, 'POST', '/api/set-standard-order-delivery-instructions', {
      standardOrderDeliveryInstructions: '',
    });
    await must(session, 'POST', '/api/set-loyalty-info', { loyaltyInfo: { selection: 'not-now' } });
    await must(session, 'POST', '/api/set-billing-type', { type: 'paymentOnFulfillment' });
    await must(
      session,
      'POST',
      '/api/checkout/place-order',
      { payment: {} },
      { 'idempotency-key': `bench-${Date.now()}-${i}` },
    );
  }
}

async function statementsFromMetrics(baseUrl: string): Promise<Result['placement']> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);
  const count = value(/^gio_order_placement_sql_statements_count (\d+)$/m);
  const sum = value(/^gio_order_placement_sql_statements_sum (\d+(?:\.\d+)?)$/m);
  const le40 = value(/^gio_order_placement_sql_statements_bucket\{le="40"\} (\d+)$/m);
  return {
    orders: count,
    statementsPerOrder: Math.round((sum / count) * 10) / 10,
    maxBucket: le40 === count ? '≤ 40 for every order' : `${count - le40} above 40`,
  };
}

async function benchEngine(engine: string): Promise<Result> {
  const run = async (env: NodeJS.ProcessEnv): Promise<Result> => {
    // A fresh database each run, so no --reset (which truncates the catalogue).
    await runGateway(mainJs, ['seed', '--variants', String(variants)], env);
    const gateway: RunningGateway = await startGateway(mainJs, {
      ...env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      BOT_PROTECTION_PER_MINUTE: '0',
    });
    try {
      const session = new Session(gateway.baseUrl);
      await session.signIn();
      const variantId = await standardVariant(gateway.baseUrl);
      const guests: Session[] = [];
      for (let i = 0; i < connections; i += 1) {
        const guest = new Session(gateway.baseUrl);
        guest.csrf = (await guest.call('GET', '/api/session')).json.csrfToken;
        guests.push(guest);
      }
      const databaseUrl = env['DATABASE_URL'] || undefined;
      await addToCartLoad(gateway, databaseUrl, guests, variantId); // warm-up pass is discarded
      const manyCarts = await addToCartLoad(gateway, databaseUrl, guests, variantId);
      const oneCart = await addToCartLoad(gateway, databaseUrl, [session], variantId);
      await placeOrders(session, variantId);
      return {
        engine,
        manyCarts,
        oneCart,
        placement: await statementsFromMetrics(gateway.baseUrl),
        peakRssMb: gateway.peakRssMb(),
      };
    } finally {
      await gateway.stop();
    }
  };
  return withFreshDatabase(engine, `${databasePrefix}_cart_checkout`, run);
}

async function main(): Promise<void> {
  printHeader(
    'cart-checkout benchmark',
    `${variants} variants, ${connections} connections, ${duration} s`,
  );
  const ceiling = await measureCeiling(connections, duration);
  printCeiling(ceiling);
  const results = await forEachEngine((engine) => engine, benchEngine);
  const ceilingAfter = await measureCeiling(connections, duration);
  process.stdout.write(
    '\nengine    add-to-cart            req/s  % ceiling  p50 ms  p99 ms  p99 after 1st  errors  RSS MB  CPU ms/req gw+db  load avg\n',
  );
  for (const r of results) {
    for (const [name, figures] of [
      ['50 guest carts', r.manyCarts],
      ['one cart', r.oneCart],
    ] as const) {
      process.stdout.write(
        `${r.engine.padEnd(9)} ${name.padEnd(20)} ${String(figures.requestsPerSecond).padStart(6)}  ` +
          `${shareOfCeiling(figures.requestsPerSecond, ceiling).padStart(9)}  ${String(figures.p50).padStart(6)}  ` +
          `${String(figures.p99).padStart(6)}  ${String(figures.p99Connected).padStart(13)}  ${String(figures.errors).padStart(6)}  ${String(figures.rssMb).padStart(6)}  ${cpuText(figures.cpuPerRequest).padStart(16)}  ${figures.load}\n`,
      );
    }
  }
  process.stdout.write('\nengine    orders placed  SQL statements per placement\n');
  for (const r of results) {
    process.stdout.write(
      `${r.engine.padEnd(9)} ${String(r.placement.orders).padStart(13)}  ${r.placement.statementsPerOrder} (${r.placement.maxBucket})\n`,
    );
  }
  process.stdout.write('\nceiling at the start: ');
  printCeiling(ceiling);
  process.stdout.write('ceiling at the end:   ');
  printCeiling(ceilingAfter);
  process.stdout.write(
    `gateway peak RSS (whole run, VmHWM): ${results.map((r) => `${r.engine} ${r.peakRssMb} MB`).join('; ')}\n`,
  );
}

function cpuText(cpu: LoadFigures['cpuPerRequest']): string {
  const format = (ms: number | null) => (ms === null ? '—' : ms.toFixed(2));
  return `${format(cpu.gateway)}+${format(cpu.database)}`;
}

function printCeiling(ceiling: CeilingFigures): void {
  process.stdout.write(
    `bare-Node ceiling (node:http, 24-item JSON list from memory): ${ceiling.requestsPerSecond} req/s, ` +
      `p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms, load avg ${ceiling.load}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `benchmark failed to run: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
