/**
 * The gateways the suite runs against, each started by Playwright's webServer from the built
 * gateway on a database folder of its own, so every run sees the demo shop seeded from scratch.
 * Loopback addresses only: the browser resolves nothing else (see chromium.ts).
 */

function port(variable: string, fallback: number): number {
  const value = Number(process.env[variable] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65_535) {
    throw new Error(`${variable} must be a TCP port, got ${process.env[variable]}`);
  }
  return value;
}

/** The demo shop as `npm start` serves it. */
export const SHOP_PORT = port('E2E_PORT', 4310);
export const SHOP_ORIGIN = `http://127.0.0.1:${SHOP_PORT}`;

/** A second shop started with MAINTENANCE_MODE=true, for the maintenance screen. */
export const MAINTENANCE_PORT = port('E2E_MAINTENANCE_PORT', SHOP_PORT + 1);
export const MAINTENANCE_ORIGIN = `http://127.0.0.1:${MAINTENANCE_PORT}`;
