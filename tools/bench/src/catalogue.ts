import autocannon from 'autocannon';
import { databaseCpuMs, databasePrefix, forEachEngine, loadAverage, mainJs, printHeader, withFreshDatabase } from './lib/engines';
import { measureCeiling, shareOfCeiling, type CeilingFigures } from './lib/ceiling';
import { startGateway, runGateway, type RunningGateway } from './lib/gateway-process';
import { catalogueScenarios, distinctBody, type Scenario } from './lib/scenarios';

/**
 * Catalogue benchmark: starts the built gateway (dist/apps/gateway/main.js) as a child process,
 * seeds it, and runs autocannon against category listing, search and a product page. Prints
 * req/s, p50 and p99 per scenario, with the machine's load average around each run (other
 * work on the machine moves the figures more than anything else), each req/s also as a share of
 * the bare-Node ceiling measured in the same run (`lib/ceiling.ts`), and the gateway's highest
 * RSS during the scenario and its peak over the run. A benchmark, not a test: it never fails on
 * time.
 *
 * Env: BENCH_VARIANTS (default "2000,100000"), BENCH_ENGINES (default "pglite" plus
 * "postgres" when BENCH_DATABASE_URL or DATABASE_URL is set), BENCH_DURATION seconds (10),
 * BENCH_CONNECTIONS (50).
 */

