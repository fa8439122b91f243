/**
 * Spec 2 §5: "Text values are trimmed and non-ASCII characters are removed." One function for the form kit
 * (on blur and on submit) and the server (through `cleanTextSchema`), so both store the same text.
 * Control characters other than tab and line breaks go too; runs of removed characters leave nothing behind.
 */
export function cleanText(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control and non-ASCII characters is the point
  return value.replace(/[^\x09\x0A\x0D\x20-\x7E]/g, '').trim();
}

const pad = (n: number) => String(n).padStart(2, '0');

function validDate(value: Date | string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? new Date(`${value}T00:00:00Z`)
        : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** MM-DD-YYYY (the validator's format) or MM/DD/YYYY (filters); an invalid date formats to '' (spec 2 §5). */
export function formatUsDate(value: Date | string | number | null | undefined, separator: '-' | '/' = '-'): string {
  const date = validDate(value);
  if (!date) return '';
  return [pad(date.getUTCMonth() + 1), pad(date.getUTCDate()), String(date.getUTCFullYear())].join(separator);
}

/** fromDate/toDate of the filter panel: yyyymmdd integers (spec 2 §3). Undefined for an invalid date. */
export function toYyyymmdd(value: Date | string | null | undefined): number | undefined {
  const date = validDate(value);
  if (!date) return undefined;
  return date.getUTCFullYear() * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/** 20250131 → '2025-01-31' (undefined when it is no calendar day). */
export function fromYyyymmdd(value: number): string | undefined {
  const year = Math.floor(value / 10_000);
  const month = Math.floor((value % 10_000) / 100);
  const day = value % 100;
  const iso = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
  const date = validDate(iso);
  return date && date.getUTCDate() === day && date.getUTCMonth() + 1 === month ? iso : undefined;
}

/** YYYY-MM-DD of a UTC day. */
export function isoDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
