import { defineConfig, devices } from '@playwright/test';
import { join, resolve } from 'node:path';
import { MAINTENANCE_ORIGIN, MAINTENANCE_PORT, SHOP_ORIGIN, SHOP_PORT } from './src/support/servers';
import { chromiumLaunchOptions } from '@gio/e2e-support';

const workspaceRoot = resolve(__dirname, '../..');
const outputRoot = join(workspaceRoot, 'dist/.playwright/apps/storefront-e2e');
const ci = Boolean(process.env['CI']);

/**
 * The webServer command: the built gateway on a fresh database folder (src/server). Started with
 * swc so that the script stays TypeScript; SWC_NODE_PROJECT points it at this project's settings.
 */
function gateway(port: number, origin: string, env: Record<string, string>) {
  return {
    command: 'node -r @swc-node/register libs/e2e-support/src/serve-gateway.ts',
    cwd: workspaceRoot,
    url: `${origin}/api/health`,
    // Migrating and seeding the demo shop takes 15–30 s on two busy cores.
    timeout: 180_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      SWC_NODE_PROJECT: 'apps/storefront-e2e/tsconfig.e2e.json',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      STOREFRONT_DIST: resolve(workspaceRoot, process.env['E2E_STOREFRONT_DIST'] ?? 'dist/apps/storefront'),
      // As `npm start` runs it (the README's demo shop); E2E_NODE_ENV=production checks the other.
      NODE_ENV: process.env['E2E_NODE_ENV'] ?? 'development',
      LOG_LEVEL: 'warn',
      // Every request of the suite comes from one address, faster than a shopper clicks.
      BOT_PROTECTION_PER_MINUTE: '0',
      ...env,
    },
  };
}

/**
 * Storefront journeys in Chromium (Debian's where installed) against the built gateway and
 * storefront, on a mobile and a desktop viewport. `npx nx e2e storefront-e2e` builds both first.
 */
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  outputDir: `${outputRoot}/test-results`,
  // Two cores: one worker per core, each test with its own browser context (own session, cart).
  workers: ci ? 1 : 2,
  fullyParallel: true,
  forbidOnly: ci,
  retries: 0,
  // Journeys visit several pages and run axe on each: seconds per page when the cores are busy.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: ci
    ? [['list'], ['html', { open: 'never', outputFolder: `${outputRoot}/report` }]]
    : [['list']],
  use: {
    baseURL: SHOP_ORIGIN,
    launchOptions: chromiumLaunchOptions(),
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] } },
    { name: 'mobile', use: { ...devices['Pixel 7'] } },
  ],
  webServer: [
    gateway(SHOP_PORT, SHOP_ORIGIN, {}),
    // A small catalogue is enough for a shop that shows only its maintenance screen.
    gateway(MAINTENANCE_PORT, MAINTENANCE_ORIGIN, { MAINTENANCE_MODE: 'true', SEED_VARIANTS: '200' }),
  ],
});
