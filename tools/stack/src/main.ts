import { parseStackArgs, STACK_USAGE, StackUsageError } from './lib/options';
import { startStack, type Stack } from './lib/stack';

/**
 * `npm run stack`: the shop in production form on one machine (README "Production form").
 * Runs until Ctrl-C or SIGTERM, then stops everything it started.
 */
async function main(): Promise<void> {
  const options = parseStackArgs(process.argv.slice(2));
  if (!options) {
    console.log(STACK_USAGE);
    return;
  }
  const say = (line: string) => console.log(line);
  let stack: Stack | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`\n${signal}: stopping HAProxy, the replicas (they drain), Redis and both PostgreSQL clusters…`);
    await stack?.stop();
    say('Stopped.');
    process.exit(0);
  };
  // Signals during start-up are honoured once the start has finished or failed.
  let pendingSignal: string | null = null;
  const onSignal = (signal: string) => {
    if (stack) void stop(signal);
    else pendingSignal = signal;
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  stack = await startStack(options, { root: process.cwd(), say });
  if (pendingSignal) return stop(pendingSignal);
  say('');
  say(`Giỏ is running at ${stack.url} (HAProxy over ${stack.replicas.length} gateway replicas)`);
  say(`  health ${stack.url}/api/health, metrics (replication lag) http://127.0.0.1:${stack.replicas[0]?.port}/metrics`);
  say(`  primary ${stack.primaryUrl}, read replica ${stack.replicaUrl}, Redis ${stack.redisUrl}`);
  say(`  OPS_TOKEN=${stack.opsToken} GIO_URL=${stack.url} npm run ops -- …`);
  say(`  logs in ${stack.dir}`);
  say('Ctrl-C stops everything.');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof StackUsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
