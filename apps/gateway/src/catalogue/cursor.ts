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
  throw invalidCursor();
}

export function invalidCursor(): AppError {
  return new AppError(400, ApiErrorCode.VALIDATION_ERROR, 'cursor: not a cursor of this list', 'cursor');
}

/** Offset cursors (relevance-ranked and membership lists): a whole number of rows to skip. */
export function decodeOffset(cursor: string): number {
  const [offset] = decodeCursor(cursor, 1);
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > 100_000) throw invalidCursor();
  return offset;
}
