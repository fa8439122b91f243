/**
 * Statement periods of the billing screens (spec 2 §reference data: report periods YTD, Last 6 Months,
 * Last 3 Months, Last Month; statement years: the last 4). All days are YYYY-MM-DD and both ends are included.
 *
 * Reading of "Last N Months": the N whole calendar months before the current month, from the 1st of the first
 * one to the last day of last month. On 2028-03-31 'Last 6 Months' is 2027-09-01 … 2028-02-29, and it is the
 * same on every day of March 2028. We do not read it as "today minus N months … today": that range moves every
 * day, so a statement printed in the morning and one printed in the afternoon would not add up; it starts in the
 * middle of a month, which no monthly statement does; and it has no good answer on month ends (2028-08-31 minus
 * 6 months is 2028-02-31, which does not exist). YTD is the exception the screens name: Jan 1 up to today.
 * Monthly statements (`monthRanges`) follow the same rule: a month is listed once it has ended.
 */
import type { ReportPeriodCode } from '../reference/enumerations';
import { parseCalendarDay, type CalendarDay } from '../text/dates';

export type DayRange = { readonly from: string; readonly to: string };
export type MonthRange = DayRange & { readonly month: number };

/** How many statement years the screens offer, the current one included. */
export const statementYearCount = 4;

const monthsBack: Readonly<Record<Exclude<ReportPeriodCode, 'YTD'>, number>> = { L6M: 6, L3M: 3, LM: 1 };

function readToday(today: string): CalendarDay {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(today) ? parseCalendarDay(today) : undefined;
  if (!day) throw new RangeError(`today must be a YYYY-MM-DD day: ${today}`);
  return day;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** First and last day of a month; `monthIndex` counts months since year 0 (year * 12 + month - 1). */
function monthRange(monthIndex: number): MonthRange {
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${pad(year, 4)}-${pad(month)}`;
  return { month, from: `${prefix}-01`, to: `${prefix}-${pad(lastDay)}` };
}

/**
 * The days a report period covers on `today`: YTD is January 1 up to today; L6M, L3M and LM are the 6, 3 and 1
 * whole months before the current month (see the file comment). Throws on a `today` that is not YYYY-MM-DD.
 */
export function periodRange(code: ReportPeriodCode, today: string): DayRange {
  const now = readToday(today);
  if (code === 'YTD') return { from: `${pad(now.year, 4)}-01-01`, to: today };
  const currentMonth = now.year * 12 + now.month - 1;
  return { from: monthRange(currentMonth - monthsBack[code]).from, to: monthRange(currentMonth - 1).to };
}

/** The years statements can be asked for: the current one and the three before, newest first. */
export function statementYears(today: string): number[] {
  const { year } = readToday(today);
  return Array.from({ length: statementYearCount }, (_, i) => year - i);
}

/**
 * The months of `year` that have a monthly statement on `today`, January first: all twelve for a past year,
 * January up to last month for the current year (none in January), none for a future year.
 */
export function monthRanges(year: number, today: string): MonthRange[] {
  const now = readToday(today);
  if (!Number.isInteger(year)) throw new RangeError(`year must be a whole number: ${year}`);
  const months = year < now.year ? 12 : year === now.year ? now.month - 1 : 0;
  return Array.from({ length: months }, (_, i) => monthRange(year * 12 + i));
}
