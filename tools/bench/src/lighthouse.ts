import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { discoverRoutes } from './lib/demo-routes';
import { startGateway, type RunningGateway } from './lib/gateway-process';
import { lighthouseFigures, medianFigures, type LighthouseFigures } from './lighthouse/report';

/**
 * Lighthouse benchmark (issue "Page speed and serving"): the production build of the gateway with
 * both apps on a fresh demo shop (PGlite), bot protection as deployed, and Lighthouse 12.2.3's
 * default configuration, which is its mobile preset: a Moto G Power-sized screen, simulated slow
 * 4G (150 ms RTT, 1.6 Mbit/s) and a 4× CPU slowdown, with the bytes the server really sends
 * (compressed). For home, a category, a product, search results and an account page it prints
 * the median of BENCH_LIGHTHOUSE_RUNS runs (3) of performance, LCP, TBT, CLS and transferred
 * bytes beside the targets, and the back/forward-cache verdict. A benchmark: it never fails on
 * a figure.
 *
 * Env: BENCH_GATEWAY (dist/apps/gateway/main.js), BENCH_STOREFRONT_DIST, BENCH_ACCOUNT_DIST,
 * BENCH_LIGHTHOUSE_RUNS, BENCH_LIGHTHOUSE_PAGES (comma-separated page names, all by default),
 * BENCH_LIGHTHOUSE_KEEP (a folder to keep each run's JSON report in, to read its audits),
 * CHROMIUM_PATH (/usr/bin/chromium).
 */

const run = promisify(execFile);
const mainJs = resolve(process.env['BENCH_GATEWAY'] ?? 'dist/apps/gateway/main.js');
const storefrontDist = resolve(process.env['BENCH_STOREFRONT_DIST'] ?? 'dist/apps/storefront');
const accountDist = resolve(process.env['BENCH_ACCOUNT_DIST'] ?? 'dist/apps/account');
const runs = Math.max(1, Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3));
const chromiumPath = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';
const onlyPages = (process.env['BENCH_LIGHTHOUSE_PAGES'] ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const keepDir = process.env['BENCH_LIGHTHOUSE_KEEP'] ? resolve(process.env['BENCH_LIGHTHOUSE_KEEP']) : null;
const lighthouseCli = require.resolve('lighthouse/cli/index.js');

/** The demo account the account page is measured with (apps/gateway/src/users/demo-users.ts). */
const DEMO_ACCOUNT = { email: 'khach.moi@gio.vn', password: 'GioDemo@2025' };

const TARGETS = { shopPerformance: 95, accountPerformance: 90, lcpMs: 2000, tbtMs: 150, cls: 0.02 };

/** The e2e suites' flags: headless in a container, no traffic of its own, loopback hosts only. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
].join(' ');

interface Page {
  readonly name: string;
  readonly path: string;
  readonly account: boolean;
}

function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

/** Signs the demo account in and returns its session cookie, for the account page. */
async function signIn(baseUrl: string): Promise<string> {
  const session = await fetch(`${baseUrl}/api/session`);
  const cookies = session.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie: cookies.join('; ') },
    body: JSON.stringify({ loginData: DEMO_ACCOUNT }),
  });
  if (login.status !== 200) throw new Error(`demo sign-in answered ${login.status}`);
  const signedIn = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return signedIn.join('; ');
}

async function lighthouse(name: string, url: string, outputDir: string, cookie: string | null): Promise<LighthouseFigures> {
  const output = join(keepDir ?? outputDir, `lh-${name}-${Date.now()}.json`);
  const args = [
    lighthouseCli,
    url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--only-categories=performance',
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  await run(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 });
  const figures = lighthouseFigures(JSON.parse(readFileSync(output, 'utf8')));
  if (!keepDir) rmSync(output, { force: true });
  return figures;
}

function cell(value: string, width: number): string {
  return value.padStart(width);
}

