/**
 * The words and formats of the billing documents in their reader's language (decision 098): the catalogue's
 * `billingDocuments` texts (with the admins' published changes, through the localization service's strings), and
 * days, instants and money formatted by Intl in that locale. Money is always US dollars; days and instants print
 * in UTC, so the same data gives the same document wherever it is drawn (a mail's instant may name its reader's zone,
 * decision 107).
 */
import type { InvoiceStatusName } from '@connect/contracts/billing/billing.schemas';
import { assertCents, type Cents } from '@connect/domain/billing/money';
import type { UiText } from '../../lib/ui-text';
import type { StatementPrintData } from './billing-print-types';

type Values = Record<string, string | number>;

export type PrintWords = {
  locale: string;
  /** A text of the document's area (`billingDocuments` unless told): `say('invoice.dueOn', { date })`. */
  say: (key: string, values?: Values) => string;
  /** A text of any catalogue area by its full key, or `fallback` when the catalogue has no such key. */
  word: (key: string, fallback: string) => string;
  /** An invoice status of spec 2 as the billing screens word it (`billing.statuses`). */
  status: (status: InvoiceStatusName) => string;
  /** A statement entry's kind as the statement screen words it (`billingStatements.kinds`). */
  kind: (kind: StatementPrintData['entries'][number]['kind']) => string;
  /** An aging bucket's heading (`billingStatements.agingBuckets`). */
  bucket: (bucket: AgingBucket) => string;
  /** A YYYY-MM-DD day (or an ISO instant starting with one) in the locale's short numeric form; else as given. */
  date: (day: string) => string;
  /**
   * An ISO instant as the locale's day and 24-hour time with the zone's short name, in `timeZone` (an IANA zone;
   * UTC unless told): `11/24/2026 10:05 UTC`, `24/11/2026 04:05 GMT-6`; else as given.
   */
  instant: (iso: string, timeZone?: string) => string;
  /** A number with `minDecimals` to `maxDecimals` decimals in the locale's format (a non-finite one as 0). */
  number: (value: number, minDecimals: number, maxDecimals?: number) => string;
  /** Whole cents as US dollars in the locale's currency format; a RangeError unless whole cents. */
  money: (cents: Cents) => string;
  /** A heading in capitals by the locale's rules. */
  upper: (text: string) => string;
};

export type AgingBucket = 'current' | 'days1to30' | 'days31to60' | 'days61to90' | 'over90';

const statusKeys: Record<InvoiceStatusName, string> = {
  'Past Due': 'pastDue',
  'Payment Posted': 'paymentPosted',
  'In Process': 'inProcess',
  Current: 'current',
  'Credit Balance': 'creditBalance',
  'Multiple Payments in Process': 'multiplePaymentsInProcess',
};

/** Narrow and thin spaces (some locales' Intl output) as no-break spaces, the minus sign as a hyphen-minus. */
const plainSpaces = (text: string) => text.replace(/[\u2007\u2009\u202f]/g, '\u00a0').replace(/\u2212/g, '-');

/** 'YYYY-MM-DD' at the start of a text, as a UTC midnight; undefined for anything else or a day that is not. */
function dayOf(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined;
}

/** A YYYY-MM-DD day (midnight UTC) or an ISO instant; one without a zone is taken as UTC, never as local time. */
function instantOf(iso: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) return undefined;
  const date = new Date(/T[\d:.]+$/.test(iso) ? `${iso}Z` : iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The words of a document for one reader. `encode` makes a text printable (the PDFs pass `winAnsi`, the HTML page
 * and the mails nothing): it is applied to every catalogue text and formatted value. `area` is the catalogue area
 * of `say` (the booking documents pass `bookingDocuments`).
 */
export function printWords(
  text: UiText,
  encode: (text: string) => string = (t) => t,
  area = 'billingDocuments',
): PrintWords {
  const locale = text.locale;
  const dayFormat = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
  const zoned = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
  /** The day and time formats of a zone (made once per zone). */
  const formatsIn = (timeZone: string) => {
    let formats = zoned.get(timeZone);
    if (!formats) {
      formats = {
        day: new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
        time: new Intl.DateTimeFormat(locale, {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone,
          timeZoneName: 'short',
        }),
      };
      zoned.set(timeZone, formats);
    }
    return formats;
  };
  const moneyFormat = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const formatted = (value: string) => encode(plainSpaces(value));
  const template = (key: string, values: Values = {}) => encode(text(key, values));
  return {
    locale,
    say: (key, values) => template(`${area}.${key}`, values),
    word: (key, fallback) => {
      const said = text(key);
      return said === key ? fallback : encode(said);
    },
    status: (status) => template(`billing.statuses.${statusKeys[status]}`),
    kind: (kind) => template(`billingStatements.kinds.${kind}`),
    bucket: (bucket) => template(`billingStatements.agingBuckets.${bucket}`),
    date: (day) => {
      const date = dayOf(day);
      return date ? formatted(dayFormat.format(date)) : day;
    },
    instant: (iso, timeZone = 'UTC') => {
      const date = instantOf(iso);
      if (!date) return iso;
      const { day, time } = formatsIn(timeZone);
      return formatted(`${day.format(date)} ${time.format(date)}`);
    },
    number: (value, minDecimals, maxDecimals = minDecimals) => {
      const key = `${minDecimals}:${maxDecimals}`;
      let format = numberFormats.get(key);
      if (!format) {
        format = new Intl.NumberFormat(locale, {
          minimumFractionDigits: minDecimals,
          maximumFractionDigits: maxDecimals,
        });
        numberFormats.set(key, format);
      }
      return formatted(format.format(Number.isFinite(value) ? value : 0));
    },
    money: (cents) => {
      assertCents(cents);
      // The decimal string keeps every cent exact, however large the amount.
      return formatted(moneyFormat.format(`${cents}E-2` as `${number}`));
    },
    upper: (heading) => heading.toLocaleUpperCase(locale),
  };
}
