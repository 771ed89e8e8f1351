import { generateDemoShop } from '@gio/seed';
import { Redis } from 'ioredis';
import pino from 'pino';
import { ConfigError, loadConfig, type GatewayConfig } from './config';
import { applyHeapGrowingPercent } from './heap-growth';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { PostgresDatabase } from './db/postgres';
import { SmtpMailer } from './outbox/mailer';
import { PasswordHasher } from './security/password-hasher';
import { hasCatalogue, importDemoShop } from './seed/import-demo-shop';
import { buildServer } from './server';
import { DrainState, drainAndClose } from './http/drain';
import { loadAccountAppBuild } from './account-app/account-app-build';
import { loadStorefrontBuild } from './storefront/storefront-build';
import { seedDemoUsers } from './users/demo-users';
import { seedDemoOrders } from './orders/demo-orders';
import { PaymentService, sandboxPaymentProviders } from './payments/payment-service';
import { seedLoyaltyAndEngagement } from './engagement/demo-content';
import { seedBusinessDemo } from './business/demo-business';
import { seedOrganizationControlsDemo } from './approvals/demo-approvals';
import { CatalogueService } from './catalogue/service';

interface SeedArgs {
  variants: number;
  reset: boolean;
}

/** `main.js seed [--variants N] [--reset]`: fills the catalogue for benchmarks and exits. */
function parseSeedArgs(args: readonly string[], config: GatewayConfig): SeedArgs {
  let variants = config.seedVariants;
  let reset = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--reset') reset = true;
    else if (arg === '--variants') {
      variants = Number(args[i + 1]);
      i += 1;
      if (!Number.isInteger(variants) || variants < 1)
        throw new ConfigError('--variants needs a positive whole number');
    } else throw new ConfigError(`Unknown seed option ${arg}`);
  }
  return { variants, reset };
}

/** Today's date: demo countdowns and interstitial windows are relative to it. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

async function seed(
  db: Database,
  variants: number,
  reset: boolean,
  log: pino.Logger,
): Promise<void> {
  const started = Date.now();
  const shop = generateDemoShop({ variants, baseDate: today() });
  log.info({ variants: shop.variants.length, ms: Date.now() - started }, 'demo shop generated');
  const writing = Date.now();
  await importDemoShop(db, shop, { reset });
  log.info({ ms: Date.now() - writing }, 'demo shop written');
}

/** The demo users of the README, on a database that has no user yet. */
async function seedUsers(db: Database, log: pino.Logger): Promise<void> {
  const added = await seedDemoUsers(db, new PasswordHasher());
  if (added.length > 0) log.info({ users: added.length }, 'demo users added');
  const orders = await seedDemoOrders(db, new PaymentService(sandboxPaymentProviders(Date.now), Date.now));
  if (orders > 0) log.info({ orders }, 'demo order history added');
  const members = await seedLoyaltyAndEngagement(db, new PasswordHasher());
  if (members.length > 0) log.info({ users: members.length }, 'demo loyalty members added');
}

/** The demo organisation's limits, held orders, invoice history and audit rows (issue #18). */
async function seedControlsDemo(db: Database, config: GatewayConfig, log: pino.Logger): Promise<void> {
  const timeZone = (await new CatalogueService(db, { checkIntervalMs: null }).siteConfig()).timezone;
  const orders = await seedOrganizationControlsDemo(db, new PaymentService(sandboxPaymentProviders(Date.now), Date.now), timeZone, config.approvalExpiryDays);
  if (orders > 0) log.info({ orders }, 'demo organisation controls added');
}

async function main(): Promise<void> {
  const config = loadConfig();
  applyHeapGrowingPercent(config.heapGrowingPercent);
  const log = pino({ level: config.logLevel });
  const [command = 'serve', ...rest] = process.argv.slice(2);
  const db = await openDatabase(config, log);
  let migrated = false;
  try {
    const applied = await migrate(db);
    migrated = true;
    if (applied.length > 0) log.info({ applied }, 'migrations applied');

    if (command === 'seed') {
      const args = parseSeedArgs(rest, config);
      if (!args.reset && (await hasCatalogue(db)))
        throw new ConfigError('The catalogue is not empty: add --reset to replace it');
      await seed(db, args.variants, args.reset, log);
      await seedUsers(db, log);
      await seedBusinessDemo(db, config.publicOrigin);
      await seedControlsDemo(db, config, log);
      await db.close();
      return;
    }
    if (command !== 'serve') throw new ConfigError(`Unknown command ${command}; use serve or seed`);
    if (!(await hasCatalogue(db))) await seed(db, config.seedVariants, false, log);
    await seedUsers(db, log);
    await seedBusinessDemo(db, config.publicOrigin);
    await seedControlsDemo(db, config, log);
  } catch (error) {
    await db.close();
    throw error;
  }

  // Sessions and rate limits in Redis let replicas share them; the pool reconnects by itself.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  redis?.on('error', (error) => log.warn({ err: error }, 'Redis connection problem'));
  // Catalogue and page-data reads go to the streaming replica (DATABASE_READ_URL).
  const readDb = config.databaseReadUrl ? new PostgresDatabase(config.databaseReadUrl, log) : undefined;
  const mailer = config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.smtpFrom) : null;
  const storefront = loadStorefrontBuild(config.storefrontDist);
  if (!storefront) {
    log.warn(
      { storefrontDist: config.storefrontDist },
      'the storefront is not built: pages answer the gateway\'s minimal HTML (npx nx build storefront)',
    );
  }
  const accountApp = loadAccountAppBuild(config.accountDist);
  if (!accountApp) {
    log.warn(
      { accountDist: config.accountDist },
      'the account app is not built: its routes answer the not-found page (npx nx build account)',
    );
  }
  const drain = new DrainState();
  const app = await buildServer(config, {
    db,
    readDb,
    drain,
    isMigrated: () => migrated,
    redis,
    mailer,
    storefront,
    accountApp,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Health turns 503 and requests are still served for SHUTDOWN_DRAIN_MS, so that a load
      // balancer takes the replica out first; then the server stops accepting, lets requests in
      // flight finish, stops the periodic jobs (they started on listen, jobs.ts) and writes what
      // the tracking buffer holds; the database closes last.
      await drainAndClose({ app, drain, drainMs: config.shutdownDrainMs });
      await redis?.quit();
      await readDb?.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`Giỏ is running at http://localhost:${port}`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    (error instanceof Error && error.name === 'DataDirLockedError')
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
