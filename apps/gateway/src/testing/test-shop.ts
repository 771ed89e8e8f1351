import { generateDemoShop, type DemoShop } from '@gio/seed';

/** Environment variable through which the global setup hands the PGlite template to test files. */
export const TEMPLATE_ENV = 'GIO_GATEWAY_TEST_TEMPLATE';

/**
 * The small deterministic shop every gateway test runs against. Dates follow today's date so
 * that countdowns and interstitial windows are live, as they are in the demo.
 */
export function testShop(): DemoShop {
  return generateDemoShop({ seed: 7, variants: 400, baseDate: new Date().toISOString().slice(0, 10) });
}
