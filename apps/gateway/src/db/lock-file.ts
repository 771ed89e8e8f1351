import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'gateway.lock';

/** Raised when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/**
 * Takes the lock file of a PGlite data folder. PGlite is one in-process connection: two
 * processes writing the same folder would corrupt it, so a second one must stop with a clear
 * message. A lock left by a dead process is stale and is taken over.
 */
export function acquireDataDirLock(dataDir: string, pid: number = process.pid): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(pid));
      closeSync(fd);
      return {
        path,
        release: () => {
          try {
            if (readFileSync(path, 'utf8').trim() === String(pid)) unlinkSync(path);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    } catch {
      // Vanished between open and read: try again.
      continue;
    }
    if (Number.isInteger(holder) && holder > 0 && holder !== pid && isAlive(holder)) {
      throw new DataDirLockedError(
        `Data folder ${dataDir} is in use by process ${holder} (lock file ${path}). ` +
          'Stop that process or set DATA_DIR to another folder.',
      );
    }
    // Stale lock (dead process, garbage or our own pid from a crashed run): take it over.
    try {
      unlinkSync(path);
    } catch {
      // Another starter removed it first; the next attempt decides.
    }
  }
  throw new DataDirLockedError(`Could not take the lock file ${path}`);
}
