/**
 * Formula injection (ASVS 5.0 1.2.10): a spreadsheet treats a cell starting with =, +, -, @, tab or carriage
 * return as a formula. Such text cells are prefixed with a single quote, which spreadsheets show as text.
 * Numbers stay numbers (a negative amount is data, not a formula).
 */
const dangerous = /^[=+\-@\t\r]/;

export function escapeExportCell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = value instanceof Date ? value.toISOString() : String(value);
  return dangerous.test(text) ? `'${text}` : text;
}

export function isDangerousCell(value: unknown): boolean {
  return typeof value === 'string' && dangerous.test(value);
}

/**
 * A CSV file may be opened with another separator than ours: Excel in many European locales splits lines on
 * semicolons, some tools on tabs or pipes, and a line break starts a row. Text after such a character is the start
 * of a cell there, so a formula trigger right after one (spaces between allowed) gets the quote too: `a;=1+1`
 * becomes `a;'=1+1` (issue #15 item 7).
 */
const separatorThenTrigger = /([,;|\t\r\n] *)(?=[=+\-@\t\r])/g;

/** A CSV cell escaped against formula injection at its start and after every separator a spreadsheet may split on. */
export function escapeCsvCell(value: unknown): string | number | boolean | null {
  const cell = escapeExportCell(value);
  return typeof cell === 'string' ? cell.replace(separatorThenTrigger, "$1'") : cell;
}

/** Whether a text cell of a CSV file wants quotes: it holds a separator a spreadsheet may split on, a quote, a line break, or edge spaces. */
export function csvNeedsQuotes(text: string): boolean {
  return /[",;|\t\r\n]/.test(text) || text !== text.trim();
}

/** Reads back a cell one of our CSV exports escaped: the quote added at its start and after separators removed. */
export function unescapeCsvCell(text: string): string {
  const inner = text.replace(/([,;|\t\r\n] *)'(?=[=+\-@\t\r])/g, '$1');
  return /^'[=+\-@\t\r]/.test(inner) ? inner.slice(1) : inner;
}
