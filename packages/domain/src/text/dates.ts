/**
 * Calendar days as the form kit, the filter panel and the grids show and send them (spec 2 §5, §9): string dates
 * YYYY-MM-DD, the validator's MM-DD-YYYY, the filters' MM/DD/YYYY, and fromDate/toDate as yyyymmdd integers.
 * An invalid date formats to an empty string. A `Date` counts by its local calendar day (the day the user sees);
 * a string is read as written, never shifted by a time zone.
 */
export type CalendarDay = { year: number; month: number; day: number };
export type DateInput = Date | string | null | undefined;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Years 1000 to 9999 only: four digits, and clear of `Date.UTC` reading 0-99 as 1900-1999. */
function checkedDay(year: number, month: number, day: number): CalendarDay | undefined {
  if (![year, month, day].every(Number.isInteger) || year < 1000 || year > 9999) return undefined;
  const daysInMonth = month === 2 && isLeapYear(year) ? 29 : monthDays[month - 1];
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth ? { year, month, day } : undefined;
}

const formatIso = (d: CalendarDay) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/** The calendar day of a Date (local), of 'YYYY-MM-DD' (a time part after it is ignored), 'MM-DD-YYYY' or 'MM/DD/YYYY'. */
export function parseCalendarDay(value: DateInput): CalendarDay | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? undefined
      : checkedDay(value.getFullYear(), value.getMonth() + 1, value.getDate());
  }
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  if (iso) return checkedDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /^(\d{2})([-/])(\d{2})\2(\d{4})$/.exec(text);
  if (us) return checkedDay(Number(us[4]), Number(us[1]), Number(us[3]));
  return undefined;
}

/** YYYY-MM-DD, or '' for an invalid date. */
export function isoDay(value: DateInput): string {
  const d = parseCalendarDay(value);
  return d ? formatIso(d) : '';
}

/** MM-DD-YYYY (the validator's format) or, with '/', MM/DD/YYYY (filters); '' for an invalid date. */
export function formatUsDate(value: DateInput, separator: '-' | '/' = '-'): string {
  const d = parseCalendarDay(value);
  return d ? [pad(d.month), pad(d.day), pad(d.year, 4)].join(separator) : '';
}

/** fromDate/toDate of the filter panel: 2025-01-31 → 20250131; undefined for an invalid date. */
export function toYyyymmdd(value: DateInput): number | undefined {
  const d = parseCalendarDay(value);
  return d ? d.year * 10_000 + d.month * 100 + d.day : undefined;
}

/** 20250131 → '2025-01-31'; undefined when it is no calendar day. */
export function fromYyyymmdd(value: number): string | undefined {
  if (!Number.isInteger(value)) return undefined;
  const d = checkedDay(Math.floor(value / 10_000), Math.floor((value % 10_000) / 100), value % 100);
  return d ? formatIso(d) : undefined;
}

/** The day `days` later (earlier when negative), YYYY-MM-DD; '' for an invalid date. */
export function addDays(value: DateInput, days: number): string {
  const d = parseCalendarDay(value);
  if (!d) return '';
  const moved = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  const day = checkedDay(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
  return day ? formatIso(day) : '';
}

/** Days from `from` to `to`, both included; 0 when either is invalid or the range is reversed. */
export function countDaysInclusive(from: DateInput, to: DateInput): number {
  const a = parseCalendarDay(from);
  const b = parseCalendarDay(to);
  if (!a || !b) return 0;
  const days = (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000;
  return days < 0 ? 0 : days + 1;
}
