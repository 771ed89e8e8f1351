import { ApiErrorCode } from '@gio/contracts';
import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { AppError } from './app-error';

/**
 * The gateway's one JSON body parser. Fastify's own answers valid JSON that holds a
 * `__proto__` (or `constructor.prototype`) key with "Body is not valid JSON"; such a key is
 * how prototype pollution travels, so it is refused, but with a message that says why.
 * An empty body is none: the apps' JSON helper sends `Content-Type: application/json` on every
 * call, bodiless PUT and DELETE calls too (unlink-google, DELETE /api/address/{id}).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      done(new AppError(400, ApiErrorCode.VALIDATION_ERROR, 'body: not valid JSON', 'body'), undefined);
      return;
    }
    try {
      if (body !== null && typeof body === 'object') {
        sjson.scan(body, { protoAction: 'error', constructorAction: 'error' });
      }
    } catch {
      done(
        new AppError(
          400,
          ApiErrorCode.VALIDATION_ERROR,
          'body: keys named "__proto__" or "constructor.prototype" are not accepted',
          'body',
        ),
        undefined,
      );
      return;
    }
    done(null, body);
  });
}
