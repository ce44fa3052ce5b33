/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a cell that starts
 * with '=', '+', '-', '@', tab or CR is run as a formula by Excel, LibreOffice
 * and Google Sheets ('=HYPERLINK(…)' in a question opens a link). The export
 * prefixes such a cell with a single quote, which spreadsheets read as "text";
 * the import takes that quote off again, so export → import is lossless.
 *
 * Lossless for every text: a cell that itself starts with quotes followed by
 * one of those characters ("'=x") is prefixed too ("''=x"), and the import
 * takes off exactly one quote. Numbers are cells like any other: a negative
 * number would leave as "'-1" and come back as -1 (no numeric column takes a
 * negative value today; marks_wrong is a positive number that is subtracted).
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;

/** The cell as the export writes it. */
export function escapeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The cell as the import reads it (the inverse of escapeFormula). */
export function unescapeFormula(cell: string): string {
  return ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell;
}
