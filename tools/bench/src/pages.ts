import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, devices, type Browser } from 'playwright-core';
import { startGateway, type RunningGateway } from './lib/gateway-process';
import { discoverRoutes, type Route } from './lib/demo-routes';
import { chromiumLaunchOptions } from './pages/chromium';
import {
  htmlScriptFiles,
  kilobytes,
  splitScripts,
  withStaticImports,
  type ScriptRequest,
  type ViteManifest,
} from './pages/first-load-js';
import { bytesByPath, LIGHTHOUSE_MOBILE_NETWORK, TransferLog, transferredBytes } from './pages/network';
import { cumulativeLayoutShift, median, VITALS_OBSERVER_SCRIPT, type RecordedVitals } from './pages/web-vitals';

/**
 * Page benchmark of the storefront (issues "Tests and budgets", #19 "Page speed"): starts the
 * built gateway with the built storefront on a fresh demo shop, loads each route in Chromium
 * with Lighthouse's mobile preset (Pixel 7 emulation, 4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s
 * down, 750 kbit/s up) and prints per route the bytes actually transferred (DevTools protocol
 * `Network.loadingFinished`, compressed as the gateway sent them, headers included):
 * - the HTML document;
 * - first-load JavaScript: the HTML's module scripts and preloads with their static imports
 *   (from the client build's manifest), plus every script Chromium requested before the load
 *   event (the language and route chunks the entry imports before hydrating); and, apart, the
 *   JavaScript deferred until after the load event (idle-time and after-hydration chunks);
 * - everything the load transferred until settled;
 * - for home, category and product pages, LCP and CLS, the median of several cold loads;
 * next to the budgets (product page first-load JS ≤ 150 kB, LCP ≤ 2.0 s, CLS ≤ 0.02). A
 * benchmark, not a test: it reports figures over budget and never fails on them.
 *
 * Env: BENCH_GATEWAY (dist/apps/gateway/main.js), BENCH_STOREFRONT_DIST (dist/apps/storefront),
 * BENCH_PAGE_RUNS (5), CHROMIUM_PATH.
 */

const mainJs = resolve(process.env['BENCH_GATEWAY'] ?? 'dist/apps/gateway/main.js');
const storefrontDist = resolve(process.env['BENCH_STOREFRONT_DIST'] ?? 'dist/apps/storefront');
const runs = Math.max(1, Number(process.env['BENCH_PAGE_RUNS'] ?? 5));
/** The storefront's asset prefix (apps/storefront/vite.config.mts). */
const ASSET_BASE = '/static/storefront/';
const CPU_SLOWDOWN = 4;
const MOBILE = devices['Pixel 7'];

const BUDGET = { productJsBytes: 150_000, lcpMs: 2000, cls: 0.02 };

interface RouteFigures {
  readonly route: Route;
  readonly status: number;
  /** The first-load HTML document (markup and inlined page data) as transferred. */
  readonly htmlBytes: number;
  /** Everything the first load transferred until settled (documents, scripts, styles, images, calls). */
  readonly totalBytes: number;
  readonly declaredBytes: number;
  /** Declared, plus scripts requested before the load event: what the page needs to hydrate. */
  readonly firstLoadBytes: number;
  /** Scripts requested only after the load event, until none was requested for 2 s. */
  readonly deferredBytes: number;
  readonly lcpMs?: number;
  readonly cls?: number;
  /** What the LCP was (element, image url, size), from the first load. */
  readonly lcpElement?: string;
  /** The first-load scripts with their transferred bytes, largest first. */
  readonly chunks: readonly { file: string; bytes: number }[];
}

function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

/** Client files (`assets/…`) as the paths the browser asks for. */
const assetPaths = (files: Iterable<string>) => [...files].map((file) => `${ASSET_BASE}${file}`);

interface LoadFigures {
  status: number;
  scripts: ScriptRequest[];
  /** Bytes transferred per path. */
  transferred: Map<string, number>;
  lcpMs: number;
  lcpElement: string;
  cls: number;
}

/**
 * One cold load with Lighthouse's mobile preset (Pixel 7 viewport, CPU slowed down, slow 4G
 * network): scripts requested, bytes transferred, LCP, CLS.
 */
