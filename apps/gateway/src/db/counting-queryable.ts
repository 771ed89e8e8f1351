import type { Queryable } from './database';

/** A queryable that runs on `inner` and reports each statement (placement's statement budget). */
export function countingQueryable(inner: Queryable, onStatement: () => void): Queryable {
  return {
    query: (sql, params) => {
      onStatement();
      return inner.query(sql, params);
    },
  };
}
