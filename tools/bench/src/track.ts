import autocannon from 'autocannon';
import { databasePrefix, forEachEngine, loadAverage, mainJs, printHeader, withFreshDatabase } from './lib/engines';
import { startGateway, type RunningGateway } from './lib/gateway-process';
import { trackingBatchBody, TRACK_METRICS } from './lib/track-batch';

/**
 * Tracking ingestion benchmark: starts the built gateway as a child process (as the catalogue
 * benchmark does) on an empty database, posts batches of tracking events to `POST /track` with
 * autocannon, then waits until the gateway has written every accepted event and prints
 *
 * - the requests and events per second `/track` accepted, with p50 and p99 latency;
 * - the events per second ingested: events written to `tracking_events` (the gateway's
 *   `gio_tracking_events_stored_total` at /metrics) over the time from the first request until
 *   the last event was written;
 * - answers other than 202 (503 when the buffer had no room).
 *
 * A benchmark, not a test: it never fails on time.
 *
 * Env: BENCH_ENGINES (default "pglite" plus "postgres" when BENCH_DATABASE_URL or DATABASE_URL
 * is set), BENCH_DURATION seconds (10), BENCH_CONNECTIONS (20), BENCH_BATCH events per request
 * (100, the most a batch may hold), BENCH_GATEWAY.
 */

const duration = Number(process.env['BENCH_DURATION'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 20);
const batchSize = Number(process.env['BENCH_BATCH'] ?? 100);

interface Row {
  engine: string;
  requestsPerSecond: number;
  acceptedPerSecond: number;
  ingestedPerSecond: number;
  p50: number;
  p99: number;
  refused: number;
  drainSeconds: number;
  load: string;
}


/** The gateway's accepted and stored event counters at /metrics. */
async function counters(baseUrl: string): Promise<{ accepted: number; stored: number }> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const read = (name: string) => {
    const match = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
    return match?.[1] ? Number(match[1]) : 0;
  };
  return { accepted: read(TRACK_METRICS.accepted), stored: read(TRACK_METRICS.stored) };
}

async function measure(engine: string, baseUrl: string): Promise<Row> {
  const body = trackingBatchBody(batchSize, Date.now());
  // Warm-up: a short pass so that the first batches do not pay for connection set-up.
  await autocannon({
    url: `${baseUrl}/track`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration: 2,
  });
  const before = await counters(baseUrl);
  const loadBefore = loadAverage();
  const started = Date.now();
  const result = await autocannon({
    url: `${baseUrl}/track`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration,
  });
  const loadDone = Date.now();
  const accepted = (await counters(baseUrl)).accepted - before.accepted;
  let stored = (await counters(baseUrl)).stored - before.stored;
  while (stored < accepted && Date.now() - loadDone < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    stored = (await counters(baseUrl)).stored - before.stored;
  }
  const ingestSeconds = (Date.now() - started) / 1000;
  return {
    engine,
    requestsPerSecond: Math.round(result.requests.average),
    acceptedPerSecond: Math.round(accepted / duration),
    ingestedPerSecond: Math.round(stored / ingestSeconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    refused: result.non2xx + result.errors,
    drainSeconds: Number(((Date.now() - loadDone) / 1000).toFixed(1)),
    load: `${loadBefore}→${loadAverage()}`,
  };
}

async function benchOne(engine: string): Promise<Row> {
  const run = async (env: NodeJS.ProcessEnv): Promise<Row> => {
    // An empty database: the gateway migrates and seeds a small catalogue at start.
    const gateway: RunningGateway = await startGateway(mainJs, {
      ...env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_VARIANTS: '200',
    });
    try {
      return await measure(engine, gateway.baseUrl);
    } finally {
      await gateway.stop();
    }
  };
  return withFreshDatabase(engine, `${databasePrefix}_track`, run);
}

async function main(): Promise<void> {
  printHeader('tracking benchmark', `${connections} connections, ${batchSize} events per batch, ${duration} s`);
  const rows = await forEachEngine((engine) => engine, benchOne);
  process.stdout.write(
    '\nengine    batches/s  accepted ev/s  ingested ev/s  p50 ms  p99 ms  refused  drain s  load avg\n',
  );
  for (const r of rows) {
    process.stdout.write(
      `${r.engine.padEnd(9)} ${String(r.requestsPerSecond).padStart(9)}  ${String(r.acceptedPerSecond).padStart(13)}  ${String(r.ingestedPerSecond).padStart(13)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${String(r.refused).padStart(7)}  ${String(r.drainSeconds).padStart(7)}  ${r.load}\n`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `benchmark failed to run: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
