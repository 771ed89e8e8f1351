/**
 * The gateway the account journeys run against, started by Playwright's webServer from the
 * built gateway (with the storefront's and the account app's builds) on a database folder of
 * its own, so every run sees the demo shop seeded from scratch. Loopback only.
 */

function port(variable: string, fallback: number): number {
  const value = Number(process.env[variable] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65_535) {
    throw new Error(`${variable} must be a TCP port, got ${process.env[variable]}`);
  }
  return value;
}

/** The demo shop as `npm start` serves it; a port of its own beside the storefront suite's. */
export const SHOP_PORT = port('E2E_ACCOUNT_PORT', 4330);
export const SHOP_ORIGIN = `http://127.0.0.1:${SHOP_PORT}`;

/**
 * The operator token the journeys' gateway is started with (its operator calls exist only with
 * one): order again's journey writes stock off and reprices through them, as an operator would.
 */
export const OPS_TOKEN = 'ops-token-of-the-account-journeys-0123';
