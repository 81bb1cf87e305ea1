/** A decimal amount as text ("-12.34"): a number to a spreadsheet, never a formula, so written as is. */
export interface CsvDecimal {
  decimal: string;
}

/** One cell: text, an integer amount or count, a decimal amount, or nothing. */
export type CsvCell = string | number | CsvDecimal | null;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A text cell a spreadsheet would run as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 text. Text that starts like a formula gets a leading `'`, so Excel and
 * LibreOffice show it instead of evaluating it; numbers are written as they are (a negative amount
 * is a number, not a formula).
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    if (!DECIMAL.test(value.decimal)) throw new Error(`not a decimal: ${value.decimal}`);
    return value.decimal;
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header line and the rows, CRLF-terminated as RFC 4180 says. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
