import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { DEFAULT_CHECK, haproxyConfig } from './haproxy-config';
import { replicaPorts, type StackOptions } from './options';
import {
  aptInstall,
  asDatabaseUser,
  expectOk,
  findPostgresBin,
  hasCommand,
  run,
  start,
  stopProcess,
  waitFor,
  type OwnedProcess,
} from './processes';

const execFileAsync = promisify(execFile);

/** One gateway replica: its port and, while it runs, its process. */
export interface GatewayReplica {
  readonly port: number;
  process: OwnedProcess | null;
}

/** A running stack and the faults a resilience run injects into it. */
export interface Stack {
  /** The shop, through the load balancer. */
  readonly url: string;
  readonly primaryUrl: string;
  readonly replicaUrl: string;
  readonly redisUrl: string;
  /** The operator token the replicas were started with (`npm run ops`). */
  readonly opsToken: string;
  /** Logs and data of this run (removed on stop). */
  readonly dir: string;
  readonly replicas: readonly GatewayReplica[];
  /** Kills replica `index` (SIGKILL: no drain, requests in flight are cut). */
  killReplica(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts replica `index` again and waits until it answers healthy. */
  startReplica(index: number): Promise<void>;
  /** Restarts the PostgreSQL primary (fast shutdown: open connections are cut). */
  restartPrimary(): Promise<void>;
  /** Stops everything the stack started, in reverse order, and removes its folder. */
  stop(): Promise<void>;
}

export interface StackContext {
  /** The workspace root: dist/ and the Nx build are there. */
  readonly root: string;
  readonly say: (line: string) => void;
  /** Further environment of every replica (a load run switches bot protection off). */
  readonly gatewayEnv?: Readonly<Record<string, string>>;
}

/** Installs what the stack needs and is missing: PostgreSQL, Redis, HAProxy. */
export function ensurePrograms(): string {
  const missing: string[] = [];
  if (!findPostgresBin()) missing.push('postgresql');
  if (!hasCommand('redis-server')) missing.push('redis-server');
  if (!hasCommand('haproxy') && !existsSync('/usr/sbin/haproxy')) missing.push('haproxy');
  if (missing.length > 0 && process.getuid?.() === 0 && !hasCommand('runuser')) missing.push('util-linux');
  aptInstall(missing);
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server programs not found under /usr/lib/postgresql');
  return bin;
}

const haproxyCommand = () => (hasCommand('haproxy') ? 'haproxy' : '/usr/sbin/haproxy');

/** Builds the production bundles (gateway, storefront, account app) through Nx. */
export function buildBundles(context: StackContext): void {
  context.say('Building the gateway, the storefront and the account app (nx run-many -t build)…');
  const env = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', ...process.env };
  run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'gateway', 'storefront', 'account', '--outputStyle=stream-without-prefixes'], { env, cwd: context.root });
}

async function createDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

async function canQuery(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query('SELECT 1');
  } finally {
    await client.end();
  }
}

/**
 * Starts the stack: a PostgreSQL primary and a streaming replica made with `pg_basebackup -R`,
 * Redis, the demo shop seeded once through the primary, `options.replicas` gateways (the
 * production bundle, NODE_ENV=production) reading the catalogue from the replica, and HAProxy
 * health-checking them. On a failure part-way, what was started is stopped again.
 */
