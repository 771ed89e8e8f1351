import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A free TCP port on the loopback interface, or `BENCH_PORT` when set (a machine shared with
 * other servers may reserve a range for benchmarks).
 */
export function freePort(): Promise<number> {
  const fixed = Number(process.env['BENCH_PORT']);
  if (Number.isInteger(fixed) && fixed > 0 && fixed < 65_536) return Promise.resolve(fixed);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs the built gateway once to completion (the `seed` command). */
export function runGateway(mainJs: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [mainJs, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`gateway ${args.join(' ')} exited with ${code}`))));
  });
}

export interface RunningGateway {
  readonly baseUrl: string;
  /** The gateway process's id (for a profiler or `ps`). */
  readonly pid: number;
  /**
   * The gateway's peak resident set size since it started, MB: the kernel's high-water mark
   * (`VmHWM` of /proc/<pid>/status) where there is one, else the highest of the samples taken
   * every 200 ms.
   */
  peakRssMb(): number;
  /** Starts a window: `rssSinceMarkMb` gives the highest RSS sampled from here on. */
  markRss(): void;
  /** The highest RSS sampled (every 200 ms, and now) since the last `markRss`, MB. */
  rssSinceMarkMb(): number;
  /** CPU time the gateway process has used so far, ms (`processCpuMs`), null where unknown. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** A field of /proc/<pid>/status in MB (Linux), or null where there is none. */
function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) a process has used so far, ms, from /proc/<pid>/stat (Linux; the
 * kernel counts in clock ticks, 10 ms on most systems), or null where there is none. CPU per
 * request moves far less with other work on a shared machine than req/s does.
 */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

/** The current RSS of a process in MB: /proc where it exists, else `ps -o rss=` (kB); 0 once it is gone. */
function rssMb(pid: number): number {
  const fromProc = procStatusMb(pid, 'VmRSS');
  if (fromProc !== null) return fromProc;
  try {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024 || 0;
  } catch {
    return 0;
  }
}

/**
 * Extra Node options for the measured gateway only, from BENCH_GATEWAY_NODE_ARGS (space
 * separated), e.g. `--cpu-prof --cpu-prof-dir=prof` to profile it under the benchmark's load.
 */
const gatewayNodeArgs = (process.env['BENCH_GATEWAY_NODE_ARGS'] ?? '').split(' ').filter(Boolean);

/** Starts the built gateway as a child process and waits until /api/health answers 200. */
export async function startGateway(mainJs: string, env: NodeJS.ProcessEnv, timeoutMs = 600_000): Promise<RunningGateway> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...gatewayNodeArgs, mainJs], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('gateway did not become ready in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid ?? 0;
  let peakSampled = 0;
  let sinceMark = 0;
  const sample = () => {
    if (child.exitCode !== null) return 0;
    const now = rssMb(pid);
    peakSampled = Math.max(peakSampled, now);
    sinceMark = Math.max(sinceMark, now);
    return now;
  };
  const sampler = setInterval(sample, 200);
  sampler.unref();
  return {
    baseUrl,
    pid,
    peakRssMb: () => {
      sample();
      return Math.round(Math.max(procStatusMb(pid, 'VmHWM') ?? 0, peakSampled));
    },
    cpuMs: () => processCpuMs(pid),
    markRss: () => {
      sinceMark = 0;
      sample();
    },
    rssSinceMarkMb: () => {
      sample();
      return Math.round(sinceMark);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(sampler);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
