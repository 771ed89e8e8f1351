import { test } from '@playwright/test';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Runs `journey` while no other test of the run (either viewport, either worker) uses the demo
 * user: a cart and a checkout belong to the user, so two journeys signed in as the same user at
 * once would change each other's steps. The lock is a folder in the run's output folder, which
 * Playwright empties at the start of every run.
 */
export async function asOnlyUserOf<T>(email: string, journey: () => Promise<T>): Promise<T> {
  const lock = join(test.info().project.outputDir, `.user-lock-${email}`);
  await mkdir(test.info().project.outputDir, { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await journey();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
