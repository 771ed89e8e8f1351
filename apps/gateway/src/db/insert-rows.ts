import type { Queryable } from './database';

/** Rows per statement: large enough to be fast, small enough to keep one parameter modest. */
const CHUNK = 2000;

/**
 * Inserts many rows with one statement per chunk: the rows travel as one JSON parameter that
 * `jsonb_to_recordset` turns into typed columns. Works alike on PGlite and PostgreSQL and needs
 * no per-row placeholders (PostgreSQL caps a statement at 65,535 parameters).
 *
 * @param columns column name → SQL type, in table order of the JSON keys.
 */
export async function insertRows(
  tx: Queryable,
  table: string,
  columns: Readonly<Record<string, string>>,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const names = Object.keys(columns);
  const recordType = names.map((name) => `${name} ${columns[name]}`).join(', ');
  const sql = `INSERT INTO ${table} (${names.join(', ')})
    SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${recordType})`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.query(sql, [JSON.stringify(rows.slice(start, start + CHUNK))]);
  }
}
