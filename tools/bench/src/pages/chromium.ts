import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium; Playwright's own build is used only where this file is absent. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * The flags of the storefront's e2e suite (apps/storefront-e2e, support/chromium.ts), which a
 * tool may not import: headless in a container, no traffic of its own, loopback hosts only.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

/** Launch options of the benchmark's browser; CHROMIUM_PATH overrides the executable. */
export function chromiumLaunchOptions(): LaunchOptions {
  const override = process.env['CHROMIUM_PATH'];
  const executablePath = override || (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);
  return { executablePath, args: CHROMIUM_ARGS };
}
