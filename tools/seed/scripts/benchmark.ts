/**
 * Benchmark, not a test: generates a large demo shop (100,000 variants unless a count is
 * given), checks it with findDemoShopProblems and prints time and heap figures.
 * Run: npx nx run seed:benchmark  (or: node -r @swc-node/register tools/seed/scripts/benchmark.ts 250000)
 */
import { artworkSvg, findDemoShopProblems, generateDemoShop } from '../src/index';

const variants = Number(process.argv[2] ?? 100_000);
const heapBefore = process.memoryUsage().heapUsed;
const cpuBefore = process.cpuUsage();
const started = performance.now();
const shop = generateDemoShop({ variants });
const wallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;

const problems = findDemoShopProblems(shop);
const renderStarted = performance.now();
let svgBytes = 0;
for (const artwork of shop.artworks.slice(0, 1000)) svgBytes += artworkSvg(artwork).length;
const renderMs = performance.now() - renderStarted;

const counts = Object.fromEntries(
  Object.entries(shop)
    .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
    .map(([name, rows]) => [name, rows.length]),
);
console.log(JSON.stringify({ variants, wallMs: Math.round(wallMs), cpuMs: Math.round((cpu.user + cpu.system) / 1000), heapMb: Math.round(heapMb), render1000ArtworksMs: Math.round(renderMs), averageSvgBytes: Math.round(svgBytes / 1000), problems: problems.length, counts }, null, 2));
if (problems.length > 0) {
  console.error(problems.slice(0, 20).join('\n'));
  process.exitCode = 1;
}