async function measureLoad(browser: Browser, url: string): Promise<LoadFigures> {
  const context = await browser.newContext({ ...MOBILE });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const transfers = new TransferLog(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', LIGHTHOUSE_MOBILE_NETWORK);
    await page.addInitScript(VITALS_OBSERVER_SCRIPT);
    const scripts: ScriptRequest[] = [];
    // CDP delivers events in order: a request seen before the load event was made before it.
    let loaded = false;
    let lastScriptAt = Date.now();
    page.on('load', () => {
      loaded = true;
    });
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script' && path.startsWith(ASSET_BASE)) {
        scripts.push({ file: path.slice(ASSET_BASE.length), beforeLoad: !loaded });
        lastScriptAt = Date.now();
      }
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    // Settled: hydration's route chunks and data calls are done.
    await page.waitForLoadState('networkidle');
    const vitals = (await page.evaluate('window.__gioVitals')) as RecordedVitals;
    // Deferred chunks start from idle callbacks and timers, possibly after the network was first
    // idle: wait until no script has been asked for during 2 s (at most 15 s) to count them all.
    lastScriptAt = Math.max(lastScriptAt, Date.now());
    const giveUpAt = Date.now() + 15_000;
    while (Date.now() - lastScriptAt < 2000 && Date.now() < giveUpAt) await page.waitForTimeout(250);
    const lcp = vitals.lcp.at(-1);
    return {
      status: response?.status() ?? 0,
      scripts,
      transferred: bytesByPath(transfers.transfers()),
      lcpMs: lcp?.startTime ?? Number.NaN,
      lcpElement: lcp
        ? `${lcp.element || 'an element'}${lcp.url ? ` ${lcp.url.replace(/^https?:\/\/[^/]+/, '')}` : ''}, ${lcp.size} px²`
        : 'none',
      cls: cumulativeLayoutShift(vitals.shifts),
    };
  } finally {
    await context.close();
  }
}

async function measureRoute(browser: Browser, baseUrl: string, manifest: ViteManifest, route: Route): Promise<RouteFigures> {
  const html = await (await fetch(`${baseUrl}${route.path}`)).text();
  const declared = withStaticImports(htmlScriptFiles(html, ASSET_BASE), manifest);
  const loads = [];
  for (let i = 0; i < (route.vitals ? runs : 1); i += 1) loads.push(await measureLoad(browser, `${baseUrl}${route.path}`));
  const first = loads[0];
  if (!first) throw new Error(`no load of ${route.path}`);
  const { firstLoad, deferred } = splitScripts(declared, first.scripts);
  const bytes = (files: Iterable<string>) => transferredBytes(first.transferred, assetPaths(files));
  return {
    route,
    status: first.status,
    htmlBytes: first.transferred.get(new URL(`${baseUrl}${route.path}`).pathname) ?? 0,
    totalBytes: [...first.transferred.values()].reduce((sum, n) => sum + n, 0),
    declaredBytes: bytes(declared),
    firstLoadBytes: bytes(firstLoad),
    deferredBytes: bytes(deferred),
    chunks: firstLoad.map((file) => ({ file, bytes: bytes([file]) })).sort((a, b) => b.bytes - a.bytes),
    ...(route.vitals
      ? {
          lcpMs: median(loads.map((load) => load.lcpMs)),
          cls: median(loads.map((load) => load.cls)),
          lcpElement: first.lcpElement,
        }
      : {}),
  };
}

function verdict(value: number | undefined, budget: number): string {
  if (value === undefined) return '';
  return value <= budget ? 'ok' : 'OVER';
}

