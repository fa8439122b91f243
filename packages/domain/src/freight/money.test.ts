import { describe, expect, it } from 'vitest';
import { centsForWeight, divideRounded, formatCents, parseCents, percentOf, poundsToKgGrams, toGrams } from './money';

describe('exact freight money and weights', () => {
  it('divides integers rounding half up', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(4, 2)).toBe(2);
    expect(divideRounded(2_362_5, 10)).toBe(2_363);
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
  });

  it('prices grams at cents per kg and takes percentages in basis points', () => {
    expect(centsForWeight(420, 45_351)).toBe(19_047); // 190.4742
    expect(centsForWeight(550, 39_909)).toBe(21_950); // 219.4995 → half up
    expect(percentOf(18_900, 1_250)).toBe(2_363);
  });

  it('converts pounds to kilograms ÷ 2.205 to 3 decimals, half up', () => {
    expect(poundsToKgGrams(100)).toBe(45_351); // 45.35147…
    expect(poundsToKgGrams(2.205)).toBe(1_000);
    expect(poundsToKgGrams(661.5)).toBe(300_000);
    expect(poundsToKgGrams(0.0011)).toBe(0); // 0.001 lb → 0.000453 kg
    expect(poundsToKgGrams(1)).toBe(454); // 0.45351… → 0.454
  });

  it('reads weights as grams and money as cents, and writes cents with 2 decimals', () => {
    expect(toGrams(44.5)).toBe(44_500);
    expect(toGrams(0.1 + 0.2)).toBe(300);
    expect(parseCents('12.5')).toBe(1_250);
    expect(parseCents('0.05')).toBe(5);
    expect(parseCents(7)).toBe(700);
    expect(parseCents('1.234')).toBeUndefined();
    expect(parseCents('abc')).toBeUndefined();
    expect(formatCents(123_450)).toBe('1234.50');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-1_205)).toBe('-12.05');
  });
});
