/**
 * Exact money and weight arithmetic for the freight rules (decision 043): money in integer cents, weights in
 * integer grams (kilograms to 3 decimals), percentages in basis points. Every product of two integers stays far
 * below 2^53 for freight sizes, and every division rounds half up in integers, so no float touches a price.
 */

/** n ÷ d rounded half up, for integers n ≥ 0 and d > 0 (exact while 2n + d < 2^53). */
export function divideRounded(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || n < 0 || d <= 0)
    throw new RangeError(`divideRounded needs integers n ≥ 0, d > 0 (got ${n}, ${d})`);
  return Math.floor((2 * n + d) / (2 * d));
}

/** Cents for a rate in cents per kilogram times a weight in grams, rounded half up to the cent. */
export const centsForWeight = (rateCentsPerKg: number, grams: number) => divideRounded(rateCentsPerKg * grams, 1000);

/** A percentage in basis points (1250 = 12.50 %) of an amount in cents, rounded half up to the cent. */
export const percentOf = (cents: number, basisPoints: number) => divideRounded(cents * basisPoints, 10_000);

/** Integer cents as a decimal string with 2 decimals ("1234.50"); negative amounts keep their sign. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal string or number with at most 2 decimals ("12.5", "12.50", 12.5) as integer cents; undefined if not. */
export function parseCents(value: string | number): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}

/** A weight with at most 3 decimals as integer grams (milli-units); rounds half up beyond 3 decimals. */
export function toGrams(weight: number): number {
  if (!Number.isFinite(weight) || weight < 0) throw new RangeError(`weight must be a number ≥ 0 (got ${weight})`);
  const [whole = '0', fraction = ''] = weight.toFixed(6).split('.');
  const micro = Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
  return divideRounded(micro, 1000);
}

/** Grams as kilograms (a number with at most 3 decimals, exact as far as a decimal literal is). */
export const gramsToKg = (grams: number) => grams / 1000;

/**
 * Pounds to kilograms the estimator's way (spec 2 §9): pounds ÷ 2.205, to 3 decimals (half up). Computed as
 * milli-pounds × 1000 ÷ 2205 in integers, so 100 lb is exactly 45.351 kg.
 */
export function poundsToKgGrams(pounds: number): number {
  return divideRounded(toGrams(pounds) * 1000, 2205);
}
