import { describe, expect, it } from 'vitest';
import { abbreviateNumber, calculateField } from './field-calculations';

describe('field calculations', () => {
  const values = [10, '20', 20, null, '', 'n/a', 5.5];

  it('computes each method over the numeric cells', () => {
    expect(calculateField('Sum', values)).toBe(55.5);
    expect(calculateField('Avg', values)).toBe(13.875);
    expect(calculateField('Max', values)).toBe(20);
    expect(calculateField('Min', values)).toBe(5.5);
  });

  it('counts non-empty cells and distinct values', () => {
    expect(calculateField('Count', values)).toBe(5);
    expect(calculateField('Distinct Count', values)).toBe(4);
  });

  it('answers undefined when no cell is a number', () => {
    expect(calculateField('Sum', ['a', null])).toBeUndefined();
  });
});

describe('abbreviateNumber (K, M, G, T, P, E)', () => {
  it('abbreviates by powers of 1000 with up to two decimals', () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1234567)).toBe('1.23M');
    expect(abbreviateNumber(-2_500_000_000)).toBe('-2.5G');
    expect(abbreviateNumber(7.1e12)).toBe('7.1T');
    expect(abbreviateNumber(3e15)).toBe('3P');
    expect(abbreviateNumber(4.2e18)).toBe('4.2E');
    expect(abbreviateNumber(999_999)).toBe('1M');
    expect(abbreviateNumber(12.345)).toBe('12.35');
  });
});
