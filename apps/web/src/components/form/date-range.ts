import { addDays, countDaysInclusive, isoDay, parseCalendarDay } from '@connect/domain/text/dates';

/** Date range presets of spec 2 §4: last 7, 30, 60, 90 days, current year, custom; default last 30 days. */
export const dateRangePresets = ['last7', 'last30', 'last60', 'last90', 'currentYear', 'custom'] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];
export const defaultDateRangePreset: DateRangePreset = 'last30';

/** Days as YYYY-MM-DD ('' while not chosen). */
export type DateRange = { from: string; to: string };
export type PresetDateRange = DateRange & { preset: DateRangePreset };

const presetDays: Partial<Record<DateRangePreset, number>> = { last7: 7, last30: 30, last60: 60, last90: 90 };

/**
 * The days a preset covers on `today` (its local calendar day): "last N days" is N days ending today, both ends
 * included; current year runs from January 1 to today; custom keeps the given range.
 */
export function presetRange(preset: DateRangePreset, today: Date, custom?: DateRange): DateRange {
  const to = isoDay(today);
  const days = presetDays[preset];
  if (days !== undefined) return { from: addDays(to, -(days - 1)), to };
  if (preset === 'currentYear') return { from: `${to.slice(0, 4)}-01-01`, to };
  return custom ?? { from: addDays(to, -29), to };
}

/** The starting value of a range field: the default preset (last 30 days). */
export function defaultPresetRange(today: Date): PresetDateRange {
  return { preset: defaultDateRangePreset, ...presetRange(defaultDateRangePreset, today) };
}

/** Sender and receiver filters start at July 1 to September 30 of the current year (spec 2 §4). */
export function senderReceiverDefaultRange(today: Date): PresetDateRange {
  const year = parseCalendarDay(today)?.year ?? new Date().getFullYear();
  return { preset: 'custom', from: `${year}-07-01`, to: `${year}-09-30` };
}

/** A range with both days set and the end not before the start. */
export function isCompleteRange(range: DateRange): boolean {
  return countDaysInclusive(range.from, range.to) > 0;
}

/** Whole days in a range, both ends included (0 when reversed or incomplete). */
export function daysInRange(range: DateRange): number {
  return countDaysInclusive(range.from, range.to);
}
