import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, countDaysInclusive, formatUsDate, fromYyyymmdd, isoDay, parseCalendarDay, toYyyymmdd } from './dates';

describe('formatUsDate (spec 2 §5, §9)', () => {
  it('formats MM-DD-YYYY for the validator and MM/DD/YYYY for filters', () => {
    expect(formatUsDate('2025-03-09')).toBe('03-09-2025');
    expect(formatUsDate('2025-12-31', '/')).toBe('12/31/2025');
    expect(formatUsDate(new Date(2025, 0, 2, 23, 59))).toBe('01-02-2025');
  });
  it('reads a string date as written, ignoring a time part', () => {
    expect(formatUsDate('2025-03-09T23:30:00-05:00', '/')).toBe('03/09/2025');
    expect(formatUsDate('03/09/2025')).toBe('03-09-2025');
    expect(formatUsDate('03-09-2025', '/')).toBe('03/09/2025');
  });
  it('formats an invalid date as an empty string', () => {
    expect(formatUsDate('not a date')).toBe('');
    expect(formatUsDate('2025-02-30')).toBe('');
    expect(formatUsDate('13/01/2025')).toBe('');
    expect(formatUsDate('')).toBe('');
    expect(formatUsDate(null)).toBe('');
    expect(formatUsDate(undefined)).toBe('');
    expect(formatUsDate(new Date(Number.NaN))).toBe('');
  });
});

describe('yyyymmdd integers (fromDate/toDate)', () => {
  it('converts both ways and refuses impossible days', () => {
    expect(toYyyymmdd('2025-01-31')).toBe(20250131);
    expect(toYyyymmdd(new Date(2024, 1, 29))).toBe(20240229);
    expect(toYyyymmdd('nope')).toBeUndefined();
    expect(fromYyyymmdd(20240229)).toBe('2024-02-29');
    expect(fromYyyymmdd(20250229)).toBeUndefined();
    expect(fromYyyymmdd(20251301)).toBeUndefined();
    expect(fromYyyymmdd(2025013.5)).toBeUndefined();
  });
  it('round-trips every valid day and keeps the order of days', () => {
    const day = fc
      .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const na = toYyyymmdd(a);
        const nb = toYyyymmdd(b);
        expect(na).toBeDefined();
        expect(fromYyyymmdd(na ?? 0)).toBe(a);
        expect(Math.sign((na ?? 0) - (nb ?? 0))).toBe(Math.sign(a.localeCompare(b)));
      }),
    );
  });
});

describe('calendar arithmetic', () => {
  it('parses only real days', () => {
    expect(parseCalendarDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDay('1900-02-29')).toBeUndefined();
    expect(parseCalendarDay('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(isoDay(new Date(2025, 6, 4))).toBe('2025-07-04');
  });
  it('adds days across months, years and leap days', () => {
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-06-30', -29)).toBe('2025-06-01');
    expect(addDays('bad', 1)).toBe('');
  });
  it('counts days with both ends included', () => {
    expect(countDaysInclusive('2025-06-01', '2025-06-30')).toBe(30);
    expect(countDaysInclusive('2025-06-30', '2025-06-30')).toBe(1);
    expect(countDaysInclusive('2024-01-01', '2024-12-31')).toBe(366);
    expect(countDaysInclusive('2025-07-01', '2025-06-30')).toBe(0);
    expect(countDaysInclusive('', '2025-06-30')).toBe(0);
  });
});
