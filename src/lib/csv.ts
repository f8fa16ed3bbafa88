/**
 * A CSV writer (RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a comma, a quote, CR or LF,
 * with quotes doubled). Text that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
 * return, OWASP's "CSV injection" list) is prefixed with a single quote, so opening the file runs nothing; numbers
 * are written as numbers (a negative number is not a formula).
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as one CSV text (a header row is just the first row), ending with a line break. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
