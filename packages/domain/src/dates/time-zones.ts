import { timeZones } from '../reference/time-zones';

/**
 * Whose zone a date is read in (decision 027), one rule for the web and the server: the profile stores the
 * reference list's Windows-style id ('Central Standard Time'), or an IANA name; both become the IANA zone that
 * `Intl.DateTimeFormat` (and PostgreSQL's `AT TIME ZONE`) understands. No date library: Intl does the arithmetic.
 */

const known = new Map<string, boolean>();

/** Whether `zone` is an IANA zone this runtime knows ('America/Chicago', 'UTC'); Windows ids are not. */
export function isTimeZone(zone: string): boolean {
  const cached = known.get(zone);
  if (cached !== undefined) return cached;
  let ok = false;
  if (/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
  }
  known.set(zone, ok);
  return ok;
}

/**
 * The IANA zone of a profile's time zone: a reference-list id maps to the first name of its `utc` list the
 * runtime knows ('Central Standard Time' → America/Chicago); an IANA name is taken as it is. Undefined when it
 * names no zone.
 */
export function resolveTimeZone(id: string | null | undefined): string | undefined {
  if (!id) return undefined;
  const entry = timeZones.find((zone) => zone.id === id);
  if (entry) return entry.utc.find(isTimeZone);
  return isTimeZone(id) ? id : undefined;
}

/** The zone a user reads dates in: their profile's, else the configuration's default, else UTC. */
export function userTimeZone(profileZone: string | null | undefined, defaultZone?: string | null): string {
  return resolveTimeZone(profileZone) ?? resolveTimeZone(defaultZone) ?? 'UTC';
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const utcDay = (value: Date) =>
  `${String(value.getUTCFullYear()).padStart(4, '0')}-${twoDigits(value.getUTCMonth() + 1)}-${twoDigits(value.getUTCDate())}`;
const cutters = new Map<string, (value: Date) => string>();

/**
 * A function giving an instant's calendar day (YYYY-MM-DD) in `timeZone` (an IANA zone, e.g. from
 * `userTimeZone`); one formatter per zone, kept, so cutting a long export costs one lookup per value. An unknown
 * zone throws: the caller resolves it first.
 */
export function calendarDayIn(timeZone: string): (value: Date) => string {
  const cached = cutters.get(timeZone);
  if (cached) return cached;
  if (!isTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  let cut: (value: Date) => string;
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') {
    cut = utcDay;
  } else {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    cut = (value) => {
      const parts = format.formatToParts(value);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
      return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
    };
  }
  cutters.set(timeZone, cut);
  return cut;
}
