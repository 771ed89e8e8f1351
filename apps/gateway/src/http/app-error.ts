import { ApiErrorCode } from '@gio/contracts';
import type { ZodError } from 'zod';

/** An error the client caused or may see: its status, code and message go out unchanged. */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string): AppError => new AppError(404, ApiErrorCode.NOT_FOUND, `${what} not found`);

/** A 400 naming the first offending field, e.g. `query.limit: Too big: expected number to be <=60`. */
export function validationError(part: string, error: ZodError): AppError {
  const issue = error.issues[0];
  const field = [part, ...(issue?.path ?? []).map(String)].join('.');
  return new AppError(400, ApiErrorCode.VALIDATION_ERROR, `${field}: ${issue?.message ?? 'invalid'}`, field);
}