function printTable(rows: readonly RouteFigures[]): void {
  const line = (cells: string[], widths: number[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  const widths = [10, 44, 6, 8, 13, 14, 12, 13, 9, 7, 5, 6, 4];
  process.stdout.write(
    `\n${line(['route', 'path', 'status', 'HTML kB', 'JS kB (html)', 'JS kB (first)', 'JS ≤', 'JS kB (defer)', 'all kB', 'LCP ms', 'LCP', 'CLS', 'CLS'], widths)}\n`,
  );
  for (const row of rows) {
    const jsBudget = row.route.name === 'product' ? BUDGET.productJsBytes : undefined;
    process.stdout.write(
      `${line(
        [
          row.route.name,
          row.route.path.length > 44 ? `${row.route.path.slice(0, 43)}…` : row.route.path,
          String(row.status),
          kilobytes(row.htmlBytes),
          kilobytes(row.declaredBytes),
          kilobytes(row.firstLoadBytes),
          jsBudget ? `${kilobytes(jsBudget)} ${verdict(row.firstLoadBytes, jsBudget)}` : '',
          kilobytes(row.deferredBytes),
          kilobytes(row.totalBytes),
          row.lcpMs === undefined ? '' : row.lcpMs.toFixed(0),
          verdict(row.lcpMs, BUDGET.lcpMs),
          row.cls === undefined ? '' : row.cls.toFixed(3),
          verdict(row.cls, BUDGET.cls),
        ],
        widths,
      )}\n`,
    );
  }
  for (const row of rows) {
    if (row.lcpElement) process.stdout.write(`LCP element of ${row.route.name}: ${row.lcpElement}\n`);
  }
  const product = rows.find((row) => row.route.name === 'product');
  if (product) {
    process.stdout.write('Largest first-load scripts of the product page (kB transferred):');
    for (const chunk of product.chunks.slice(0, 8)) process.stdout.write(` ${chunk.file} ${kilobytes(chunk.bytes)};`);
    process.stdout.write('\n');
  }
  process.stdout.write(
    `\nBudgets: product page first-load JS ≤ ${kilobytes(BUDGET.productJsBytes)} kB. JS (html): what the HTML declares with its static imports; ` +
      `JS (first): that plus every script requested before the load event; JS (defer): scripts requested after the load event, until none was requested for 2 s. ` +
      `LCP ≤ ${BUDGET.lcpMs} ms, CLS ≤ ${BUDGET.cls}. HTML kB: the first-load document; all kB: every request of the load until settled. ` +
      `Sizes are bytes transferred (DevTools protocol Network.loadingFinished encodedDataLength: compressed as sent, headers included: brotli for the build's assets, which Chromium asks for), ` +
      `from the first load; 1 kB = 1,000 bytes. LCP and CLS: median of ${runs} cold loads. Lighthouse's mobile preset: ${MOBILE.viewport.width}×${MOBILE.viewport.height} ` +
      `mobile viewport (Pixel 7), ${CPU_SLOWDOWN}× CPU slowdown, ${LIGHTHOUSE_MOBILE_NETWORK.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up.\n`,
  );
}

async function main(): Promise<void> {
  const manifestPath = join(storefrontDist, 'client/.vite/manifest.json');
  if (!existsSync(mainJs) || !existsSync(manifestPath)) {
    throw new Error(`build first: ${mainJs} and ${manifestPath} are needed (npx nx run bench:bench:pages builds them)`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  process.stdout.write(
    `pages benchmark ${new Date().toISOString()}: ${cpus().length} cores, load average ${loadAverage()}; gateway ${mainJs}, storefront ${storefrontDist}\n`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'gio-bench-pages-'));
  let gateway: RunningGateway | null = null;
  let browser: Browser | null = null;
  try {
    gateway = await startGateway(mainJs, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STOREFRONT_DIST: storefrontDist,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      BOT_PROTECTION_PER_MINUTE: '0',
    });
    browser = await chromium.launch(chromiumLaunchOptions());
    const routes = await discoverRoutes(gateway.baseUrl);
    // A discarded load first: the gateway's first render of each kind warms its caches.
    for (const route of routes) await fetch(`${gateway.baseUrl}${route.path}`);
    const rows: RouteFigures[] = [];
    for (const route of routes) {
      rows.push(await measureRoute(browser, gateway.baseUrl, manifest, route));
      process.stdout.write(`measured ${route.name} (${route.path}), load average ${loadAverage()}\n`);
    }
    printTable(rows);
  } finally {
    await browser?.close();
    await gateway?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`benchmark failed to run: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
