import { resolveTimeZone } from '@connect/domain/dates/time-zones';

/**
 * How the portal shows dates and times (decision 027): one formatter per user, built from
 * their time zone and the configuration's date format (spec 1 §9: MM/DD/YYYY), used by every screen, grid cell
 * and browser export.
 *
 * - A calendar day ('YYYY-MM-DD', e.g. a bill or due date) is shown as written: it is a day, not a moment, and
 *   never moves with the zone.
 * - An instant (an ISO date-time, e.g. an ETA) is shown in the user's zone: its day there, its time (24 hours)
 *   and the zone's short name ('11/24/2026 14:05 CST').
 */
export type DateValue = string | Date | null | undefined;

export type DateFormat = {
  /** The IANA zone instants are shown in. */
  timeZone: string;
  /** A calendar day as written, or an instant's day in the user's zone; '' when there is none or it is no date. */
  formatDate: (value: DateValue) => string;
  /** An instant in the user's zone with the zone's name; a calendar day alone as formatDate; '' when none. */
  formatDateTime: (value: DateValue) => string;
  /** An instant's time of day in the user's zone with the zone's name ('14:05 CST'); '' when none. */
  formatTime: (value: DateValue) => string;
  /** The user's calendar day of an instant as YYYY-MM-DD (today: `isoDay(new Date())`); a day as written. */
  isoDay: (value: DateValue) => string;
};

/** How a date, a time and a zone's name are put together (the UI catalogue words it). */
export type DateTimeTexts = {
  dateTime: (parts: { date: string; time: string; zone: string }) => string;
  time: (parts: { time: string; zone: string }) => string;
};

export const defaultDateFormat = 'MM/DD/YYYY';

/**
 * The month of a calendar day ('YYYY-MM-DD') named in `locale` by Intl ('March', 'marzo', 'março'), read in UTC so
 * the day never moves with the zone; '' for a value that is no day.
 */
export function formatMonthName(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(date);
}

const defaultTexts: DateTimeTexts = {
  dateTime: ({ date, time, zone }) => `${date} ${time} ${zone}`,
  time: ({ time, zone }) => `${time} ${zone}`,
};

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const tokens = /YYYY|yyyy|MM|DD|dd/g;

/** The configuration's pattern when it names a year, a month and a day once each; else MM/DD/YYYY. */
function checkedPattern(pattern: string): string {
  const found = (pattern.match(tokens) ?? []).map((token) => token.toUpperCase()).sort();
  return found.join() === 'DD,MM,YYYY' ? pattern : defaultDateFormat;
}

function fillPattern(pattern: string, year: string, month: string, day: string): string {
  return pattern.replace(tokens, (token) => {
    const upper = token.toUpperCase();
    return upper === 'YYYY' ? year : upper === 'MM' ? month : day;
  });
}

function readInstant(value: string | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

type Parts = { year: string; month: string; day: string; hour: string; minute: string; zone: string };

/** Splits instants into the zone's wall-clock parts and short name (Intl.DateTimeFormat, no date library). */
function zoneReader(timeZone: string): (date: Date) => Parts {
  const wallClock = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  // en-US names American zones only (CST, EST) and writes others as offsets (GMT+1); en-GB knows the
  // European names (CET, BST). An offset stays when neither has a name (GMT+9).
  const europeanName = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' });
  const nameOf = (date: Date, parts: Intl.DateTimeFormatPart[]): string => {
    const american = parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
    if (!american.startsWith('GMT')) return american;
    const european = europeanName.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
    return european && /^[A-Z]{2,5}$/.test(european) ? european : american;
  };
  return (date) => {
    const parts = wallClock.formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return {
      year: part('year').padStart(4, '0'),
      month: part('month'),
      day: part('day'),
      hour: part('hour'),
      minute: part('minute'),
      zone: nameOf(date, parts),
    };
  };
}

/**
 * A formatter for one zone and date pattern. An unknown zone falls back to UTC, a pattern without a year, month
 * and day to MM/DD/YYYY.
 */
export function createDateFormat(options: {
  timeZone?: string | null;
  dateFormat?: string | null;
  texts?: DateTimeTexts;
}): DateFormat {
  const timeZone = resolveTimeZone(options.timeZone) ?? 'UTC';
  const pattern = checkedPattern(options.dateFormat ?? defaultDateFormat);
  const texts = options.texts ?? defaultTexts;
  const read = zoneReader(timeZone);

  /** The day (year, month, day) of a value and, for an instant, its wall-clock parts in the zone. */
  const partsOf = (value: DateValue): { ymd?: [string, string, string]; parts?: Parts } => {
    if (value === null || value === undefined || value === '') return {};
    if (typeof value === 'string') {
      const written = calendarDay.exec(value.trim());
      if (written) {
        const [, year = '', month = '', day = ''] = written;
        const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
        const real = check.getUTCMonth() + 1 === Number(month) && check.getUTCDate() === Number(day);
        return real ? { ymd: [year, month, day] } : {};
      }
    }
    const date = readInstant(value);
    if (!date) return {};
    const parts = read(date);
    return { ymd: [parts.year, parts.month, parts.day], parts };
  };
  const dayOf = (value: DateValue): { day?: string; parts?: Parts } => {
    const { ymd, parts } = partsOf(value);
    return ymd ? { day: fillPattern(pattern, ...ymd), parts } : {};
  };

  return {
    timeZone,
    formatDate: (value) => dayOf(value).day ?? '',
    formatDateTime: (value) => {
      const { day, parts } = dayOf(value);
      if (!day) return '';
      if (!parts) return day;
      return texts.dateTime({ date: day, time: `${parts.hour}:${parts.minute}`, zone: parts.zone });
    },
    formatTime: (value) => {
      const { parts } = dayOf(value);
      return parts ? texts.time({ time: `${parts.hour}:${parts.minute}`, zone: parts.zone }) : '';
    },
    isoDay: (value) => partsOf(value).ymd?.join('-') ?? '',
  };
}
