import { formatUsDate } from '@connect/domain/text/dates';
import type { TFunction } from 'i18next';

/** How the portal shows dates, times and quantities (spec 1 §9: dates MM/DD/YYYY), for every area. */

const pad = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY of a day or an ISO instant (its UTC day); '' when there is none. */
export function formatDay(value: string | null | undefined): string {
  return formatUsDate(value ?? undefined, '/');
}

/** MM/DD/YYYY HH:mm UTC of an ISO instant; '' when there is none or it is not a date. */
export function formatInstant(t: TFunction, value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
  return t('shipmentStatus.dateTimeUtc', {
    date: day,
    time: `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`,
  });
}

const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A quantity with at most two decimals and thousands separators (1,234.5). */
export function formatNumber(value: number): string {
  return decimal.format(value);
}
