import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startGateway, runGateway, type RunningGateway } from './lib/gateway-process';
import { catalogueScenarios, distinctBody, type Scenario } from './lib/scenarios';

/**
 * Catalogue benchmark: starts the built gateway (dist/apps/gateway/main.js) as a child process,
 * seeds it, and runs autocannon against category listing, search and a product page. Prints
 * req/s, p50 and p99 per scenario, with the machine's load average around each run (other
 * work on the machine moves the figures more than anything else). A benchmark, not a test: it
 * never fails on time.
 *
 * Env: BENCH_VARIANTS (default "2000,100000"), BENCH_ENGINES (default "pglite" plus
 * "postgres" when BENCH_DATABASE_URL or DATABASE_URL is set), BENCH_DURATION seconds (10),
 * BENCH_CONNECTIONS (50).
 */

const mainJs = resolve(process.env['BENCH_GATEWAY'] ?? 'dist/apps/gateway/main.js');
const serverUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['DATABASE_URL'];
const sizes = (process.env['BENCH_VARIANTS'] ?? '2000,100000').split(',').map(Number).filter((n) => n > 0);
const engines = (process.env['BENCH_ENGINES'] ?? (serverUrl ? 'pglite,postgres' : 'pglite')).split(',');
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
}

/** Numbers the requests of distinct scenarios across passes, so that no pass repeats another's. */
let distinctRequests = 0;

function loadAverage(): string {
  return (loadavg()[0] ?? 0).toFixed(1);
}

async function load(baseUrl: string, scenario: Scenario): Promise<Omit<Row, 'engine' | 'variants'>> {
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
  };
}

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

async function withServerDatabase<T>(variants: number, fn: (url: string) => Promise<T>): Promise<T> {
  if (!serverUrl) throw new Error('postgres engine needs BENCH_DATABASE_URL or DATABASE_URL');
  const name = `gio_bench_${variants}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  }
}

async function benchOne(engine: string, variants: number): Promise<Row[]> {
  const run = async (env: NodeJS.ProcessEnv): Promise<Row[]> => {
    const seedStarted = Date.now();
    await runGateway(mainJs, ['seed', '--variants', String(variants), '--reset'], env);
    process.stdout.write(`${engine} ${variants}: seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s\n`);
    // One address sends all the load: the bot protection (403 CAPTCHA_REQUIRED) is switched off.
    const gateway: RunningGateway = await startGateway(mainJs, { ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn', BOT_PROTECTION_PER_MINUTE: '0' });
    try {
      const scenarios = await discover(gateway.baseUrl);
      const rows: Row[] = [];
      for (const scenario of scenarios) {
        await load(gateway.baseUrl, { ...scenario }); // warm-up pass is discarded
        rows.push({ engine, variants, ...(await load(gateway.baseUrl, scenario)) });
      }
      return rows;
    } finally {
      await gateway.stop();
    }
  };
  if (engine === 'postgres') return withServerDatabase(variants, (url) => run({ DATABASE_URL: url }));
  const dataDir = mkdtempSync(join(tmpdir(), 'gio-bench-'));
  try {
    return await run({ DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  process.stdout.write(
    `catalogue benchmark ${new Date().toISOString()}: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ` +
      `${connections} connections, ${duration} s per scenario, gateway ${mainJs}\n`,
  );
  const rows: Row[] = [];
  for (const engine of engines) {
    for (const variants of sizes) {
      try {
        rows.push(...(await benchOne(engine, variants)));
      } catch (error) {
        process.stdout.write(`${engine} ${variants}: skipped (${error instanceof Error ? error.message : String(error)})\n`);
      }
    }
  }
  process.stdout.write('\nengine    variants  scenario                          req/s    p50 ms  p99 ms  errors  load avg\n');
  for (const r of rows) {
    process.stdout.write(
      `${r.engine.padEnd(9)} ${String(r.variants).padStart(8)}  ${r.scenario.padEnd(32)} ${String(r.requestsPerSecond).padStart(6)}  ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)}  ${String(r.errors).padStart(6)}  ${r.load}\n`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark failed to run: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