export async function startStack(options: StackOptions, context: StackContext): Promise<Stack> {
  const bin = ensurePrograms();
  if (options.build) buildBundles(context);
  const gatewayMain = join(context.root, 'dist/apps/gateway/main.js');
  if (!existsSync(gatewayMain)) throw new Error(`${gatewayMain} is missing: run without --no-build`);

  const dir = mkdtempSync(join(tmpdir(), 'gio-stack-'));
  chmodSync(dir, 0o755);
  const pgDir = join(dir, 'pg');
  mkdirSync(pgDir);
  if (process.getuid?.() === 0) {
    const ids = run('id', ['-u', 'postgres']).trim();
    const gid = run('id', ['-g', 'postgres']).trim();
    chownSync(pgDir, Number(ids), Number(gid));
  }
  const primaryDir = join(pgDir, 'primary');
  const standbyDir = join(pgDir, 'replica');
  const pgCtl = join(bin, 'pg_ctl');
  const owned: OwnedProcess[] = [];
  const clusters: string[] = [];
  const replicas: GatewayReplica[] = replicaPorts(options).map((port) => ({ port, process: null }));
  let haproxy: OwnedProcess | null = null;

  const pgCtlAsync = async (args: string[]) => {
    const [command, full] = asDatabaseUser(pgCtl, args);
    await execFileAsync(command, full);
  };
  const stopAll = async () => {
    if (haproxy) await stopProcess(haproxy);
    await Promise.all(replicas.map(async (replica) => replica.process && stopProcess(replica.process)));
    await Promise.all(owned.map((process) => stopProcess(process)));
    for (const cluster of clusters.reverse()) {
      await pgCtlAsync(['-D', cluster, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    context.say(`PostgreSQL primary on 127.0.0.1:${options.pgPort}…`);
    run(...asDatabaseUser(join(bin, 'initdb'), ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']));
    appendFileSync(
      join(primaryDir, 'postgresql.conf'),
      [
        '',
        '# npm run stack',
        "listen_addresses = '127.0.0.1'",
        `port = ${options.pgPort}`,
        `unix_socket_directories = '${pgDir}'`,
        'wal_level = replica',
        'max_wal_senders = 5',
        'max_connections = 200',
        'hot_standby = on',
        '',
      ].join('\n'),
    );
    run(...asDatabaseUser(pgCtl, ['-D', primaryDir, '-l', join(pgDir, 'primary.log'), '-w', '-t', '60', 'start']));
    clusters.push(primaryDir);
    const admin = `postgres://postgres@127.0.0.1:${options.pgPort}/postgres`;
    await createDatabase(admin, 'gio');
    const primaryUrl = `postgres://postgres@127.0.0.1:${options.pgPort}/gio`;

    context.say(`PostgreSQL streaming replica on 127.0.0.1:${options.pgPort + 1} (pg_basebackup -R)…`);
    run(...asDatabaseUser(join(bin, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', String(options.pgPort), '-U', 'postgres', '-D', standbyDir, '-R', '-X', 'stream', '-c', 'fast']));
    appendFileSync(join(standbyDir, 'postgresql.conf'), `\n# the replica of npm run stack\nport = ${options.pgPort + 1}\n`);
    run(...asDatabaseUser(pgCtl, ['-D', standbyDir, '-l', join(pgDir, 'replica.log'), '-w', '-t', '60', 'start']));
    clusters.push(standbyDir);
    const replicaUrl = `postgres://postgres@127.0.0.1:${options.pgPort + 1}/gio`;

    context.say(`Redis on 127.0.0.1:${options.redisPort}…`);
    owned.push(
      start('redis', 'redis-server', ['--port', String(options.redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        logFile: join(dir, 'redis.log'),
      }),
    );
    const redisUrl = `redis://127.0.0.1:${options.redisPort}/0`;

    context.say(`Seeding the demo shop (${options.variants} variants) through the primary…`);
    run(process.execPath, [gatewayMain, 'seed', '--variants', String(options.variants)], {
      cwd: context.root,
      env: { ...process.env, DATABASE_URL: primaryUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    });

    const url = `http://localhost:${options.port}`;
    const opsToken = randomBytes(24).toString('hex');
    const gatewayEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URL: replicaUrl,
      REDIS_URL: redisUrl,
      // One secret for all: a one-time code or signed token made by one replica holds on another.
      GATEWAY_SECRET: randomBytes(32).toString('hex'),
      OPS_TOKEN: opsToken,
      PUBLIC_ORIGIN: url,
      ALLOWED_ORIGINS: `http://127.0.0.1:${options.port}`,
      TRUST_PROXY: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: String(options.drainMs),
      STOREFRONT_DIST: join(context.root, 'dist/apps/storefront'),
      ACCOUNT_DIST: join(context.root, 'dist/apps/account'),
      ...context.gatewayEnv,
    };
    const startReplica = async (index: number) => {
      const replica = replicas[index];
      if (!replica) throw new Error(`no replica ${index}`);
      if (replica.process && replica.process.child.exitCode === null && replica.process.child.signalCode === null) return;
      replica.process = start(`gateway${index + 1}`, process.execPath, [gatewayMain], {
        cwd: context.root,
        env: { ...gatewayEnv, PORT: String(replica.port) },
        logFile: join(dir, `gateway${index + 1}.log`),
      });
      await waitFor(`gateway ${index + 1}`, () => expectOk(`http://127.0.0.1:${replica.port}/api/health`));
    };
    context.say(`${options.replicas} gateway replicas on 127.0.0.1:${replicas.map((r) => r.port).join(', ')}…`);
    await Promise.all(replicas.map((_, index) => startReplica(index)));

    context.say(`HAProxy on 127.0.0.1:${options.port}…`);
    const haproxyFile = join(dir, 'haproxy.cfg');
    writeFileSync(haproxyFile, haproxyConfig({ port: options.port, replicaPorts: replicas.map((r) => r.port), ...DEFAULT_CHECK }));
    haproxy = start('haproxy', haproxyCommand(), ['-f', haproxyFile, '-db'], { logFile: join(dir, 'haproxy.log') });
    await waitFor('HAProxy', () => expectOk(`http://127.0.0.1:${options.port}/api/health`));

    return {
      url,
      primaryUrl,
      replicaUrl,
      redisUrl,
      opsToken,
      dir,
      replicas,
      async killReplica(index, signal = 'SIGKILL') {
        const process = replicas[index]?.process;
        if (process) await stopProcess(process, signal);
      },
      startReplica,
      async restartPrimary() {
        await pgCtlAsync(['-D', primaryDir, '-m', 'fast', '-w', '-t', '60', '-l', join(pgDir, 'primary.log'), 'restart']);
        await waitFor('PostgreSQL primary', () => canQuery(primaryUrl));
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