function printTable(rows: readonly { page: Page; figures: LighthouseFigures }[]): void {
  const header = ['page', 'perf', 'LCP s', 'TBT ms', 'CLS', 'KiB sent', 'bfcache'];
  const widths = [10, 6, 7, 8, 7, 10, 0];
  process.stdout.write(`\n${header.map((h, i) => (i === 0 ? h.padEnd(widths[0]!) : cell(h, widths[i]!))).join(' ')}\n`);
  for (const { page, figures } of rows) {
    const target = page.account ? TARGETS.accountPerformance : TARGETS.shopPerformance;
    const mark = (ok: boolean) => (ok ? ' ' : '!');
    process.stdout.write(
      [
        page.name.padEnd(widths[0]!),
        cell(`${figures.performance}${mark(figures.performance >= target)}`, widths[1]!),
        cell(`${(figures.lcpMs / 1000).toFixed(2)}${mark(figures.lcpMs <= TARGETS.lcpMs)}`, widths[2]!),
        cell(`${Math.round(figures.tbtMs)}${mark(figures.tbtMs <= TARGETS.tbtMs)}`, widths[3]!),
        cell(`${figures.cls.toFixed(3)}${mark(figures.cls <= TARGETS.cls)}`, widths[4]!),
        cell(`${Math.round(figures.transferBytes / 1024)}`, widths[5]!),
        ` ${figures.bfcache}`,
      ].join(' ') + '\n',
    );
  }
  process.stdout.write(
    `\ntargets: performance ≥ ${TARGETS.shopPerformance} (account pages ≥ ${TARGETS.accountPerformance}), LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}; ! marks a figure over its target. Median of ${runs} runs.\n`,
  );
}

async function main(): Promise<void> {
  for (const needed of [mainJs, join(storefrontDist, 'client'), join(accountDist, 'index.html'), chromiumPath]) {
    if (!existsSync(needed)) throw new Error(`missing ${needed}: build first (npx nx run bench:bench:lighthouse builds the apps)`);
  }
  process.stdout.write(
    `lighthouse benchmark ${new Date().toISOString()}: ${cpus().length} cores, load average ${loadAverage()}; mobile preset (simulated slow 4G, 4× CPU)\n`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'gio-bench-lighthouse-'));
  let gateway: RunningGateway | null = null;
  try {
    gateway = await startGateway(mainJs, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STOREFRONT_DIST: storefrontDist,
      ACCOUNT_DIST: accountDist,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    });
    const routes = await discoverRoutes(gateway.baseUrl);
    const byName = new Map(routes.map((route) => [route.name, route.path]));
    const allPages: Page[] = [
      { name: 'home', path: '/', account: false },
      { name: 'category', path: byName.get('category') ?? '/', account: false },
      { name: 'product', path: byName.get('product') ?? '/', account: false },
      { name: 'search', path: byName.get('search') ?? '/', account: false },
      { name: 'account', path: '/account', account: true },
    ];
    const pages = onlyPages.length === 0 ? allPages : allPages.filter((page) => onlyPages.includes(page.name));
    if (keepDir) mkdirSync(keepDir, { recursive: true });
    const cookie = await signIn(gateway.baseUrl);
    // A discarded load of each page first: the gateway's first render of each kind warms its caches.
    for (const page of pages) await fetch(`${gateway.baseUrl}${page.path}`, { headers: page.account ? { cookie } : {} });
    const rows: { page: Page; figures: LighthouseFigures }[] = [];
    for (const page of pages) {
      const samples: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i += 1) {
        samples.push(await lighthouse(page.name, `${gateway.baseUrl}${page.path}`, dataDir, page.account ? cookie : null));
      }
      rows.push({ page, figures: medianFigures(samples) });
      process.stdout.write(`measured ${page.name} (${page.path}), load average ${loadAverage()}\n`);
    }
    printTable(rows);
    process.stdout.write(`load average at the end ${loadAverage()}\n`);
  } finally {
    await gateway?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark failed to run: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
