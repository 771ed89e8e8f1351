import fastifyCookie from '@fastify/cookie';
import { ApiErrorCode } from '@gio/contracts';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { registerAccounts, type AccountsDeps } from './accounts/register-accounts';
import { registerBusiness } from './business/register-business';
import { SOCIAL_PROVIDER_DEFAULTS, type SocialProvidersConfig } from './auth/social-verifier';
import { withSocialSignInPartners } from './auth/social-site-config';
import { loadConfig, type GatewayConfig } from './config';
import { registerCartRoutes } from './carts/routes';
import { registerCheckout } from './checkout/routes';
import { registerCatalogueRoutes } from './catalogue/routes';
import { CATALOGUE_CHECK_INTERVAL_MS, CatalogueService } from './catalogue/service';
import type { Database } from './db/database';
import { registerGraphql } from './graphql/apollo';
import { DEFAULT_RESPONSE_CACHE } from './graphql/response-cache';
import { AccessLogController } from './http/access-log';
import { errorBody, frameworkErrors, installErrorHandler } from './http/errors';
import { installJsonBodyParser } from './http/json-body';
import { installMetrics } from './http/metrics';
import { registerImageRoutes } from './images/routes';
import { invitePageData } from './engagement/invites/invite-page';
import { registerLoyaltyAndEngagement, type EngagementSeams } from './engagement/register-engagement';
import { registerLists } from './lists/register-lists';
import { registerLocaleRoutes } from './locales/routes';
import { OrderEvents } from './orders/order-events';
import { registerOrders } from './orders/register-orders';
import { PageService } from './pages/page-service';
import { minimalPageHtml } from './pages/html';
import { registerPageRoutes, sendNotFound } from './pages/routes';
import { registerSeoRoutes } from './pages/seo-routes';
import type { Mailer } from './outbox/mailer';
import { PaymentService, sandboxPaymentProviders, type PaymentProviders } from './payments/payment-service';
import { registerSearchRoutes } from './search/routes';
import { PasswordHasher } from './security/password-hasher';
import { DEFAULT_RATE_LIMIT_RULES } from './security/rate-limits';
import { SearchService } from './search/search-service';
import { registerStorefrontAssets } from './storefront/asset-routes';
import type { StorefrontBuild } from './storefront/storefront-build';
import { withMaintenanceMode } from './storefront/maintenance-mode';
import { storefrontPageHtml } from './storefront/storefront-html';
import { registerTracking } from './tracking/routes';
import { withTrackingUrl } from './tracking/tracking-url';

export interface ServerDeps {
  readonly db: Database;
  /** True once migrations ran; /api/health answers 503 before. */
  readonly isMigrated: () => boolean;
  /** Shares sessions and rate limits between replicas (REDIS_URL). */
  readonly redis?: Redis;
  /** Sends outbox e-mail (SMTP_URL); without it messages wait in the outbox. */
  readonly mailer?: Mailer | null;
  /** The storefront's build output; without it pages get the gateway's minimal HTML. */
  readonly storefront?: StorefrontBuild | null;
  /** Test seams of the accounts part: a cheaper password hash, local JWKS, limits, clock. */
  /** Test seams of loyalty and engagement: the prize draw's random source, the WAON provider, clock. */
  readonly engagement?: EngagementSeams;
  /** Payment providers by billing type; default one sandbox (or in-house) provider per type. */
  readonly paymentProviders?: PaymentProviders;
  readonly accounts?: Partial<
    Pick<
      AccountsDeps,
      'hasher' | 'rateLimitRules' | 'socialKeySets' | 'cardProvider' | 'otpPolicy' | 'now'
    >
  >;
}

/** The log level and environment, plus any other setting (the rest default as loadConfig does). */
export type ServerConfig = Pick<GatewayConfig, 'logLevel' | 'nodeEnv'> &
  Partial<Omit<GatewayConfig, 'logLevel' | 'nodeEnv'>>;

