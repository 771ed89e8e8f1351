import { AccountErrorCode, ApiErrorCode, type ErrorCode } from '@gio/contracts';
import type { ZodError } from 'zod';

/**
 * The gateway's one application error: bad input, auth, and refusals a route answers rather
 * than returns. Its status, code (the spec's catalogue number where accounts.md §8 has one,
 * else an UPPER_SNAKE string of `@gio/contracts`), message, field and headers (`Retry-After`)
 * reach the client unchanged through the one root handler (http/errors.ts), whatever scope the
 * route was registered in. Expected business outcomes stay data inside a service.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/** 404, and the same 404 for an id the user does not own as for one that does not exist: nothing leaks. */
export const notFound = (what: string): AppError =>
  new AppError(404, ApiErrorCode.NOT_FOUND, `${what} not found`);

/** A 400 naming the first offending field, e.g. `query.limit: Too big: expected number to be <=60`. */
export function validationError(part: string, error: ZodError): AppError {
  const issue = error.issues[0];
  const field = [part, ...(issue?.path ?? []).map(String)].join('.');
  return new AppError(400, ApiErrorCode.VALIDATION_ERROR, `${field}: ${issue?.message ?? 'invalid'}`, field);
}

/** 401: the call needs a signed-in user (the apps reload or go to /unauthorized-logout). */
export const unauthorized = (): AppError =>
  new AppError(401, AccountErrorCode.UNAUTHORIZED, 'Vui lòng đăng nhập để tiếp tục.');

/** 429 from a rate limit, with the wait before the next try. */
export const tooManyRequests = (retryAfterSeconds: number): AppError =>
  new AppError(
    429,
    AccountErrorCode.TOO_MANY_REQUESTS,
    'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.',
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

/** A field the domain rules refuse (accounts.md §5), with the rule's translation key as message. */
export const fieldError = (field: string, message: string): AppError =>
  new AppError(400, ApiErrorCode.VALIDATION_ERROR, message, field);
