import { spawn, type ChildProcess } from 'node:child_process';
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
  stop(): Promise<void>;
}

/** Starts the built gateway as a child process and waits until /api/health answers 200. */
export async function startGateway(mainJs: string, env: NodeJS.ProcessEnv, timeoutMs = 600_000): Promise<RunningGateway> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [mainJs], {
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
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
