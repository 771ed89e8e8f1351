import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { loadAverage } from './engines';
import { freePort } from './gateway-process';

/**
 * The bare-Node ceiling: a plain `node:http` server, in a child process of its own as the
 * gateway is, answering every GET with the same 24-item JSON list held in memory (no framework,
 * no database, no GraphQL). What this machine, this Node and autocannon manage at the same
 * connections and duration at this moment; every gateway figure is printed also as a share of
 * it, so runs on a loaded or a quiet machine can be compared.
 */
const CEILING_SERVER = `
const http = require('node:http');
const items = Array.from({ length: 24 }, (_, i) => ({
  id: String(2000001 + i), gid: 'v' + (2000001 + i), name: 'Sữa tươi tiệt trùng ' + (i + 1),
  price: 32000 + i * 1000, salePrice: null, inStock: true, stockStatus: 1,
  images: [{ original: '/images/' + (i + 1) + '.webp', width: 600, height: 600 }],
  brand: { name: 'Đà Lạt' }, promotionBadge: null,
}));
const body = Buffer.from(JSON.stringify({ data: { productListEntities: items, pageInfo: { endCursor: null, hasNextPage: false } } }));
http.createServer((request, response) => {
  request.resume();
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send && process.send('ready'));
`;

/** What the ceiling server answered under the benchmark's load. */
export interface CeilingFigures {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly load: string;
}

/** The ceiling server's port: BENCH_CEILING_PORT, else BENCH_PORT + 1 when that is set, else a free one. */
async function ceilingPort(): Promise<number> {
  const fixed = Number(process.env['BENCH_CEILING_PORT']);
  if (Number.isInteger(fixed) && fixed > 0) return fixed;
  const gateway = Number(process.env['BENCH_PORT']);
  if (Number.isInteger(gateway) && gateway > 0) return gateway + 1;
  return freePort();
}

/**
 * Starts the ceiling server, loads it as the scenarios are loaded (a discarded warm-up pass,
 * then one measured pass of `duration` seconds at `connections`) and stops it.
 */
export async function measureCeiling(
  connections: number,
  duration: number,
): Promise<CeilingFigures> {
  const port = await ceilingPort();
  const child: ChildProcess = spawn(process.execPath, ['-e', CEILING_SERVER], {
    env: { PATH: process.env['PATH'], PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`ceiling server exited with ${code}`)));
    });
    const url = `http://127.0.0.1:${port}/`;
    await autocannon({ url, connections, duration: Math.min(duration, 3) });
    const loadBefore = loadAverage();
    const result = await autocannon({ url, connections, duration });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      load: `${loadBefore}→${loadAverage()}`,
    };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

/** `value` as a percentage of the ceiling's req/s, one decimal ("12.3 %"). */
export function shareOfCeiling(requestsPerSecond: number, ceiling: CeilingFigures): string {
  if (ceiling.requestsPerSecond <= 0) return '—';
  return `${((100 * requestsPerSecond) / ceiling.requestsPerSecond).toFixed(1)} %`;
}
