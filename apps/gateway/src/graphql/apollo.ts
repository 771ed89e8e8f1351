import { ApolloServer, HeaderMap, type ApolloServerPlugin, type HTTPGraphQLRequest } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginUsageReportingDisabled } from '@apollo/server/plugin/disabled';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { ApiErrorCode, catalogueTypeDefs } from '@gio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { Readable } from 'node:stream';
import { PAGE_CACHE_CONTROL } from '../http/cache-control';
import { createCatalogueLoaders } from '../catalogue/loaders';
import type { CatalogueService } from '../catalogue/service';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { errorBody } from '../http/errors';
import type { SearchService } from '../search/search-service';
import type { GraphqlContext } from './context';
import { GraphqlResponseCache } from './response-cache';
import type { CachedResponse, ResponseCacheOptions } from '../http/shared-answer-cache';
import { JitExecutor } from './jit-executor';
import { resolvers } from './resolvers';
import { checkQueryLimits, DEFAULT_QUERY_LIMITS, type QueryLimits } from './validation-rules';

export const GRAPHQL_PATH = '/api/graphql';

export interface GraphqlOptions {
  readonly db: Queryable;
  readonly catalogue: CatalogueService;
  readonly search: SearchService;
  readonly production: boolean;
  readonly limits?: QueryLimits;
  /** Reuse of whole answers to anonymous catalogue reads (response-cache.ts); null: none. */
  readonly responseCache?: ResponseCacheOptions | null;
  /** Compiled execution (jit-executor.ts); default true, false runs graphql-js's `execute`. */
  readonly jit?: boolean;
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

/** Per-request state the handler reads back once Apollo has answered. */
interface RequestState {
  /** True once the operation ran and answered without errors. */
  succeeded: boolean;
}

type HandlerContext = GraphqlContext & { readonly state: RequestState };

function limitsPlugin(limits: QueryLimits): ApolloServerPlugin<HandlerContext> {
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

/** Marks answers without errors, the only ones the response cache keeps. */
const outcomePlugin: ApolloServerPlugin<HandlerContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        contextValue.state.succeeded = response.body.kind === 'single' && response.body.singleResult.errors === undefined;
      },
    };
  },
};

/** As @as-integrations/fastify builds it: Apollo's view of the HTTP request. */
function toGraphqlRequest(request: FastifyRequest): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const queryAt = request.url.indexOf('?');
  return { body: request.body, method: request.method.toUpperCase(), headers, search: queryAt === -1 ? '' : request.url.slice(queryAt) };
}

/**
 * The request as the response cache sees it, or null when Apollo must see it: only plain JSON
 * posts (whatever Apollo's CSRF prevention and body parsing would refuse goes to Apollo, which
 * refuses it), no extensions (persisted queries), and only visitors who are not signed in.
 */
function cacheableRequest(request: FastifyRequest) {
  const contentType = request.headers['content-type'];
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return null;
  if (request.session?.userId) return null;
  const body = request.body as Record<string, unknown> | null;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || body['extensions'] !== undefined) return null;
  const { query, operationName, variables } = body;
  if (typeof query !== 'string') return null;
  if (operationName !== undefined && typeof operationName !== 'string') return null;
  if (variables !== undefined && (typeof variables !== 'object' || variables === null || Array.isArray(variables))) return null;
  return {
    query,
    operationName,
    variables: variables as Record<string, unknown> | undefined,
    accept: request.headers.accept ?? '',
  };
}

function send(reply: FastifyReply, status: number, headers: Iterable<readonly [string, string]>, body: string) {
  for (const [key, value] of headers) void reply.header(key, value);
  // Apollo's cache-control plugin said no-store for our hint-less schema; private, no-cache is
  // as fresh and does not keep the page out of the back/forward cache (http/cache-control.ts).
  return reply.code(status).header('cache-control', PAGE_CACHE_CONTROL).send(body);
}

/**
 * Apollo Server 5 at POST /api/graphql: per-request DataLoaders in the context, query limits,
 * no batching, CSRF prevention on (Apollo's default), introspection and field suggestions off
 * in production, internal errors masked (logged with their stack, answered as INTERNAL_ERROR).
 *
 * Per request the cost is kept flat: Apollo's document store keeps parsed and validated
 * documents by query text (its default), each operation is compiled once and run compiled
 * (graphql-jit through Apollo's gateway executor, jit-executor.ts; `jit: false` for graphql-js), the cache-control plugin is off (it wraps every field
 * resolver to collect hints we never set), and with `responseCache` repeated anonymous
 * catalogue reads are answered from memory.
 */
export async function registerGraphql(
  app: FastifyInstance,
  options: GraphqlOptions,
): Promise<{ apollo: ApolloServer<HandlerContext>; responseCache: GraphqlResponseCache | null }> {
  const schemaOptions = options.jit === false
    ? { typeDefs: catalogueTypeDefs, resolvers }
    : { gateway: new JitExecutor(makeExecutableSchema({ typeDefs: catalogueTypeDefs, resolvers })).gateway() };
  const apollo = new ApolloServer<HandlerContext>({
    ...schemaOptions,
    introspection: !options.production,
    hideSchemaDetailsFromClientErrors: options.production,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // Shutdown is the app's (main.ts: app.close drains requests, stops the jobs, writes what is
    // buffered, then the database closes) and Apollo stops with it. Apollo's own SIGTERM
    // handler would re-raise the signal and kill the process before any of that ran, and its
    // Fastify drain plugin would call app.close from inside it.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      limitsPlugin(options.limits ?? DEFAULT_QUERY_LIMITS),
      outcomePlugin,
    ],
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
  app.addHook('onClose', async () => apollo.stop());
  const cache = options.responseCache ? new GraphqlResponseCache(options.responseCache) : null;

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
    handler: async (request, reply) => {
      const reference = await options.catalogue.reference();
      const execute = async () => {
        const state: RequestState = { succeeded: false };
        const response = await apollo.executeHTTPGraphQLRequest({
          httpGraphQLRequest: toGraphqlRequest(request),
          context: async () => ({
            loaders: createCatalogueLoaders(options.db, reference),
            catalogue: options.catalogue,
            search: options.search,
            state,
          }),
        });
        const status = response.status ?? 200;
        if (response.body.kind !== 'complete') {
          for (const [name, value] of response.headers) void reply.header(name, value);
          const result = reply.code(status).header('cache-control', PAGE_CACHE_CONTROL).send(Readable.from(response.body.asyncIterator));
          return { result, shared: null };
        }
        const answer: CachedResponse = { body: response.body.string, headers: [...response.headers] };
        // Only a complete success is shared: an answer with errors is computed again.
        return { result: send(reply, status, answer.headers, answer.body), shared: status === 200 && state.succeeded ? answer : null };
      };
      const cacheable = cache ? cacheableRequest(request) : null;
      const key = cache && cacheable ? cache.keyOf(cacheable) : null;
      if (!cache || key === null) return (await execute()).result;
      return cache.share(key, reference.version, (shared) => send(reply, 200, shared.headers, shared.body), execute);
    },
  });
  return { apollo, responseCache: cache };
}
