import { chromiumLaunchOptions } from '@gio/e2e-support';
import { defineConfig, devices } from '@playwright/test';
import { join, resolve } from 'node:path';
import { OPS_TOKEN, SHOP_ORIGIN, SHOP_PORT } from './src/support/servers';

const workspaceRoot = resolve(__dirname, '../..');
const outputRoot = join(workspaceRoot, 'dist/.playwright/apps/account-e2e');
const ci = Boolean(process.env['CI']);

/**
 * Account journeys in Chromium (Debian's where installed) against the built gateway serving
 * both apps, on a mobile and a desktop viewport. `npx nx e2e account-e2e` builds all three.
 */
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  outputDir: `${outputRoot}/test-results`,
  workers: ci ? 1 : 2,
  fullyParallel: true,
  forbidOnly: ci,
  retries: 0,
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
    {
      command: 'node -r @swc-node/register libs/e2e-support/src/serve-gateway.ts',
      cwd: workspaceRoot,
      url: `${SHOP_ORIGIN}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        SWC_NODE_PROJECT: 'apps/account-e2e/tsconfig.e2e.json',
        PORT: String(SHOP_PORT),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: SHOP_ORIGIN,
        STOREFRONT_DIST: resolve(workspaceRoot, 'dist/apps/storefront'),
        ACCOUNT_DIST: resolve(workspaceRoot, 'dist/apps/account'),
        NODE_ENV: process.env['E2E_NODE_ENV'] ?? 'development',
        LOG_LEVEL: 'warn',
        BOT_PROTECTION_PER_MINUTE: '0',
        OPS_TOKEN,
      },
    },
  ],
});
