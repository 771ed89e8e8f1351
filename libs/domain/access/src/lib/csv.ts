/**
 * The CSV downloads of the organisation page (issue #18: the audit log and the statement of
 * account) share one writer, so both quote and guard cells alike.
 */

/** Issue #18 CSV download: a field quoted when it holds a comma, quote or line break (RFC 4180); formulas neutralised for spreadsheets. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A cell starting with = + - @ is run as a formula by spreadsheet programs (CSV injection).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV document: a header row and the rows, CRLF line ends (RFC 4180). */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