const sizes = (process.env['BENCH_VARIANTS'] ?? '2000,100000').split(',').map(Number).filter((n) => n > 0);
const duration = Number(process.env['BENCH_DURATION'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 50);

interface Row {
  engine: string;
  variants: number;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** One-minute load average when the scenario started and when it ended. */
  load: string;
  /** The gateway's highest RSS sampled during the measured pass, MB. */
  rssMb: number;
  /** CPU ms per request of the gateway and of its PostgreSQL backends (null: PGlite, inside the gateway). */
  cpu: { gateway: number | null; database: number | null };
}

/** Numbers the requests of distinct scenarios across passes, so that no pass repeats another's. */
let distinctRequests = 0;

async function load(
  gateway: RunningGateway,
  databaseUrl: string | undefined,
  scenario: Scenario,
): Promise<Omit<Row, 'engine' | 'variants'>> {
  const baseUrl = gateway.baseUrl;
  gateway.markRss();
  const gatewayCpu = gateway.cpuMs();
  const databaseCpu = await databaseCpuMs(databaseUrl);
  const loadBefore = loadAverage();
  const body = scenario.body ?? '';
  const result = await autocannon({
    url: baseUrl,
    requests: [
      {
        method: scenario.method,
        path: scenario.path,
        headers: scenario.headers,
        body: scenario.body,
        ...(scenario.distinct ? { setupRequest: (request) => ({ ...request, body: distinctBody(body, (distinctRequests += 1)) }) } : {}),
      },
    ],
    connections,
    duration,
  });
  return {
    scenario: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    load: `${loadBefore}→${loadAverage()}`,
    rssMb: gateway.rssSinceMarkMb(),
    cpu: {
      gateway: perRequest(gatewayCpu, gateway.cpuMs(), result.requests.total),
      database: perRequest(databaseCpu, await databaseCpuMs(databaseUrl), result.requests.total),
    },
  };
}

const perRequest = (before: number | null, after: number | null, requests: number): number | null =>
  before === null || after === null || requests === 0 ? null : Math.round(((after - before) / requests) * 100) / 100;

const cpuText = (cpu: Row['cpu']): string =>
  `${cpu.gateway === null ? '—' : cpu.gateway.toFixed(2)}+${cpu.database === null ? '—' : cpu.database.toFixed(2)}`;

async function discover(baseUrl: string): Promise<Scenario[]> {
  const post = async (query: string) => {
    const response = await fetch(`${baseUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as { data: Record<string, unknown> };
  };
  const { data } = await post('{ categories { gid } }');
  const gids = (data['categories'] as { gid: string }[]).map((c) => c.gid);
  let best = { gid: gids[0] ?? '', count: -1 };
  for (const gid of gids) {
    const page = await post(`{ plesByCategoryGid(categoryGid: "${gid}") { totalCount } }`);
    const count = (page.data['plesByCategoryGid'] as { totalCount: number }).totalCount;
    if (count > best.count) best = { gid, count };
  }
  const ples = (await (await fetch(`${baseUrl}/api/product/ples?categoryGid=${best.gid}&limit=1`)).json()) as {
    data: { productListEntities: { variant: { path: string } }[] };
  };
  const productPath = ples.data.productListEntities[0]?.variant.path ?? '/';
  return catalogueScenarios(best.gid, productPath, 'sua');
}

interface EngineRun {
  rows: Row[];
  /** The gateway's peak RSS over the whole run (startup, warm-ups and scenarios), MB. */
  peakRssMb: number;
}

async function benchOne(engine: string, variants: number): Promise<EngineRun> {
  const run = async (env: NodeJS.ProcessEnv): Promise<EngineRun> => {
    const seedStarted = Date.now();
    await runGateway(mainJs, ['seed', '--variants', String(variants), '--reset'], env);
    process.stdout.write(`${engine} ${variants}: seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s\n`);
    // One address sends all the load: the bot protection (403 CAPTCHA_REQUIRED) is switched off.
    const gateway: RunningGateway = await startGateway(mainJs, { ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn', BOT_PROTECTION_PER_MINUTE: '0' });
    try {
      const scenarios = await discover(gateway.baseUrl);
      const rows: Row[] = [];
      for (const scenario of scenarios) {
        const databaseUrl = env['DATABASE_URL'] || undefined;
        await load(gateway, databaseUrl, { ...scenario }); // warm-up pass is discarded
        rows.push({ engine, variants, ...(await load(gateway, databaseUrl, scenario)) });
      }
      return { rows, peakRssMb: gateway.peakRssMb() };
    } finally {
      await gateway.stop();
    }
  };
  return withFreshDatabase(engine, `${databasePrefix}_${variants}`, run);
}

function printCeiling(ceiling: CeilingFigures): void {
  process.stdout.write(
    `bare-Node ceiling (node:http, 24-item JSON list from memory): ${ceiling.requestsPerSecond} req/s, ` +
      `p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms, load avg ${ceiling.load}\n`,
  );
}

async function main(): Promise<void> {
  printHeader('catalogue benchmark', `${connections} connections, ${duration} s per scenario`);
  const ceiling = await measureCeiling(connections, duration);
  printCeiling(ceiling);
  const rows: Row[] = [];
  const peaks: string[] = [];
  for (const variants of sizes) {
    const perEngine = await forEachEngine(
      (engine) => `${engine} ${variants}`,
      async (engine) => ({ engine, ...(await benchOne(engine, variants)) }),
    );
    for (const run of perEngine) {
      rows.push(...run.rows);
      peaks.push(`${run.engine} ${variants}: ${run.peakRssMb} MB`);
    }
  }
  const ceilingAfter = await measureCeiling(connections, duration);
  process.stdout.write(
    '\nengine    variants  scenario                          req/s  % ceiling  p50 ms  p99 ms  errors  RSS MB  CPU ms/req gw+db  load avg\n',
  );
  for (const r of rows) {
    process.stdout.write(
      `${r.engine.padEnd(9)} ${String(r.variants).padStart(8)}  ${r.scenario.padEnd(32)} ${String(r.requestsPerSecond).padStart(6)}  ` +
        `${shareOfCeiling(r.requestsPerSecond, ceiling).padStart(9)}  ${String(r.p50).padStart(6)} ${String(r.p99).padStart(7)}  ` +
        `${String(r.errors).padStart(6)}  ${String(r.rssMb).padStart(6)}  ${cpuText(r.cpu).padStart(16)}  ${r.load}\n`,
    );
  }
  process.stdout.write('\nceiling at the start: ');
  printCeiling(ceiling);
  process.stdout.write('ceiling at the end:   ');
  printCeiling(ceilingAfter);
  process.stdout.write(`gateway peak RSS (whole run, VmHWM): ${peaks.join('; ')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark failed to run: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
