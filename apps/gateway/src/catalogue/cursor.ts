import { ApiErrorCode } from '@gio/contracts';
import { AppError } from '../http/app-error';

/**
 * Opaque page cursors: base64url JSON of the last row's sort key. Clients hand them back
 * unchanged; a tampered cursor is a 400, never a 500.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string, arity: number): (string | number)[] {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === arity &&
      key.every((part) => typeof part === 'string' || (typeof part === 'number' && Number.isFinite(part)))
    ) {
      return key as (string | number)[];
    }
  } catch {
    // Falls through to the error below.
  }
  throw new AppError(400, ApiErrorCode.VALIDATION_ERROR, 'cursor: not a cursor of this list', 'cursor');
}
