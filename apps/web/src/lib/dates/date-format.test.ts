import { resolveTimeZone } from '@connect/domain/dates/time-zones';
import { timeZones } from '@connect/domain/reference/time-zones';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDateFormat } from './date-format';

const zones = [
  'UTC',
  'America/Chicago',
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Etc/GMT+12',
  'America/Sao_Paulo',
  'Europe/Berlin',
  'Europe/London',
  'Asia/Kolkata',
  'Australia/Sydney',
  'Pacific/Kiritimati',
] as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Reads '11/24/2026 14:05 CST' back: the wall clock (as if it were UTC, in ms) and the zone's name. */
function readBack(text: string): { wallClockMs: number; zone: string } {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) (\S+)$/.exec(text);
  if (!match) throw new Error(`not a date-time: ${text}`);
  const [, month, day, year, hour, minute, zone = ''] = match.map(String);
  return {
    wallClockMs: Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)),
    zone,
  };
}

const instant = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T23:59:00Z'), noInvalidDate: true })
  .map((date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000));

describe('createDateFormat: calendar days', () => {
  it('shows a YYYY-MM-DD day as written in every zone, east or west of UTC', () => {
    const day = fc.record({
      year: fc.integer({ min: 1000, max: 9999 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    });
    fc.assert(
      fc.property(day, fc.constantFrom(...zones), (d, timeZone) => {
        const format = createDateFormat({ timeZone, dateFormat: 'MM/DD/YYYY' });
        const iso = `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
        expect(format.formatDate(iso)).toBe(`${pad(d.month)}/${pad(d.day)}/${pad(d.year, 4)}`);
        // A day has no time: the date-time form shows the day alone, never a shifted midnight.
        expect(format.formatDateTime(iso)).toBe(format.formatDate(iso));
        expect(format.formatTime(iso)).toBe('');
      }),
    );
  });

  it('a bill date on 12/31 stays 12/31 for a user in Chicago and in Kiritimati', () => {
    expect(createDateFormat({ timeZone: 'America/Chicago' }).formatDate('2026-12-31')).toBe('12/31/2026');
    expect(createDateFormat({ timeZone: 'Pacific/Kiritimati' }).formatDate('2026-01-01')).toBe('01/01/2026');
  });

  it('formats nothing for no value or no real date', () => {
    const format = createDateFormat({ timeZone: 'America/Chicago' });
    for (const value of [null, undefined, '', 'not a date', '2026-02-30', '2026-13-01']) {
      expect(format.formatDate(value)).toBe('');
      expect(format.formatDateTime(value)).toBe('');
      expect(format.formatTime(value)).toBe('');
    }
  });
});

describe('createDateFormat: instants in the user zone', () => {
  it('shows an instant at its wall-clock time in the zone, named by the zone, across DST changes', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (at, timeZone) => {
        const format = createDateFormat({ timeZone });
        const text = format.formatDateTime(at.toISOString());
        const { wallClockMs, zone } = readBack(text);
        const offsetMinutes = (wallClockMs - at.getTime()) / 60_000;
        // Offsets are whole quarter hours within UTC-12..UTC+14.
        expect(Math.abs(offsetMinutes % 15)).toBe(0);
        expect(offsetMinutes).toBeGreaterThanOrEqual(-12 * 60);
        expect(offsetMinutes).toBeLessThanOrEqual(14 * 60);
        // The name agrees with the offset in force at that instant (summer and winter time).
        const named: Record<string, number> = { UTC: 0, CST: -360, CDT: -300, PST: -480, PDT: -420, HST: -600 };
        const european: Record<string, number> = { CET: 60, CEST: 120, GMT: 0, BST: 60 };
        const expected = named[zone] ?? european[zone];
        if (expected !== undefined) expect(offsetMinutes).toBe(expected);
        else expect(zone).toMatch(/^GMT[+-]\d{1,2}(:\d{2})?$/);
        // The day and the time agree with the date-time.
        expect(text.startsWith(format.formatDate(at))).toBe(true);
        expect(text.endsWith(format.formatTime(at))).toBe(true);
      }),
    );
  });

  it('America/Chicago: CST in winter, CDT in summer, and the hour the clocks change', () => {
    const chicago = createDateFormat({ timeZone: 'America/Chicago' });
    expect(chicago.formatDateTime('2026-01-15T18:30:00.000Z')).toBe('01/15/2026 12:30 CST');
    expect(chicago.formatDateTime('2026-07-15T18:30:00.000Z')).toBe('07/15/2026 13:30 CDT');
    // Spring forward on 03/08/2026: 01:59 CST is followed by 03:00 CDT.
    expect(chicago.formatDateTime('2026-03-08T07:59:00.000Z')).toBe('03/08/2026 01:59 CST');
    expect(chicago.formatDateTime('2026-03-08T08:00:00.000Z')).toBe('03/08/2026 03:00 CDT');
    // Fall back on 11/01/2026: 01:59 CDT is followed by 01:00 CST.
    expect(chicago.formatDateTime('2026-11-01T06:59:00.000Z')).toBe('11/01/2026 01:59 CDT');
    expect(chicago.formatDateTime('2026-11-01T07:00:00.000Z')).toBe('11/01/2026 01:00 CST');
    // Early in the UTC day is still the day before in Chicago.
    expect(chicago.formatDate('2026-11-24T03:00:00.000Z')).toBe('11/23/2026');
    expect(chicago.formatTime('2026-11-24T03:00:00.000Z')).toBe('21:00 CST');
    expect(chicago.isoDay('2026-11-24T03:00:00.000Z')).toBe('2026-11-23');
    expect(chicago.isoDay('2026-11-24')).toBe('2026-11-24');
  });

  it('names European zones (CET, CEST, BST) and keeps an offset where there is no name', () => {
    expect(createDateFormat({ timeZone: 'Europe/Berlin' }).formatDateTime('2026-11-24T13:05:00Z')).toBe(
      '11/24/2026 14:05 CET',
    );
    expect(createDateFormat({ timeZone: 'Europe/Berlin' }).formatDateTime('2026-03-29T01:00:00Z')).toBe(
      '03/29/2026 03:00 CEST',
    );
    expect(createDateFormat({ timeZone: 'Europe/London' }).formatDateTime('2026-07-01T12:00:00Z')).toBe(
      '07/01/2026 13:00 BST',
    );
    expect(createDateFormat({ timeZone: 'Asia/Tokyo' }).formatDateTime('2026-11-24T15:30:00Z')).toBe(
      '11/25/2026 00:30 GMT+9',
    );
    expect(createDateFormat({ timeZone: 'UTC' }).formatDateTime('2026-11-24T23:59:00Z')).toBe('11/24/2026 23:59 UTC');
  });
});

describe('createDateFormat: the configuration date format', () => {
  it('fills MM, DD and YYYY (or dd, yyyy) of the pattern; a pattern without all three falls back', () => {
    expect(createDateFormat({ dateFormat: 'MM-dd-yyyy' }).formatDate('2026-11-28')).toBe('11-28-2026');
    expect(createDateFormat({ dateFormat: 'DD.MM.YYYY' }).formatDate('2026-11-28')).toBe('28.11.2026');
    expect(createDateFormat({ dateFormat: 'MM/YYYY' }).formatDate('2026-11-28')).toBe('11/28/2026');
    expect(createDateFormat({ dateFormat: '' }).formatDate('2026-11-28')).toBe('11/28/2026');
  });
});

describe('resolveTimeZone', () => {
  it('maps the profile Windows-style ids to IANA zones and keeps IANA names', () => {
    expect(resolveTimeZone('Central Standard Time')).toBe('America/Chicago');
    expect(resolveTimeZone('UTC')).toBe('Etc/UTC');
    expect(resolveTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(resolveTimeZone('Mars/Olympus')).toBeUndefined();
    expect(resolveTimeZone('')).toBeUndefined();
    expect(resolveTimeZone(null)).toBeUndefined();
  });

  it('resolves every zone of the reference list the profile offers', () => {
    for (const zone of timeZones) expect(resolveTimeZone(zone.id), zone.id).toBeDefined();
  });

  it('falls back to UTC for a zone it does not know', () => {
    const format = createDateFormat({ timeZone: 'Nowhere Standard Time' });
    expect(format.timeZone).toBe('UTC');
    expect(format.formatDateTime('2026-11-24T14:05:00Z')).toBe('11/24/2026 14:05 UTC');
  });
});
