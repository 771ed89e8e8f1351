/**
 * Statements PostgreSQL keeps prepared on each pooled connection (issue #20): the text is
 * parsed and analysed once per connection instead of once per call, which is most of the
 * server's work for a short statement run on every request (the session read, the cart's
 * snapshot and compare-and-set write). Only statements whose best plan does not depend on
 * their values belong here: after five runs PostgreSQL may keep one generic plan for them
 * (search, whose plan depends on how common its words are, does not). PGlite ignores it.
 */
const names = new Map<string, string>();

/** Marks `sql` to be prepared on each PostgreSQL connection, and returns it unchanged. */
export function prepared(sql: string): string {
  if (!names.has(sql)) names.set(sql, `gio_prepared_${names.size + 1}`);
  return sql;
}

/** The prepared statement name of `sql`, or undefined when it is not marked. */
export function preparedName(sql: string): string | undefined {
  return names.get(sql);
}
