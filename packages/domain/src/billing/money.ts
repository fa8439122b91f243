/**
 * Money of the billing screens (spec 1 §constants, spec 2 §9: currency USD). Amounts are whole cents held in a
 * JavaScript number that is always an integer: never dollars as a float, so 0.1 + 0.2 can never happen.
 */

/** An amount in whole US cents (an integer; negative for a credit). */
export type Cents = number;

/** The largest amount a payer can type: 2,147,483,647 cents ($21,474,836.47), a signed 32-bit integer. */
export const maxInputCents: Cents = 2_147_483_647;

/** Throws a RangeError unless `value` is a safe integer, i.e. a valid amount in cents. */
export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an amount in whole cents: ${value}`);
}

// An optional '$', then whole dollars either plain ('1234') or grouped by thousands with commas ('1,234'),
// then at most two decimals. A leading '.' is fine ('.50'); a trailing one is not ('5.').
const amountPattern = /^\$?(\d+|[1-9]\d{0,2}(?:,\d{3})+)?(?:\.(\d{1,2}))?$/;

/**
 * Reads an amount typed by a payer: '1,234.5', '$1,234.50', '0.07', '.5', '12' → cents. Surrounding spaces are
 * ignored. Anything else is refused (undefined): a sign, an exponent, more than two decimals, misplaced commas,
 * an empty text, or more than `maxInputCents`. Zero is an amount ('0.00' → 0); whether it may be paid is
 * the payment check's business.
 */
export function toCents(text: string): Cents | undefined {
  const match = amountPattern.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '', decimals] = match;
  if (whole === '' && decimals === undefined) return undefined;
  const dollars = whole.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  // Ten digits of dollars already exceed the maximum; checking the length first keeps Number() exact.
  if (dollars.length > 10) return undefined;
  const cents = Number(dollars || '0') * 100 + Number((decimals ?? '').padEnd(2, '0'));
  return cents <= maxInputCents ? cents : undefined;
}

/** '$1,234.50'; a negative amount (a credit) as '-$12.00'. */
export function formatUsd(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The sum of amounts in cents; throws when one of them, or the sum, is not a safe integer. */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) {
    assertCents(value);
    total += value;
  }
  assertCents(total);
  return total;
}
