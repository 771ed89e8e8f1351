import type { RestRoute } from '@gio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiErrorCode } from '@gio/contracts';
import { AppError, validationError } from './app-error';
import { controlCharacterPath } from './control-characters';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<R extends RestRoute> {
  readonly params: Infer<R['params']>;
  readonly query: Infer<R['query']>;
  readonly body: Infer<R['body']>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export interface RouteOptions {
  /** Check each response against its schema (development and tests; off in production). */
  readonly checkResponses: boolean;
  /**
   * The handler refuses control characters itself, item by item: a tracking batch keeps its
   * good events when one event is unstorable. Every other route refuses the whole call.
   */
  readonly controlCharactersCheckedByHandler?: boolean;
}

/**
 * Refuses a control character anywhere in params, query or body, on the raw input and before
 * any schema: no text field of any contract can carry one to the database (PostgreSQL refuses
 * U+0000 on both engines), whatever its schema lets through.
 */
function refuseControlCharacters(request: FastifyRequest): void {
  for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
    const path = controlCharacterPath(value);
    if (path) {
      const field = [part, ...path].join('.');
      throw new AppError(400, ApiErrorCode.VALIDATION_ERROR, `${field}: must not contain control characters`, field);
    }
  }
}

function parsePart(part: string, schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(part, result.error);
  return result.data;
}

/**
 * Declares a REST route from its contract: params, query and body are parsed with the
 * contract's zod schemas (a failure is a 400 naming the field) and, outside production, the
 * response is checked against the response schema so that drift fails tests rather than
 * clients.
 */
export function defineRoute<R extends RestRoute>(
  app: FastifyInstance,
  route: R,
  options: RouteOptions,
  handler: (input: RouteInput<R>) => Promise<z.input<R['response']>>,
): void {
  app.route({
    method: route.method,
    url: route.path,
    handler: async (request, reply) => {
      if (!options.controlCharactersCheckedByHandler) refuseControlCharacters(request);
      const input = {
        params: parsePart('params', route.params, request.params),
        query: parsePart('query', route.query, request.query),
        body: parsePart('body', route.body, request.body),
        request,
        reply,
      } as RouteInput<R>;
      const result = await handler(input);
      if (options.checkResponses) {
        const checked = route.response.safeParse(result);
        if (!checked.success) {
          throw new Error(`response of ${route.method} ${route.path} breaks its contract: ${checked.error.message}`);
        }
      }
      return result;
    },
  });
}
