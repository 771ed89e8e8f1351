import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { ApiErrorCode, SAME_ORIGIN_TRACKING } from '@gio/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import type { AccountAppBuild } from './account-app/account-app-build';
import { registerAccountApp } from './account-app/routes';
import { registerAccounts } from './accounts/register-accounts';
import { registerAddressRoutes } from './addresses/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerBackInStockRoutes } from './back-in-stock/routes';
import { registerBillingRoutes } from './billing/routes';
import { registerOrganizationRoutes } from './business/routes';
import { registerOrganizationControls } from './approvals/routes';
import { loadConfig, type GatewayConfig } from './config';
import { registerCartRoutes } from './carts/routes';
import { registerCheckout } from './checkout/routes';
import { registerCatalogueRoutes } from './catalogue/routes';
import type { Database } from './db/database';
import { JobLeases } from './db/job-leases';
import { ping } from './db/ping';
import { registerGraphql } from './graphql/apollo';
import { DEFAULT_RESPONSE_CACHE, SharedAnswerCache, type ResponseCacheOptions } from './http/shared-answer-cache';
import { replicaLagMetrics } from './db/replica-lag';
import { AccessLogController } from './http/access-log';
import { clientErrors, errorBody, frameworkErrors, installErrorHandler } from './http/errors';
import { installJsonBodyParser } from './http/json-body';
import { registerHashedAssets } from './http/hashed-assets';
import { closeConnectionsWhileDraining, DrainState } from './http/drain';
import { installMetrics } from './http/metrics';
import { registerImageRoutes } from './images/routes';
import { invitePageData } from './engagement/invites/invite-page';
import { registerEmailPreferenceRoutes } from './email-preferences/routes';
import { registerEngagementRoutes } from './engagement/routes';
import { gatewayJobs, Jobs } from './jobs';
import { registerLeadRoutes } from './leads/routes';
import { registerListRoutes } from './lists/routes';
import { registerLoyaltyRoutes } from './loyalty/routes';
import { registerLocaleRoutes } from './locales/routes';
import { registerOrders } from './orders/register-orders';
import { appSiteConfig } from './pages/app-site-config';
import { minimalPageHtml } from './pages/html';
import { registerPageRoutes, sendNotFound, type PageAnswerDeps } from './pages/routes';
import { SharedPageData } from './pages/shared-page-data';
import { registerSeoRoutes } from './pages/seo-routes';
import type { Mailer } from './outbox/mailer';
import { registerDevOutboxRoutes } from './outbox/routes';
import type { PaymentProviders } from './payments/payment-service';
import { registerSearchRoutes } from './search/routes';
import {
  buildServices,
  closeServices,
  socialProviders,
  type GatewayServices,
  type ServiceDeps,
} from './services';
import { STOREFRONT_ASSET_PREFIX, type StorefrontBuild } from './storefront/storefront-build';
import { storefrontPageHtml } from './storefront/storefront-html';
import { registerTracking } from './tracking/routes';
import { registerVatRoutes } from './vat/routes';

export interface ServerDeps {
  readonly db: Database;
  /**
   * A read replica of `db` (DATABASE_READ_URL): catalogue, search, page-data, SEO and image
   * reads go there (services.ts `catalogueReads`); writes and a shopper's own data stay on `db`.
   */
  readonly readDb?: Database;
  /**
   * Whole-answer reuse of catalogue reads (anonymous GraphQL reads, the product page's data);
   * default on in production only.
   */
  readonly responseCache?: ResponseCacheOptions | null;
  /** True once migrations ran; /api/health answers 503 before. */
  readonly isMigrated: () => boolean;
  /** Set on SIGTERM (main.ts): /api/health answers 503 while requests are still served. */
  readonly drain?: DrainState;
  /** Shares sessions and rate limits between replicas (REDIS_URL). */
  readonly redis?: Redis;
  /** Sends outbox e-mail (SMTP_URL); without it messages wait in the outbox. */
  readonly mailer?: Mailer | null;
  /** The storefront's build output; without it pages get the gateway's minimal HTML. */
  readonly storefront?: StorefrontBuild | null;
  /** The account app's client build; without it its routes answer the not-found page. */
  readonly accountApp?: AccountAppBuild | null;
  /** The clock of every business time (services.ts); tests move it. `Date.now` by default. */
  readonly now?: () => number;
  /** Test seams of loyalty and engagement: the prize draw's random source, the WAON provider. */
  readonly engagement?: Pick<ServiceDeps, 'random' | 'loyaltyProvider'>;
  /** Payment providers by billing type; default one sandbox (or in-house) provider per type. */
  readonly paymentProviders?: PaymentProviders;
  /** Test seams of the accounts part: a cheaper password hash, local JWKS, limits, codes, cards. */
  readonly accounts?: Pick<
    ServiceDeps,
    'hasher' | 'rateLimitRules' | 'socialKeySets' | 'cardProvider' | 'otpPolicy'
  >;
}

