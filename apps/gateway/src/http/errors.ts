import { ApiErrorCode, type AccountErrorBody, type ErrorCode } from '@gio/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES as REASON_PHRASES } from 'node:http';
import type { Socket } from 'node:net';
import { AppError } from './app-error';

const STATUS_CODES: Record<number, ApiErrorCode> = {
  400: ApiErrorCode.VALIDATION_ERROR,
  404: ApiErrorCode.NOT_FOUND,
  405: ApiErrorCode.METHOD_NOT_ALLOWED,
  413: ApiErrorCode.PAYLOAD_TOO_LARGE,
  415: ApiErrorCode.UNSUPPORTED_MEDIA_TYPE,
};

export function errorBody(code: ErrorCode, message: string, field?: string): AccountErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}

/**
 * One JSON error shape for every failure. Client mistakes (our AppErrors and Fastify's own 4xx:
 * bad JSON, wrong content type, body too large) keep their status; anything else is logged
 * with its stack and answered as a masked 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? ApiErrorCode.VALIDATION_ERROR;
      const field = error.code?.startsWith('FST_ERR_CTP') || error.code === 'FST_ERR_VALIDATION' ? 'body' : undefined;
      return reply.status(status).send(errorBody(code, error.message, field));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(ApiErrorCode.INTERNAL_ERROR, 'Internal server error'));
  });
}

/**
 * Fastify's router answers a path it cannot route (broken percent-encoding, a parameter over
 * `maxParamLength`) before any handler or error handler runs, in its own body shape; this
 * gives those refusals the one error body too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(errorBody(ApiErrorCode.VALIDATION_ERROR, 'path: not valid percent-encoding', 'path'));
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(errorBody(ApiErrorCode.URI_TOO_LONG, 'path: a path parameter is too long', 'path'));
    return;
  }
  request.log.error({ err: error }, 'request failed in the router');
  void reply.status(500).send(errorBody(ApiErrorCode.INTERNAL_ERROR, 'Internal server error'));
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: a request line and headers
 * over 16 KiB (a long query string, many cookies), a head that never finishes, bytes that are
 * not HTTP. Fastify's default answer to those has its own body shape; this one gives them the
 * one error body, written on the socket as Fastify's default does (there is no reply object).
 */
export function clientErrors(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, errorBody(ApiErrorCode.HEADERS_TOO_LARGE, 'request: the request line and headers are over 16 KiB')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, errorBody(ApiErrorCode.REQUEST_TIMEOUT, 'request: not received in time')]
        : [400, errorBody(ApiErrorCode.VALIDATION_ERROR, 'request: not valid HTTP')];
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${REASON_PHRASES[status] ?? ''}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
