/**
 * Quiet hours (issue #16): a user's 'HH:MM' start and end in their own time zone; no e-mail is sent between them
 * (notices are held and released when they end). A span may cross midnight (22:00 to 07:00). Pure functions.
 */

const minutesOf = (clock: string): number => {
  const [h = '0', m = '0'] = clock.split(':');
  return Number(h) * 60 + Number(m);
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** Minutes since local midnight of `now` in the IANA zone `timeZone`. */
export function localMinutes(now: Date, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return (hour % 24) * 60 + minute;
}

/** Whether `now` falls within the quiet hours [start, end) in `timeZone`; never when either is missing. */
export function inQuietHours(
  now: Date,
  timeZone: string,
  start: string | null | undefined,
  end: string | null | undefined,
): boolean {
  if (!start || !end) return false;
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === to) return false;
  const at = localMinutes(now, timeZone);
  return from < to ? at >= from && at < to : at >= from || at < to;
}