/** The log level and environment, plus any other setting (the rest default as loadConfig does). */
export type ServerConfig = Pick<GatewayConfig, 'logLevel' | 'nodeEnv'> &
  Partial<Omit<GatewayConfig, 'logLevel' | 'nodeEnv'>>;

/** The server with the services it was built over and its periodic jobs. */
export interface Gateway {
  readonly app: FastifyInstance;
  readonly services: GatewayServices;
  readonly jobs: Jobs;
  /** Begun on shutdown (http/drain.ts). */
  readonly drain: DrainState;
}

/** Trusts the nearest `hops` proxies (TRUST_PROXY=2), as Express's numeric trust proxy does. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Largest accepted request body: the catalogue API takes small JSON bodies only. */
const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The gateway's HTTP server, not yet listening: `main.ts` listens on the configured port,
 * tests on port 0. Everything it needs comes in through `deps`, so tests hand in a database.
 */
export async function buildServer(
  serverConfig: ServerConfig,
  deps: ServerDeps,
): Promise<FastifyInstance> {
  return (await buildGateway(serverConfig, deps)).app;
}

/**
 * `buildServer` with what tests reach behind the routes: the services (services.ts), built once
 * and handed to every registration, and the periodic jobs (jobs.ts), which run from listening
 * until close.
 */