/** Trusts the nearest `hops` proxies (TRUST_PROXY=2), as Express's numeric trust proxy does. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Each provider's published issuers and key set, unless the environment overrides them. */
function socialProviders(social: GatewayConfig['social']): SocialProvidersConfig {
  const provider = (name: keyof SocialProvidersConfig) => ({
    audience: social[name].audience,
    issuers: social[name].issuers ?? SOCIAL_PROVIDER_DEFAULTS[name].issuers,
    jwksUrl: social[name].jwksUrl ?? SOCIAL_PROVIDER_DEFAULTS[name].jwksUrl,
  });
  return { google: provider('google'), facebook: provider('facebook'), apple: provider('apple') };
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
  const metrics = installMetrics(app);
  await app.register(fastifyCookie);

  const routeOptions = { checkResponses: !production };
  if (production && config.gatewaySecret === undefined) {
    app.log.warn(
      'GATEWAY_SECRET is not set: one-time codes and signed tokens hold only for this process',
    );
  }
  // Sessions, CSRF and bot protection first: their hooks cover every route registered after.
  const accounts = await registerAccounts(app, {
    db: deps.db,
    routeOptions,
    redis: deps.redis,
    mailer: deps.mailer ?? null,
    config: {
      production,
      publicOrigin: config.publicOrigin,
      allowedOrigins: config.allowedOrigins,
      sessionLifetimes: {
        idleMs: config.sessionIdleMinutes * 60_000,
        absoluteMs: config.sessionAbsoluteHours * 3_600_000,
      },
      secret: config.gatewaySecret ? Buffer.from(config.gatewaySecret) : randomBytes(32),
      social: socialProviders(config.social),
      appleRedirectUri: config.social.apple.redirectUri ?? `${config.publicOrigin}/login`,
    },
    rateLimitRules: {
      ...DEFAULT_RATE_LIMIT_RULES,
      apiPerAddress: { points: config.botProtectionPerMinute, durationSeconds: 60 },
    },
    ...deps.accounts,
  });
  const business = await registerBusiness(app, {
    db: deps.db,
    accounts,
    hasher: deps.accounts?.hasher ?? new PasswordHasher(),
    routeOptions,
    publicOrigin: config.publicOrigin,
    now: deps.accounts?.now,
  });

  // Tests count statements per request, which a periodic catalogue check would disturb; they
  // write the catalogue through this process or not at all.
  const catalogue = new CatalogueService(deps.db, {
    checkIntervalMs: config.nodeEnv === 'test' ? null : CATALOGUE_CHECK_INTERVAL_MS,
  });
  const search = new SearchService(deps.db, catalogue);
  const pages = new PageService(deps.db, catalogue, search);
  // One payment service and one set of order-completion listeners, for checkout, orders and engagement.
  const payments = new PaymentService(
    deps.paymentProviders ?? sandboxPaymentProviders(deps.accounts?.now),
    deps.accounts?.now,
  );
  const orderEvents = new OrderEvents();

  app.get('/api/health', async (_request, reply) => {
    if (!deps.isMigrated()) {
      return reply
        .status(503)
        .send(errorBody(ApiErrorCode.SERVICE_UNAVAILABLE, 'Migrations have not run yet'));
    }
    try {
      await deps.db.query('SELECT 1');
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database did not answer');
      return reply
        .status(503)
        .send(errorBody(ApiErrorCode.SERVICE_UNAVAILABLE, 'Database unavailable'));
    }
    return { status: 'ok', engine: deps.db.engine };
  });

  await registerGraphql(app, {
    db: deps.db,
    catalogue,
    search,
    production,
    // Development answers every change at once; production reuses answers for a moment.
    responseCache: production ? DEFAULT_RESPONSE_CACHE : null,
  });
  registerCatalogueRoutes(app, { db: deps.db, catalogue, options: routeOptions });
  registerSearchRoutes(app, { db: deps.db, catalogue, search, options: routeOptions });
  // The one CartService (returned, and `app.carts`) for add-list, add-order, checkout and sign-in.
  const carts = await registerCartRoutes(app, { db: deps.db, catalogue, options: routeOptions });
  await registerLists(app, {
    db: deps.db,
    catalogue,
    routeOptions,
    publicOrigin: config.publicOrigin,
  });
  registerTracking(app, { db: deps.db, options: routeOptions, metrics });
  const engagement = await registerLoyaltyAndEngagement(app, {
    db: deps.db,
    catalogue,
    business,
    routeOptions,
    production,
    orderEvents,
    ...deps.engagement,
  });
  const orders = await registerOrders(app, {
    db: deps.db,
    payments,
    events: orderEvents,
    carts,
    options: routeOptions,
    opsToken: config.opsToken,
    now: deps.accounts?.now,
    // As with the catalogue check: tests settle abandoned payments themselves.
    sweepIntervalMs: config.nodeEnv === 'test' ? null : undefined,
  });
  await registerCheckout(app, {
    db: deps.db,
    catalogue,
    payments,
    carts,
    options: routeOptions,
    metrics,
    now: deps.accounts?.now,
  });
  registerLocaleRoutes(app, production);
  registerImageRoutes(app, deps.db);
  const html = deps.storefront
    ? storefrontPageHtml(
        deps.storefront,
        async () =>
          withSocialSignInPartners(
            withTrackingUrl(
              withMaintenanceMode(await catalogue.siteConfig(), config.maintenanceMode),
              config.trackingUrl ?? config.publicOrigin,
            ),
            socialProviders(config.social),
          ),
        app.log,
      )
    : minimalPageHtml;
  if (deps.storefront) registerStorefrontAssets(app, deps.storefront.clientDir);
  registerSeoRoutes(app, deps.db, catalogue);
  registerPageRoutes(app, pages, html, [
    ...orders.pages,
    { path: '/invite/:promocode', build: (params) => invitePageData(engagement.invites, params['promocode'] ?? '') },
  ]);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET') {
      return reply
        .status(404)
        .send(errorBody(ApiErrorCode.ROUTE_NOT_FOUND, `No route ${request.method} ${path}`));
    }
    return sendNotFound(request, reply, pages, html);
  });
  return app;
}
