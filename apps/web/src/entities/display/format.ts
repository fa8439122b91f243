import { displayLocale } from '@/lib/i18n';

/**
 * How the portal shows quantities and amounts, for every area, in the UI's language (Intl). Dates and times are
 * shown with `useDateFormat()` (`lib/dates/use-date-format.ts`, decision 027): the user's time zone and the
 * configuration's date format.
 */

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(kind: 'decimal' | 'usd'): Intl.NumberFormat {
  const locale = displayLocale();
  const key = `${kind}:${locale}`;
  let format = formats.get(key);
  if (!format) {
    format =
      kind === 'usd'
        ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
        : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}

/** A quantity with at most two decimals and thousands separators (1,234.5; 1.234,5 in Portuguese). */
export function formatNumber(value: number): string {
  return numberFormat('decimal').format(value);
}

/** An amount in US cents as US dollars ($1,250.00; US$ 1.250,00 in Portuguese). */
export function formatUsdCents(cents: number): string {
  return numberFormat('usd').format(cents / 100);
}
