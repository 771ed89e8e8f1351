/**
 * Outcome of a check whose failure is expected data rather than an exception (style.md, after
 * Vendure's result unions). `message` is the exact text or translation key the spec names.
 */
export type ValidationResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** Builds a successful {@link ValidationResult} (accounts.md §5 guards). */
export function ok<T>(value: T): ValidationResult<T> {
  return { ok: true, value };
}

/** Builds a failed {@link ValidationResult} carrying the spec's message (accounts.md §5, §8). */
export function fail<T = never>(message: string): ValidationResult<T> {
  return { ok: false, message };
}

/**
 * Raised by the throwing `check*` variants; its message is the spec's message word for word, so
 * that a caller rejecting a promise with it reproduces the spec's rejection (accounts.md §5).
 */
export class DomainValidationError extends Error {
  override readonly name = 'DomainValidationError';
}

/** Unwraps a result; throws {@link DomainValidationError} on failure (accounts.md §5). */
export function unwrap<T>(result: ValidationResult<T>): T {
  if (result.ok) return result.value;
  throw new DomainValidationError(result.message);
}
