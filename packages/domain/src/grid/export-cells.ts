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
