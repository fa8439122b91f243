import { calendarDayIn } from '@connect/domain/dates/time-zones';

/**
 * When an offer ends (decision 049): at the end of its last valid day in the requester's time zone, i.e. the first
 * instant of the next day there. Intl does the zone arithmetic (no date library, decision 027).
 */

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant `day` (YYYY-MM-DD) ends in `timeZone`: midnight starting the next day there. */
export function endOfDayIn(day: string, timeZone: string): Date {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const wallMidnight = Date.UTC(y, m - 1, d + 1);
  // Twice: the offset at the guess may differ from the offset at the answer around a daylight-saving change.
  const first = wallMidnight - zoneOffsetMs(timeZone, new Date(wallMidnight));
  return new Date(wallMidnight - zoneOffsetMs(timeZone, new Date(first)));
}

/** Today's calendar day in `timeZone`. */
export const todayIn = (timeZone: string, now: Date = new Date()) => calendarDayIn(timeZone)(now);

export const isExpired = (expiresAt: Date | null, now: Date = new Date()) =>
  expiresAt !== null && expiresAt.getTime() <= now.getTime();
