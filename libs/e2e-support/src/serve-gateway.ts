import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Playwright's webServer command: runs the built gateway on a fresh embedded database folder,
 * so it migrates and seeds the demo shop from scratch, and removes the folder when the gateway
 * ends. The gateway's settings (PORT, PUBLIC_ORIGIN, MAINTENANCE_MODE, …) come from the
 * environment the config hands over. It builds nothing: the e2e target depends on the builds.
 */

const mainJs = resolve(process.env['E2E_GATEWAY'] ?? 'dist/apps/gateway/main.js');
if (!existsSync(mainJs)) {
  process.stderr.write(
    `${mainJs} is missing: build first (npx nx run-many -t build -p gateway storefront), or run npx nx e2e storefront-e2e\n`,
  );
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'gio-e2e-'));
const gateway = spawn(process.execPath, [mainJs], {
  // An empty DATABASE_URL counts as unset: the embedded database, never a server of the caller's.
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: 'inherit',
});

// Playwright signals the whole process group; forwarding as well is harmless (a second signal
// only ends the gateway sooner, and its database is thrown away).
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (gateway.exitCode === null) gateway.kill(signal);
  });
}

gateway.once('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
