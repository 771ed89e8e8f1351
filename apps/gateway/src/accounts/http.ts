import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountError, unauthorized } from './account-error';

/**
 * Registers account routes in their own Fastify scope, with an error handler that answers AccountErrors (numeric spec codes, Retry-After on 429) and
 * hands every other error to the gateway's handler.
 */
export async function registerAccountScope(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof AccountError)) throw error;
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      const body = error.field
        ? { code: error.code, message: error.message, field: error.field }
        : { code: error.code, message: error.message };
      return reply.status(error.statusCode).send({ error: body });
    });
    await register(scope);
  });
}

/** The signed-in user's id, or 401 (the apps reload or sign out, accounts.md §8). */
export function signedInUserId(request: FastifyRequest): string {
  const userId = request.session?.userId;
  if (!userId) throw unauthorized();
  return userId;
}
