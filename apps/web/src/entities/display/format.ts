/**
 * How the portal shows quantities, for every area. Dates and times are shown with `useDateFormat()`
 * (`lib/dates/use-date-format.ts`, decision 027): the user's time zone and the configuration's date format.
 */

const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A quantity with at most two decimals and thousands separators (1,234.5). */
export function formatNumber(value: number): string {
  return decimal.format(value);
}
