/**
 * Payment cards (payment method CC). The spec does not list the accepted brands ("Card brands: list not shown"),
 * so the brands below are the ones card networks publish IIN (issuer identification number) ranges for.
 * Nothing here stores or sends a card number: the portal keeps only the last four digits (`maskCard`).
 */
import { parseCalendarDay } from '../text/dates';

export const cardBrands = [
  'Visa',
  'Mastercard',
  'American Express',
  'Discover',
  'JCB',
  'Diners Club',
  'UnionPay',
] as const;
export type CardBrand = (typeof cardBrands)[number];

/** Card numbers as typed: digits, optionally grouped by single spaces or dashes ('4242 4242 4242 4242'). */
const normalizeCardNumber = (value: string): string | undefined => {
  const trimmed = value.trim();
  return /^\d+(?:[ -]\d+)*$/.test(trimmed) ? trimmed.replace(/[ -]/g, '') : undefined;
};

/** The Luhn (mod 10) check of ISO/IEC 7812 on a string of ASCII digits; false for anything else or ''. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

type IinRange = { readonly from: number; readonly to: number; readonly brand: CardBrand };

// Prefix ranges, compared on the same number of leading digits as `from` has. The first match wins, so the
// narrow ranges come before the wide ones. UnionPay takes all of 62 (its co-branded 622126–622925 cards are
// routed over Discover's network but are UnionPay cards); Diners Club 38–39 are Diners cards processed by Discover.
const iinRanges: readonly IinRange[] = [
  { from: 4, to: 4, brand: 'Visa' },
  { from: 51, to: 55, brand: 'Mastercard' },
  { from: 2221, to: 2720, brand: 'Mastercard' },
  { from: 34, to: 34, brand: 'American Express' },
  { from: 37, to: 37, brand: 'American Express' },
  { from: 6011, to: 6011, brand: 'Discover' },
  { from: 644, to: 649, brand: 'Discover' },
  { from: 65, to: 65, brand: 'Discover' },
  { from: 3528, to: 3589, brand: 'JCB' },
  { from: 3095, to: 3095, brand: 'Diners Club' },
  { from: 300, to: 305, brand: 'Diners Club' },
  { from: 36, to: 36, brand: 'Diners Club' },
  { from: 38, to: 39, brand: 'Diners Club' },
  { from: 62, to: 62, brand: 'UnionPay' },
];

/**
 * The brand a card number belongs to by its leading digits (it may be only the start of a number, as the payer
 * types it); undefined when no listed range matches yet or the text is not a card number.
 */
export function cardBrand(number: string): CardBrand | undefined {
  const digits = normalizeCardNumber(number);
  if (digits === undefined) return undefined;
  for (const range of iinRanges) {
    const width = String(range.from).length;
    if (digits.length < width) continue;
    const prefix = Number(digits.slice(0, width));
    if (prefix >= range.from && prefix <= range.to) return range.brand;
  }
  return undefined;
}

const cardLengths: Readonly<Record<CardBrand, readonly number[]>> = {
  Visa: [13, 16, 19],
  Mastercard: [16],
  'American Express': [15],
  Discover: [16, 17, 18, 19],
  JCB: [16, 17, 18, 19],
  'Diners Club': [14, 15, 16, 17, 18, 19],
  UnionPay: [16, 17, 18, 19],
};

/** Whether the number has a length the brand issues; false for an unknown brand (the portal takes known brands only). */
export function cardNumberLengthOk(number: string, brand: CardBrand | undefined): boolean {
  const digits = normalizeCardNumber(number);
  return digits !== undefined && brand !== undefined && cardLengths[brand].includes(digits.length);
}

/** '•••• 4242': the last four digits of what it is given (so a whole number passed by mistake is not shown). */
export function maskCard(last4: string): string {
  const digits = last4.replace(/\D/g, '').slice(-4);
  return digits === '' ? '••••' : `•••• ${digits}`;
}

/** Cards are not issued for longer than this; a later year is a typing mistake. */
export const maxCardYearsAhead = 20;

/**
 * A card is good through the last day of its expiry month: 12/2028 can be used until 2028-12-31 inclusive.
 * `year` may have two digits (28 → 2028) or four. Months outside 1–12 and years more than `maxCardYearsAhead`
 * ahead are invalid. `today` is a YYYY-MM-DD day; an invalid one throws.
 */
export function isExpiryValid(month: number, year: number, today: string): boolean {
  const now = parseCalendarDay(today);
  if (!now || !/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new RangeError(`today must be a YYYY-MM-DD day: ${today}`);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 0) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear > now.year + maxCardYearsAhead) return false;
  return fullYear * 12 + month >= now.year * 12 + now.month;
}

/** Security code: four digits for American Express (on the front), three for every other brand. */
export function cvcLengthOk(cvc: string, brand: CardBrand | undefined): boolean {
  return /^\d+$/.test(cvc) && cvc.length === (brand === 'American Express' ? 4 : 3);
}

/**
 * Every card-like number in a text, for the test that scans database dumps and logs for leaked card numbers.
 *
 * A run is a maximal chain of digit groups joined by single spaces or dashes ('4242 4242 4242 4242',
 * '4242-4242-4242-4242', '4242424242424242'). Inside a run, every stretch of whole groups holding 13–19 digits
 * that passes Luhn is reported, so a card is still found when other digits follow it after a space
 * ('4242 4242 4242 4242 12/28' or '… 4242 2025'). A group of more than 19 digits is never a card, so an
 * unbroken run longer than 19 digits is ignored, and a stretch is never cut inside a group. All-zero stretches
 * (padding) are not reported. Results are the digits without separators, in text order; overlapping stretches
 * may both be reported, since a false alarm is cheaper here than a missed card.
 */
export function findLuhnNumbers(text: string): string[] {
  const found: string[] = [];
  for (const run of text.matchAll(/\d+(?:[ -]\d+)*/g)) {
    const groups = run[0].split(/[ -]/);
    for (let first = 0; first < groups.length; first += 1) {
      let digits = '';
      for (let last = first; last < groups.length; last += 1) {
        digits += groups[last] ?? '';
        if (digits.length > 19) break;
        if (digits.length >= 13 && /[1-9]/.test(digits) && isLuhnValid(digits)) found.push(digits);
      }
    }
  }
  return found;
}
