import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertCents, formatUsd, maxInputCents, sumCents, toCents } from './money';

describe('toCents', () => {
  it('reads amounts as payers type them', () => {
    expect(toCents('1,234.5')).toBe(123_450);
    expect(toCents('$1,234.50')).toBe(123_450);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('1234.56')).toBe(123_456);
    expect(toCents('12')).toBe(1_200);
    expect(toCents('.5')).toBe(50);
    expect(toCents('  $99.9 ')).toBe(9_990);
    expect(toCents('1,000,000')).toBe(100_000_000);
    expect(toCents('007.50')).toBe(750);
    expect(toCents('0')).toBe(0);
    expect(toCents('$0.00')).toBe(0);
  });
  it('is exact where floats are not', () => {
    // 0.29 * 100 = 28.999999999999996 and 1.15 * 100 = 114.99999999999999 in floating point.
    expect(toCents('0.29')).toBe(29);
    expect(toCents('1.15')).toBe(115);
    expect(toCents('4.35')).toBe(435);
  });
  it('accepts the maximum and refuses one cent more', () => {
    expect(toCents('21,474,836.47')).toBe(maxInputCents);
    expect(toCents('$21474836.47')).toBe(maxInputCents);
    expect(toCents('21,474,836.48')).toBeUndefined();
    expect(toCents('99999999999')).toBeUndefined();
    expect(toCents('000000000000000001')).toBe(100);
  });
  it('refuses anything that is not a plain positive amount', () => {
    for (const text of [
      '',
      ' ',
      '$',
      '.',
      '5.',
      '-5',
      '-$5.00',
      '$-5.00',
      '+5',
      '1e3',
      '1E3',
      '0x10',
      '1.234',
      '1,23',
      '1,2345',
      ',123',
      '0,123',
      '1,234,56',
      '12,34.50',
      '1 234',
      '$ 12',
      '12$',
      'USD 12',
      'NaN',
      'Infinity',
      '١٢',
      '12.5.0',
    ]) {
      expect(toCents(text), text).toBeUndefined();
    }
  });
  it('answers an integer within 0 … max, or undefined, for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cents = toCents(text);
        if (cents !== undefined) {
          expect(Number.isInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(0);
          expect(cents).toBeLessThanOrEqual(maxInputCents);
        }
      }),
    );
  });
  it('reads back what formatUsd writes, and plain dollars.cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxInputCents }), (cents) => {
        expect(toCents(formatUsd(cents))).toBe(cents);
        const plain = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(toCents(plain)).toBe(cents);
      }),
    );
  });
});

describe('formatUsd', () => {
  it('writes dollars with thousands separators and two decimals', () => {
    expect(formatUsd(123_450)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(7)).toBe('$0.07');
    expect(formatUsd(100)).toBe('$1.00');
    expect(formatUsd(99_999)).toBe('$999.99');
    expect(formatUsd(100_000)).toBe('$1,000.00');
    expect(formatUsd(maxInputCents)).toBe('$21,474,836.47');
    expect(formatUsd(123_456_789_012)).toBe('$1,234,567,890.12');
  });
  it('writes a credit with a leading minus', () => {
    expect(formatUsd(-1_200)).toBe('-$12.00');
    expect(formatUsd(-5)).toBe('-$0.05');
    expect(formatUsd(-123_450)).toBe('-$1,234.50');
    expect(formatUsd(-0)).toBe('$0.00');
  });
  it('refuses fractions of a cent', () => {
    expect(() => formatUsd(12.5)).toThrow(RangeError);
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
  });
});

describe('sumCents and assertCents', () => {
  it('adds amounts', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([10, 20, 1])).toBe(31);
    expect(sumCents([123_450, -1_200])).toBe(122_250);
    expect(sumCents(new Set([5, 7]))).toBe(12);
  });
  it('throws on anything but whole cents', () => {
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => assertCents(0.1)).toThrow('Not an amount in whole cents: 0.1');
    expect(() => assertCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => assertCents(Number.NaN)).toThrow(RangeError);
    expect(() => assertCents(-42)).not.toThrow();
  });
  it('is the plain sum, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -maxInputCents, max: maxInputCents }), { maxLength: 60 }), (values) => {
        const total = sumCents(values);
        expect(total).toBe(values.reduce((a, b) => a + b, 0));
        expect(sumCents([...values].reverse())).toBe(total);
      }),
    );
  });
});
