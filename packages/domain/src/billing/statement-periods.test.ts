import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportPeriods } from '../reference/enumerations';
import { addDays } from '../text/dates';
import { monthRanges, periodRange, statementYears } from './statement-periods';

describe('periodRange', () => {
  it('YTD runs from January 1 up to today', () => {
    expect(periodRange('YTD', '2028-03-31')).toEqual({ from: '2028-01-01', to: '2028-03-31' });
    expect(periodRange('YTD', '2028-01-01')).toEqual({ from: '2028-01-01', to: '2028-01-01' });
    expect(periodRange('YTD', '2028-12-31')).toEqual({ from: '2028-01-01', to: '2028-12-31' });
  });
  it('takes whole months before the current one, on the 31st', () => {
    expect(periodRange('L6M', '2028-03-31')).toEqual({ from: '2027-09-01', to: '2028-02-29' });
    expect(periodRange('L3M', '2028-03-31')).toEqual({ from: '2027-12-01', to: '2028-02-29' });
    expect(periodRange('LM', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    // 2028-08-31 minus 6 months would be the impossible 2028-02-31.
    expect(periodRange('L6M', '2028-08-31')).toEqual({ from: '2028-02-01', to: '2028-07-31' });
    expect(periodRange('L3M', '2028-05-31')).toEqual({ from: '2028-02-01', to: '2028-04-30' });
  });
  it('takes whole months before the current one, on February 29 2028', () => {
    expect(periodRange('L6M', '2028-02-29')).toEqual({ from: '2027-08-01', to: '2028-01-31' });
    expect(periodRange('L3M', '2028-02-29')).toEqual({ from: '2027-11-01', to: '2028-01-31' });
    expect(periodRange('LM', '2028-02-29')).toEqual({ from: '2028-01-01', to: '2028-01-31' });
    expect(periodRange('YTD', '2028-02-29')).toEqual({ from: '2028-01-01', to: '2028-02-29' });
  });
  it('reaches back into the previous year in January', () => {
    expect(periodRange('LM', '2028-01-01')).toEqual({ from: '2027-12-01', to: '2027-12-31' });
    expect(periodRange('L6M', '2028-01-15')).toEqual({ from: '2027-07-01', to: '2027-12-31' });
    expect(periodRange('L3M', '2025-02-28')).toEqual({ from: '2024-11-01', to: '2025-01-31' });
  });
  it('throws on a today that is not a YYYY-MM-DD day', () => {
    expect(() => periodRange('LM', '2027-02-29')).toThrow(RangeError);
    expect(() => periodRange('YTD', '03/31/2028')).toThrow(RangeError);
  });
  it('gives the same whole-month range on every day of a month, ending the day before the 1st', () => {
    const monthStart = fc
      .tuple(fc.integer({ min: 1990, max: 2090 }), fc.integer({ min: 1, max: 12 }))
      .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}-01`);
    fc.assert(
      fc.property(
        monthStart,
        fc.integer({ min: 0, max: 27 }),
        fc.constantFrom('L6M', 'L3M', 'LM'),
        (first, d, code) => {
          const range = periodRange(code, first);
          expect(periodRange(code, addDays(first, d))).toEqual(range);
          expect(range.to).toBe(addDays(first, -1));
          expect(range.from.endsWith('-01')).toBe(true);
          expect(range.from < range.to).toBe(true);
        },
      ),
    );
  });
  it('covers every period code of the reference list', () => {
    for (const { code } of reportPeriods) expect(periodRange(code, '2028-06-15').to <= '2028-06-15').toBe(true);
  });
});

describe('statementYears', () => {
  it('offers the last four years, newest first', () => {
    expect(statementYears('2028-02-29')).toEqual([2028, 2027, 2026, 2025]);
    expect(statementYears('2025-01-01')).toEqual([2025, 2024, 2023, 2022]);
  });
  it('throws on an invalid today', () => {
    expect(() => statementYears('2025-13-01')).toThrow(RangeError);
  });
});

describe('monthRanges', () => {
  it('lists the ended months of the current year', () => {
    expect(monthRanges(2028, '2028-03-31')).toEqual([
      { month: 1, from: '2028-01-01', to: '2028-01-31' },
      { month: 2, from: '2028-02-01', to: '2028-02-29' },
    ]);
    expect(monthRanges(2028, '2028-01-31')).toEqual([]);
    expect(monthRanges(2028, '2028-12-31')).toHaveLength(11);
  });
  it('lists all twelve months of a past year and none of a future one', () => {
    const months = monthRanges(2027, '2028-01-01');
    expect(months).toHaveLength(12);
    expect(months[1]).toEqual({ month: 2, from: '2027-02-01', to: '2027-02-28' });
    expect(months[3]).toEqual({ month: 4, from: '2027-04-01', to: '2027-04-30' });
    expect(months[11]).toEqual({ month: 12, from: '2027-12-01', to: '2027-12-31' });
    expect(monthRanges(2029, '2028-06-15')).toEqual([]);
  });
  it('throws on a fractional year or an invalid today', () => {
    expect(() => monthRanges(2027.5, '2028-01-01')).toThrow(RangeError);
    expect(() => monthRanges(2027, '2028-1-1')).toThrow(RangeError);
  });
  it('tiles each statement year with consecutive months that have ended', () => {
    const today = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(today, (day) => {
        for (const year of statementYears(day)) {
          const months = monthRanges(year, day);
          months.forEach((range, i) => {
            expect(range.month).toBe(i + 1);
            expect(range.to < day).toBe(true);
            const next = months[i + 1];
            if (next) expect(addDays(range.to, 1)).toBe(next.from);
          });
        }
      }),
    );
  });
});
