import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A process the stack started and owns: stopped on exit, never anything else. */
export interface OwnedProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves with the exit code (null: killed by a signal) once the process has ended. */
  readonly exited: Promise<number | null>;
}

const isRoot = () => process.getuid?.() === 0;

/**
 * PostgreSQL refuses to run as root (initdb, postgres): as root, its commands run as the
 * `postgres` user the Debian package creates.
 */
export function asDatabaseUser(command: string, args: readonly string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, [...args]];
}

/** Runs a command to its end; throws with its output when it fails. */
export function run(command: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', env: options.env ?? process.env, cwd: options.cwd });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

/** Starts a long-running process with its output in `logFile`. */
export function start(name: string, command: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; logFile: string; cwd?: string }): OwnedProcess {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, { env: options.env ?? process.env, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(-1));
  });
  return { name, child, exited };
}

/** Sends `signal` and waits for the exit; SIGKILL after `graceMs`. */
export async function stopProcess(owned: OwnedProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<void> {
  if (owned.child.exitCode !== null || owned.child.signalCode !== null) return;
  owned.child.kill(signal);
  const timer = setTimeout(() => owned.child.kill('SIGKILL'), graceMs);
  await owned.exited;
  clearTimeout(timer);
}

/** Where Debian's PostgreSQL keeps its server programs: the newest version installed. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Installs Debian packages as `.ci/run` installs Chromium: as root, or through sudo when it
 * needs no password; otherwise says what to install.
 */
export function aptInstall(packages: readonly string[]): void {
  if (packages.length === 0) return;
  const prefix: string[] = isRoot() ? [] : ['sudo', '-n'];
  const allowed = hasCommand('apt-get') && (isRoot() || (hasCommand('sudo') && spawnSync('sudo', ['-n', 'true']).status === 0));
  if (!allowed) throw new Error(`Install ${packages.join(', ')} first (apt-get install -y ${packages.join(' ')})`);
  process.stdout.write(`Installing ${packages.join(', ')} with apt-get\n`);
  const [command, ...rest] = [...prefix, 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync(command ?? 'apt-get', [...rest, 'install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  if (install().status === 0) return;
  run(command ?? 'apt-get', [...rest, 'update', '-qq'], { env });
  if (install().status !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`);
}

/** Resolves when `probe` does, retrying every 200 ms until `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      return await probe();
    } catch (error) {
      last = error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms: ${last instanceof Error ? last.message : String(last)}`);
}

/** Succeeds when GET `url` answers 200. */
export async function expectOk(url: string): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}
