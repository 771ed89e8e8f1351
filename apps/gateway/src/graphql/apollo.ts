import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import { ApiErrorCode, catalogueTypeDefs } from '@gio/contracts';
import type { FastifyInstance } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { createCatalogueLoaders } from '../catalogue/loaders';
import type { CatalogueService } from '../catalogue/service';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { errorBody } from '../http/errors';
import type { SearchService } from '../search/search-service';
import type { GraphqlContext } from './context';
import { resolvers } from './resolvers';
import { checkQueryLimits, DEFAULT_QUERY_LIMITS, type QueryLimits } from './validation-rules';

export const GRAPHQL_PATH = '/api/graphql';

export interface GraphqlOptions {
  readonly db: Queryable;
  readonly catalogue: CatalogueService;
  readonly search: SearchService;
  readonly production: boolean;
  readonly limits?: QueryLimits;
}

/** Error codes of our own that may reach the client as they are. */
const PUBLIC_CODES = new Set<string>([
  ...Object.values(ApiErrorCode).filter((code) => code !== ApiErrorCode.INTERNAL_ERROR),
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

function limitsPlugin(limits: QueryLimits): ApolloServerPlugin<GraphqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName, request }) {
          const error = checkQueryLimits(document, operationName, request.variables ?? {}, limits);
          if (error) throw error;
        },
      };
    },
  };
}

/**
 * Apollo Server 5 at POST /api/graphql: per-request DataLoaders in the context, query limits,
 * no batching, CSRF prevention on (Apollo's default), introspection and field suggestions off
 * in production, internal errors masked (logged with their stack, answered as INTERNAL_ERROR).
 */
export async function registerGraphql(app: FastifyInstance, options: GraphqlOptions): Promise<ApolloServer<GraphqlContext>> {
  const apollo = new ApolloServer<GraphqlContext>({
    typeDefs: catalogueTypeDefs,
    resolvers,
    introspection: !options.production,
    hideSchemaDetailsFromClientErrors: options.production,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    plugins: [fastifyApolloDrainPlugin(app), limitsPlugin(options.limits ?? DEFAULT_QUERY_LIMITS)],
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const original = unwrapResolverError(error);
      if (original instanceof AppError) {
        return { message: original.message, path: formatted.path, extensions: { code: original.code } };
      }
      const code = formatted.extensions?.['code'];
      if (typeof code === 'string' && PUBLIC_CODES.has(code)) return formatted;
      app.log.error({ err: original }, 'GraphQL resolver failed');
      return { message: 'Internal server error', path: formatted.path, extensions: { code: ApiErrorCode.INTERNAL_ERROR } };
    },
  });
  await apollo.start();

  app.route({
    method: 'POST',
    url: GRAPHQL_PATH,
    preHandler: async (request, reply) => {
      if (Array.isArray(request.body)) {
        return reply
          .status(400)
          .send(errorBody(ApiErrorCode.BATCHED_REQUESTS_REFUSED, 'Batched GraphQL requests are not accepted; send one operation per request'));
      }
      return undefined;
    },
    handler: fastifyApolloHandler(apollo, {
      context: async () => ({
        loaders: createCatalogueLoaders(options.db),
        catalogue: options.catalogue,
        search: options.search,
        site: () => options.catalogue.siteConfig(),
      }),
    }),
  });
  return apollo;
}
