import { ApiErrorCode } from '@gio/contracts';
import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { AppError } from './app-error';

/**
 * A JSON request body as a value: `undefined` for an empty body, an AppError (400 naming the
 * body) for text that is not JSON or that holds a `__proto__` / `constructor.prototype` key,
 * the way prototype pollution travels. Fastify's own parser refuses such a key as "Body is not
 * valid JSON", which tells the sender nothing.
 */
export function parseJsonBody(text: string): unknown {
  if (text === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError(400, ApiErrorCode.VALIDATION_ERROR, 'body: not valid JSON', 'body');
  }
  try {
    if (body !== null && typeof body === 'object') sjson.scan(body, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw new AppError(
      400,
      ApiErrorCode.VALIDATION_ERROR,
      'body: keys named "__proto__" or "constructor.prototype" are not accepted',
      'body',
    );
  }
  return body;
}

/**
 * The gateway's one JSON body parser (`parseJsonBody`). An empty body is none: the apps' JSON
 * helper sends `Content-Type: application/json` on every call, bodiless PUT and DELETE calls too
 * (unlink-google, DELETE /api/address/{id}).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) => {
    try {
      done(null, parseJsonBody(typeof raw === 'string' ? raw : raw.toString('utf8')));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
