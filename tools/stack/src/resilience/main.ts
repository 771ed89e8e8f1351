import { loadavg } from 'node:os';
import { parseStackArgs, StackUsageError } from '../lib/options';
import { startStack, type Stack } from '../lib/stack';
import { formatReport, runResilience, type ResilienceScenario } from './run';

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Issue #21: 60 s, replica 1 killed at 20 s and back at 30 s, the primary restarted at 40 s. */
const FULL: ResilienceScenario & { replicas: number } = {
  replicas: 3,
  durationMs: 60_000,
  clients: 8,
  faults: [
    { atMs: 20_000, name: 'SIGKILL replica 1', act: (stack) => stack.killReplica(0) },
    { atMs: 30_000, name: 'replica 1 started again', act: (stack) => stack.startReplica(0) },
    { atMs: 40_000, name: 'PostgreSQL primary restarted', act: (stack) => stack.restartPrimary() },
  ],
  phases: [
    { name: 'before', fromMs: 0, toMs: 20_000 },
    { name: 'replica 1 killed', fromMs: 20_000, toMs: 30_000 },
    { name: 'replica 1 back', fromMs: 30_000, toMs: 40_000 },
    { name: 'primary restarting', fromMs: 40_000, toMs: 50_000 },
    { name: 'after', fromMs: 50_000, toMs: 60_000 },
  ],
};

/** CI's 20 s: two replicas, one killed while an order is being placed, the primary restarted. */
const CI: ResilienceScenario & { replicas: number } = {
  replicas: 2,
  durationMs: 20_000,
  clients: 4,
  faults: [
    {
      atMs: 5000,
      name: 'SIGKILL replica 1 mid-checkout',
      act: async (stack, run) => {
        for (let waited = 0; !run.placementInFlight && waited < 5000; waited += 5) await sleep(5);
        await stack.killReplica(0);
      },
    },
    { atMs: 10_000, name: 'replica 1 started again', act: (stack) => stack.startReplica(0) },
    { atMs: 13_000, name: 'PostgreSQL primary restarted', act: (stack) => stack.restartPrimary() },
  ],
  phases: [
    { name: 'before', fromMs: 0, toMs: 5000 },
    { name: 'replica 1 killed', fromMs: 5000, toMs: 10_000 },
    { name: 'replica 1 back', fromMs: 10_000, toMs: 13_000 },
    { name: 'primary restarting', fromMs: 13_000, toMs: 17_000 },
    { name: 'after', fromMs: 17_000, toMs: 20_000 },
  ],
};

/**
 * `npm run resilience [-- --ci] [stack options]`: starts the stack (tools/stack), runs mixed
 * traffic with faults, prints the figures per phase and the checks; exits 1 when a check fails.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const ci = args.includes('--ci');
  const rest = args.filter((arg) => arg !== '--ci');
  const scenario = ci ? CI : FULL;
  const parsed = parseStackArgs(rest);
  if (!parsed) {
    console.log('npm run resilience -- [--ci] [the options of npm run stack]');
    return 0;
  }
  const given = (flag: string) => rest.some((arg) => arg === flag || arg.startsWith(`${flag}=`));
  const options = {
    ...parsed,
    replicas: given('--replicas') ? parsed.replicas : scenario.replicas,
    variants: given('--variants') ? parsed.variants : 500,
  };
  const say = (line: string) => console.log(line);
  let stack: Stack | null = null;
  const stopOnSignal = () => void stack?.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  stack = await startStack(options, { root: process.cwd(), say, gatewayEnv: { BOT_PROTECTION_PER_MINUTE: '0', LOG_LEVEL: 'warn' } });
  try {
    say(`\n${ci ? 'CI resilience run' : 'Resilience run'}: ${scenario.durationMs / 1000} s, ${scenario.clients} clients, ${options.replicas} replicas behind ${stack.url} (load average ${load()})`);
    const report = await runResilience(stack, scenario, say);
    say('');
    say(formatReport(report, load()));
    return report.ok ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof StackUsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
