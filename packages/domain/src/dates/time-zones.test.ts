import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeZones } from '../reference/time-zones';
import { calendarDayIn, isTimeZone, resolveTimeZone, userTimeZone } from './time-zones';

describe('resolveTimeZone', () => {
  it('maps the profile Windows-style ids to IANA zones and keeps IANA names', () => {
    expect(resolveTimeZone('Central Standard Time')).toBe('America/Chicago');
    expect(resolveTimeZone('E. South America Standard Time')).toBe('America/Sao_Paulo');
    expect(resolveTimeZone('UTC')).toBe('Etc/UTC');
    expect(resolveTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(resolveTimeZone('Etc/GMT+12')).toBe('Etc/GMT+12');
  });

  it('answers undefined for what names no zone', () => {
    for (const id of ['Mars/Olympus', 'Nowhere Standard Time', '', null, undefined, '+05:00', "UTC'; drop table x"])
      expect(resolveTimeZone(id), String(id)).toBeUndefined();
  });

  it('resolves every zone of the reference list the profile offers to a zone the runtime knows', () => {
    for (const zone of timeZones) {
      const resolved = resolveTimeZone(zone.id);
      expect(resolved, zone.id).toBeDefined();
      expect(zone.utc, zone.id).toContain(resolved);
      expect(isTimeZone(resolved ?? ''), zone.id).toBe(true);
    }
  });
});

describe('userTimeZone', () => {
  it("takes the profile's zone, else the configuration's default, else UTC", () => {
    expect(userTimeZone('Central Standard Time', 'UTC')).toBe('America/Chicago');
    expect(userTimeZone('Asia/Tokyo', 'Central Standard Time')).toBe('Asia/Tokyo');
    expect(userTimeZone(null, 'Central Standard Time')).toBe('America/Chicago');
    expect(userTimeZone('Mars/Olympus', 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(userTimeZone('Mars/Olympus', 'Nowhere')).toBe('UTC');
    expect(userTimeZone(undefined)).toBe('UTC');
  });
});

describe('calendarDayIn', () => {
  it("cuts an instant into the zone's calendar day, west and east of UTC", () => {
    const at = new Date('2026-11-24T03:00:00Z');
    expect(calendarDayIn('America/Chicago')(at)).toBe('2026-11-23');
    expect(calendarDayIn('UTC')(at)).toBe('2026-11-24');
    expect(calendarDayIn('Etc/UTC')(at)).toBe('2026-11-24');
    expect(calendarDayIn('Asia/Tokyo')(new Date('2026-11-23T15:00:00Z'))).toBe('2026-11-24');
    // Across the DST change in Chicago (8 March 2026, 02:00 CST → 03:00 CDT).
    expect(calendarDayIn('America/Chicago')(new Date('2026-03-09T04:59:00Z'))).toBe('2026-03-08');
    expect(calendarDayIn('America/Chicago')(new Date('2026-03-09T05:00:00Z'))).toBe('2026-03-09');
  });

  it("agrees with the zone's wall clock for any instant (UTC: the ISO day)", () => {
    const zones = ['UTC', 'America/Chicago', 'Pacific/Honolulu', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Etc/GMT+12'];
    const instant = fc.date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2060-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (at, zone) => {
        const day = calendarDayIn(zone)(at);
        expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (zone === 'UTC') expect(day).toBe(at.toISOString().slice(0, 10));
        const wall = new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        }).format(at);
        const [month, dayOfMonth, year] = wall.split('/');
        expect(day).toBe(`${year}-${month}-${dayOfMonth}`);
      }),
    );
  });

  it('refuses a zone that is not resolved first', () => {
    expect(() => calendarDayIn('Central Standard Time')).toThrow(RangeError);
  });
});
