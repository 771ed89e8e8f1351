import { z } from 'zod';

/** What `npm run stack -- …` accepts. */
export interface StackOptions {
  /** Gateway replicas behind the load balancer. */
  readonly replicas: number;
  /** The load balancer's port: the shop's URL. The replicas listen on the ports after it. */
  readonly port: number;
  /** The PostgreSQL primary's port; the replica listens on the next one. */
  readonly pgPort: number;
  readonly redisPort: number;
  /** Catalogue size of the demo shop. */
  readonly variants: number;
  /** False skips the Nx build (the bundles in dist/ are used as they are). */
  readonly build: boolean;
  /** After SIGTERM a replica answers 503 on health for this long before it closes. */
  readonly drainMs: number;
}

export const DEFAULT_STACK_OPTIONS: StackOptions = {
  replicas: 3,
  port: 8080,
  pgPort: 55432,
  redisPort: 6390,
  variants: 2000,
  build: true,
  drainMs: 3000,
};

export const STACK_USAGE = `npm run stack -- [--replicas N] [--port P] [--pg-port P] [--redis-port P] [--variants N] [--drain-ms MS] [--no-build]

Starts the shop in production form on this machine: a PostgreSQL primary and a streaming
replica, Redis, N gateway replicas and HAProxy in front. Ctrl-C stops everything it started.`;

export class StackUsageError extends Error {
  override readonly name = 'StackUsageError';
}

const port = z.coerce.number().int().min(1024).max(65_000);
const flags = {
  '--replicas': ['replicas', z.coerce.number().int().min(1).max(16)],
  '--port': ['port', port],
  '--pg-port': ['pgPort', port],
  '--redis-port': ['redisPort', port],
  '--variants': ['variants', z.coerce.number().int().min(1).max(1_000_000)],
  '--drain-ms': ['drainMs', z.coerce.number().int().min(0).max(120_000)],
} as const satisfies Record<string, readonly [keyof StackOptions, z.ZodType<number>]>;

/** Parses the command line; throws `StackUsageError` naming the bad flag. Null: help asked. */
export function parseStackArgs(args: readonly string[]): StackOptions | null {
  const options: { -readonly [K in keyof StackOptions]: StackOptions[K] } = { ...DEFAULT_STACK_OPTIONS };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--help' || arg === '-h') return null;
    if (arg === '--no-build') {
      options.build = false;
      continue;
    }
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (!(name in flags)) throw new StackUsageError(`Unknown option ${arg}\n\n${STACK_USAGE}`);
    const [key, schema] = flags[name as keyof typeof flags];
    const raw = inline ?? args[(i += 1)];
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new StackUsageError(`${name} needs a whole number in range, not ${raw ?? 'nothing'}`);
    options[key] = parsed.data as never;
  }
  const lastReplicaPort = options.port + options.replicas;
  if ([options.pgPort, options.pgPort + 1, options.redisPort].some((p) => p >= options.port && p <= lastReplicaPort)) {
    throw new StackUsageError(`ports ${options.port}–${lastReplicaPort} (balancer and replicas) overlap the database or Redis port`);
  }
  return options;
}

/** Each replica's port: the ones right after the balancer's. */
export function replicaPorts(options: Pick<StackOptions, 'port' | 'replicas'>): number[] {
  return Array.from({ length: options.replicas }, (_, i) => options.port + 1 + i);
}
