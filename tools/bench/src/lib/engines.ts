import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { processCpuMs } from './gateway-process';

/** The gateway bundle every server benchmark starts (BENCH_GATEWAY, else the built one). */
export const mainJs = resolve(process.env['BENCH_GATEWAY'] ?? 'dist/apps/gateway/main.js');

/** The PostgreSQL server the `postgres` engine creates its databases on, if any. */
export const serverUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['DATABASE_URL'];

/**
 * The prefix of the databases the `postgres` engine creates (BENCH_DATABASE_PREFIX, default
 * `gio_bench`): benchmarks run side by side on one server each use their own.
 */
export const databasePrefix = process.env['BENCH_DATABASE_PREFIX'] ?? 'gio_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(databasePrefix)) throw new Error('BENCH_DATABASE_PREFIX must be a plain lower-case SQL name');

/** BENCH_ENGINES, else PGlite, plus PostgreSQL when a server URL is set. */
export const engines = (process.env['BENCH_ENGINES'] ?? (serverUrl ? 'pglite,postgres' : 'pglite')).split(',');

/**
 * Runs `run` with the gateway environment of a fresh, empty database of `engine`: a database
 * `name` created on the PostgreSQL server (and dropped afterwards), or a new PGlite data folder
 * (removed afterwards), so no run sees another's rows.
 */
export async function withFreshDatabase<T>(
  engine: string,
  name: string,
  run: (env: NodeJS.ProcessEnv) => Promise<T>,
): Promise<T> {
  if (engine === 'postgres') {
    if (!serverUrl) throw new Error('postgres engine needs BENCH_DATABASE_URL or DATABASE_URL');
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      return await run({ DATABASE_URL: url.toString() });
    } finally {
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), `${name.replace(/_/g, '-')}-`));
  try {
    return await run({ DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Per database: each backend's CPU when last seen, and the total counted so far (`databaseCpuMs`). */
const backendCpu = new Map<string, Map<number, number>>();
const databaseCpuTotal = new Map<string, number>();

/**
 * CPU time (ms) the PostgreSQL backends serving the database of `databaseUrl` have used so far
 * (their /proc stat, found through pg_stat_activity on the same machine); null for PGlite (no
 * URL), whose work runs inside the gateway process and counts in its CPU. A backend that exits
 * between two readings takes along what it used since the first (an idle pool connection
 * closes after 10 s): the total never drops.
 */
export async function databaseCpuMs(databaseUrl: string | undefined): Promise<number | null> {
  if (!databaseUrl || !serverUrl) return null;
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name]);
    // A counter that only grows: each backend adds what it used since it was last seen. A plain
    // sum of the backends alive now drops when the pool closes an idle connection during a
    // pass (its whole past leaves the sum), which once made a pass look almost free.
    const last = backendCpu.get(name) ?? new Map<number, number>();
    const now = new Map<number, number>();
    let total = databaseCpuTotal.get(name) ?? 0;
    for (const { pid } of rows) {
      const used = processCpuMs(pid) ?? 0;
      total += Math.max(0, used - (last.get(pid) ?? 0));
      now.set(pid, used);
    }
    backendCpu.set(name, now);
    databaseCpuTotal.set(name, total);
    return total;
  } finally {
    await admin.end();
  }
}

async function onServer(...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Runs `bench` once per engine; an engine that cannot run prints why and is left out. */
export async function forEachEngine<T>(
  label: (engine: string) => string,
  bench: (engine: string) => Promise<T>,
  list: readonly string[] = engines,
): Promise<T[]> {
  const results: T[] = [];
  for (const engine of list) {
    try {
      results.push(await bench(engine));
    } catch (error) {
      process.stdout.write(`${label(engine)}: skipped (${error instanceof Error ? error.message : String(error)})\n`);
    }
  }
  return results;
}

/**
 * The first line of a benchmark's output: what ran, when, on how many cores and under what
 * load (other work on a shared machine moves the figures more than anything measured).
 */
export function printHeader(title: string, details: string): void {
  process.stdout.write(
    `${title} ${new Date().toISOString()}: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${details}, gateway ${mainJs}\n`,
  );
}

/** The one-minute load average, printed beside each figure. */
export const loadAverage = (): string => (loadavg()[0] ?? 0).toFixed(1);
