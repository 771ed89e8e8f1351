import fastifyCookie from '@fastify/cookie';
import { ApiErrorCode } from '@gio/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';
import { registerCatalogueRoutes } from './catalogue/routes';
import { CatalogueService } from './catalogue/service';
import type { Database } from './db/database';
import { registerGraphql } from './graphql/apollo';
import { errorBody, installErrorHandler } from './http/errors';
import { installMetrics } from './http/metrics';
import { registerImageRoutes } from './images/routes';
import { registerLocaleRoutes } from './locales/routes';
import { PageService } from './pages/page-service';
import { registerPageRoutes, sendNotFound } from './pages/routes';
import { registerSearchRoutes } from './search/routes';
import { SearchService } from './search/search-service';

export interface ServerDeps {
  readonly db: Database;
  /** True once migrations ran; /api/health answers 503 before. */
  readonly isMigrated: () => boolean;
}

export type ServerConfig = Pick<GatewayConfig, 'logLevel' | 'nodeEnv'>;

/** Largest accepted request body: the catalogue API takes small JSON bodies only. */
const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The gateway's HTTP server, not yet listening: `main.ts` listens on the configured port,
 * tests on port 0. Everything it needs comes in through `deps`, so tests hand in a database.
 */
export async function buildServer(config: ServerConfig, deps: ServerDeps): Promise<FastifyInstance> {
  const production = config.nodeEnv === 'production';
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Search terms travel in the path (/api/search/{term}); Fastify's default of 100 is short.
    routerOptions: { maxParamLength: 300 },
    trustProxy: false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  installErrorHandler(app);
  installMetrics(app);
  await app.register(fastifyCookie);

  const catalogue = new CatalogueService(deps.db);
  const search = new SearchService(deps.db, catalogue);
  const pages = new PageService(deps.db, catalogue, search);
  const routeOptions = { checkResponses: !production };

  app.get('/api/health', async (_request, reply) => {
    if (!deps.isMigrated()) {
      return reply.status(503).send(errorBody(ApiErrorCode.SERVICE_UNAVAILABLE, 'Migrations have not run yet'));
    }
    try {
      await deps.db.query('SELECT 1');
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database did not answer');
      return reply.status(503).send(errorBody(ApiErrorCode.SERVICE_UNAVAILABLE, 'Database unavailable'));
    }
    return { status: 'ok', engine: deps.db.engine };
  });

  await registerGraphql(app, { db: deps.db, catalogue, search, production });
  registerCatalogueRoutes(app, { db: deps.db, catalogue, options: routeOptions, secureCookies: production });
  registerSearchRoutes(app, { db: deps.db, catalogue, search, options: routeOptions });
  registerLocaleRoutes(app, production);
  registerImageRoutes(app, deps.db);
  registerPageRoutes(app, pages);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET') {
      return reply
        .status(404)
        .send(errorBody(ApiErrorCode.ROUTE_NOT_FOUND, `No route ${request.method} ${path}`));
    }
    return sendNotFound(request, reply, pages);
  });
  return app;
}