export async function buildGateway(serverConfig: ServerConfig, deps: ServerDeps): Promise<Gateway> {
  const config: GatewayConfig = { ...loadConfig({}), ...serverConfig };
  const production = config.nodeEnv === 'production';
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
      ],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Search terms travel in the path (/api/search/{term}); Fastify's default of 100 is short.
    routerOptions: { maxParamLength: 300 },
    frameworkErrors,
    clientErrorHandler: clientErrors,
    // Behind a proxy, TRUST_PROXY lets request.ip be the client's, which rate limits key on.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Successful requests log at debug (http/access-log.ts).
    logController: new AccessLogController(),
  });
  installErrorHandler(app);
  installJsonBodyParser(app);
  const drain = deps.drain ?? new DrainState();
  closeConnectionsWhileDraining(app, drain);
  const metrics = installMetrics(app);
  await app.register(fastifyCookie);
  // Brotli or gzip by Accept-Encoding for every text answer above 1 kB (HTML, JSON, GraphQL,
  // scripts, styles, SVG, sitemaps), with Vary; Brotli at quality 4, which compresses close to
  // gzip's best at a fraction of quality 11's CPU on answers made per request.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  const routeOptions = { checkResponses: !production };
  if (production && config.gatewaySecret === undefined) {
    app.log.warn(
      'GATEWAY_SECRET is not set: one-time codes and signed tokens hold only for this process',
    );
  }
  const services = buildServices(config, {
    db: deps.db,
    readDb: deps.readDb,
    log: app.log,
    metrics,
    now: deps.now ?? Date.now,
    redis: deps.redis,
    mailer: deps.mailer ?? null,
    paymentProviders: deps.paymentProviders,
    ...deps.accounts,
    ...deps.engagement,
  });
  const { db } = deps;
  const { catalogueReads, search, carts } = services;
  const readDb = deps.readDb ?? deps.db;
  if (deps.readDb) replicaLagMetrics(deps.readDb, metrics, app.log);
  if (production && services.challenge.name === 'sandbox') {
    app.log.warn(
      'bot protection: the challenge is the sandbox CAPTCHA (a checkbox); configure a real ChallengeProvider before opening the shop to the internet',
    );
  }

  // Sessions, CSRF and bot protection first: their hooks cover every route registered after.
  registerAccounts(app, {
    ...services,
    db,
    routeOptions,
    allowedOrigins: [config.publicOrigin, ...config.allowedOrigins],
  });
  // Each folder's routes, mapped to the services built above (README "Folder shape").
  const options = routeOptions;
  registerAuthRoutes(app, {
    ...services,
    db,
    options,
    apple: {
      clientId: config.social.apple.audience,
      redirectUri: config.social.apple.redirectUri ?? `${config.publicOrigin}/login`,
    },
  });
  registerAddressRoutes(app, { ...services, db, options });
  registerBillingRoutes(app, { ...services, db, options });
  if (!production) registerDevOutboxRoutes(app, services.outbox, services.emailPreferences);
  registerEmailPreferenceRoutes(app, { ...services, options });
  registerOrganizationRoutes(app, { ...services, db, options });
  registerLeadRoutes(app, { ...services, options });
  registerVatRoutes(app, { db, options });

  app.get('/api/health', async (_request, reply) => {
    // First, so that a draining replica leaves the balancer even while its database is slow.
    if (drain.isDraining) {
      return reply
        .status(503)
        .send(errorBody(ApiErrorCode.SERVICE_UNAVAILABLE, 'Shutting down'));
    }
    if (!deps.isMigrated()) {
      return reply
        .status(503)
        .send(errorBody(ApiErrorCode.SERVICE_UNAVAILABLE, 'Migrations have not run yet'));
    }
    try {
      await ping(db);
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database did not answer');
      return reply
        .status(503)
        .send(errorBody(ApiErrorCode.SERVICE_UNAVAILABLE, 'Database unavailable'));
    }
    return { status: 'ok', engine: db.engine };
  });

  // Development answers every change at once; production reuses answers for a moment.
  // RESPONSE_CACHE=off turns it off anywhere (the benchmarks' figures without it).
  const responseCache =
    deps.responseCache !== undefined
      ? deps.responseCache
      : production && config.responseCache
        ? DEFAULT_RESPONSE_CACHE
        : null;
  // Catalogue reads go to the replica when there is one (DATABASE_READ_URL).
  await registerGraphql(app, {
    db: readDb,
    catalogue: catalogueReads,
    search,
    production,
    // Compiled execution unless GRAPHQL_JIT=off (graphql/jit-executor.ts).
    jit: config.graphqlJit,
    responseCache,
  });
  registerCatalogueRoutes(app, { db: readDb, catalogue: catalogueReads, options: routeOptions });
  registerSearchRoutes(app, { db: readDb, catalogue: catalogueReads, search, options: routeOptions });
  registerCartRoutes(app, { db, carts, options: routeOptions });
  registerListRoutes(app, { ...services, db, options });
  registerBackInStockRoutes(app, { ...services, options, publicOrigin: config.publicOrigin });
  registerTracking(app, {
    tracking: services.tracking,
    options: routeOptions,
    allowedOrigins: [config.publicOrigin, ...config.allowedOrigins],
  });
  registerLoyaltyRoutes(app, { ...services, options, secureCookies: production });
  registerEngagementRoutes(app, { ...services, db, options });
  const orderPages = await registerOrders(app, {
    ...services,
    db,
    options: routeOptions,
    opsToken: config.opsToken,
  });
  registerCheckout(app, { ...services, db, options: routeOptions });
  registerOrganizationControls(app, { ...services, options: routeOptions, opsToken: config.opsToken });
  registerLocaleRoutes(app, production);
  registerImageRoutes(app, readDb);
  // What both apps receive on a first load (the one site configuration of @gio/contracts).
  const siteFor = async (isApp: boolean) =>
    appSiteConfig(await catalogueReads.siteConfig(), {
      maintenanceMode: config.maintenanceMode,
      // Unset, the apps post to `/track` of whatever host served the page: a shop opened as
      // 127.0.0.1 or under a second domain is never refused by CORS.
      trackingUrl: config.trackingUrl ?? SAME_ORIGIN_TRACKING,
      socialProviders: socialProviders(config.social),
      isApp,
    });
  const html = deps.storefront
    ? storefrontPageHtml(deps.storefront, siteFor, app.log)
    : minimalPageHtml;
  if (deps.storefront) {
    registerHashedAssets(app, STOREFRONT_ASSET_PREFIX, deps.storefront.clientDir);
  }
  if (deps.accountApp) {
    registerAccountApp(app, { build: deps.accountApp, sessions: services.sessions, siteFor });
  }
  registerSeoRoutes(app, readDb, catalogueReads);
  const pageAnswers: PageAnswerDeps = {
    pages: services.pages,
    html,
    sessions: services.sessions,
    sharedPages: responseCache
      ? new SharedPageData(new SharedAnswerCache(responseCache), async () => (await catalogueReads.reference()).version)
      : null,
  };
  registerPageRoutes(app, pageAnswers, [
    ...orderPages,
    {
      path: '/invite/:promocode',
      build: (params) => invitePageData(services.invites, params['promocode'] ?? ''),
    },
  ]);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET') {
      return reply
        .status(404)
        .send(errorBody(ApiErrorCode.ROUTE_NOT_FOUND, `No route ${request.method} ${path}`));
    }
    return sendNotFound(request, reply, pageAnswers);
  });

  // The jobs run while the server serves (tests listen too); on close they stop first, then the
  // services let go of what they hold, and the caller closes the database after.
  const jobs = new Jobs(gatewayJobs(config, services), app.log, {
    leases: new JobLeases(db),
    holder: `${hostname()}:${process.pid}:${randomUUID()}`,
  });
  app.addHook('onListen', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await closeServices(services);
  });
  return { app, services, jobs, drain };
}
