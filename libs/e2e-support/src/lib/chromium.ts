import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium; Playwright's own build is used only where this file is absent. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Flags for a headless Chromium in CI: no sandbox (containers run as root), no GPU, and no
 * traffic of its own (updates, sync, QUIC). Host names other than 127.0.0.1 resolve to nothing,
 * so a page that reaches for a third-party host fails visibly instead of calling out.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

/** Launch options of every browser in the suite; CHROMIUM_PATH overrides the executable. */
export function chromiumLaunchOptions(): LaunchOptions {
  const override = process.env['CHROMIUM_PATH'];
  const executablePath = override || (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);
  return { executablePath, args: CHROMIUM_ARGS };
}
