/** PostgreSQL's unique_violation (SQLSTATE 23505), as both engines report it. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a statement failed on a unique constraint, optionally one whose name contains
 * `constraint`: the database settles races (two sign-ups, two links of one card) that a check
 * before the insert cannot.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && (constraint === undefined || String(name ?? '').includes(constraint));
}
