import { describe, expect, it } from 'vitest';
import { isLikelyDuplicate, markDuplicates, normalizeForMatch, similarity, trigrams } from './duplicate-addresses';

describe('duplicate-address detection (spec 2 §5)', () => {
  it("computes trigram similarity the way pg_trgm does ('word' has 5 trigrams)", () => {
    // SELECT show_trgm('word') → {"  w"," wo",ord,"rd ",wor}
    expect([...trigrams('Word')].sort()).toEqual(['  w', ' wo', 'ord', 'rd ', 'wor']);
    expect(similarity('Lone Star Components', 'LONE STAR COMPONENTS')).toBe(1);
    expect(similarity('abc', 'xyz')).toBe(0);
    expect(similarity('', '')).toBe(0);
  });

  it('flags both addresses and links them when name, country and city match', () => {
    const result = markDuplicates([
      { addressId: 'a', name: 'Lone Star Components LLC', city: 'Houston', countryCode: 'US' },
      { addressId: 'b', name: 'Lone Star Components, LLC', city: 'houston', countryCode: 'us' },
      { addressId: 'c', name: 'Lone Star Components LLC', city: 'Dallas', countryCode: 'US' },
      { addressId: 'd', name: 'Lone Star Components LLC', city: 'Houston', countryCode: 'MX' },
      { addressId: 'e', name: 'Gulf Coast Medical Supply', city: 'Houston', countryCode: 'US' },
    ]);
    expect(result.map((r) => [r.addressId, r.isDuplicate, r.duplicateAddress])).toEqual([
      ['a', true, ['b']],
      ['b', true, ['a']],
      ['c', false, []],
      ['d', false, []],
      ['e', false, []],
    ]);
  });

  it('treats two empty country codes as the same country', () => {
    const result = markDuplicates([
      { addressId: 'a', name: 'Cafe Serra Azul', city: 'Santos', countryCode: '' },
      { addressId: 'b', name: 'Cafe Serra Azul', city: 'Santos', countryCode: ' ' },
    ]);
    expect(result.every((r) => r.isDuplicate)).toBe(true);
  });

  it('ignores accents, case and punctuation', () => {
    expect(normalizeForMatch('  Café  Serra-Azul, Ltda.  ')).toBe('cafe serra azul ltda');
    expect(similarity('CAFÉ SERRA AZUL', 'cafe serra azul')).toBe(1);
    const a = { addressId: 'a', name: 'Comércio São Paulo Ltda.', city: 'São Paulo', countryCode: 'BR' };
    const b = { addressId: 'b', name: 'COMERCIO SAO PAULO LTDA', city: 'Sao Paulo', countryCode: 'br' };
    expect(isLikelyDuplicate(a, b)).toBe(true);
  });

  it('does not flag names below 90 % or cities below 0.9, nor an empty country against a set one', () => {
    const base = { addressId: 'a', name: 'Pacific Rim Electronics Inc', city: 'Long Beach', countryCode: 'US' };
    // Another legal form of the same words: 24 of 31 trigrams shared (0.77), below 90 %.
    expect(similarity(base.name, 'Pacific Rim Electronics Co')).toBeCloseTo(24 / 31, 6);
    expect(isLikelyDuplicate(base, { ...base, addressId: 'b', name: 'Pacific Rim Electronics Co' })).toBe(false);
    expect(isLikelyDuplicate(base, { ...base, addressId: 'b', city: 'Long Beach Harbor' })).toBe(false);
    expect(isLikelyDuplicate(base, { ...base, addressId: 'b', countryCode: '' })).toBe(false);
    expect(isLikelyDuplicate(base, { ...base, addressId: 'b', name: 'Pacific Rim Electronics, Inc.' })).toBe(true);
  });
});
