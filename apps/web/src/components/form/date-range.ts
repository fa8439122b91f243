import { isoDay } from '@connect/domain/text/clean-text';

/** Date range presets of spec 2 §4: last 7, 30, 60, 90 days, current year, custom; default last 30 days. */
export const dateRangePresets = ['last7', 'last30', 'last60', 'last90', 'currentYear', 'custom'] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];
export const defaultDateRangePreset: DateRangePreset = 'last30';

export type DateRange = { from: string; to: string };

/** The days (YYYY-MM-DD, UTC) a preset covers on `today`; custom keeps the given range. */
export function presetRange(preset: DateRangePreset, today: Date, custom?: DateRange): DateRange {
  const to = isoDay(today);
  const back = (days: number) => isoDay(new Date(today.getTime() - days * 86_400_000));
  switch (preset) {
    case 'last7':
      return { from: back(7), to };
    case 'last30':
      return { from: back(30), to };
    case 'last60':
      return { from: back(60), to };
    case 'last90':
      return { from: back(90), to };
    case 'currentYear':
      return { from: `${today.getUTCFullYear()}-01-01`, to };
    case 'custom':
      return custom ?? { from: back(30), to };
  }
}

/** Whole days in a range, both ends included (0 when it is reversed or incomplete). */
export function daysInRange(range: DateRange): number {
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const to = Date.parse(`${range.to}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return 0;
  return Math.round((to - from) / 86_400_000) + 1;
}
