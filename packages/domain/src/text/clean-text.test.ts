import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, formatUsDate, fromYyyymmdd, isoDay, toYyyymmdd } from './clean-text';

describe('cleanText (spec 2 §5)', () => {
  it('trims and removes non-ASCII characters', () => {
    expect(cleanText('  Café Serra Azul  ')).toBe('Caf Serra Azul');
    expect(cleanText('Straße 5\u200b')).toBe('Strae 5');
    expect(cleanText('line one\nline two\t')).toBe('line one\nline two');
    expect(cleanText('\u0000\u0007ok')).toBe('ok');
  });
  it('always answers printable ASCII without outer spaces, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const clean = cleanText(text);
        // eslint-disable-next-line no-control-regex -- checking the output has none
        expect(/[^\x09\x0A\x0D\x20-\x7E]/.test(clean)).toBe(false);
        expect(clean).toBe(clean.trim());
        expect(cleanText(clean)).toBe(clean);
      }),
    );
  });
});

describe('dates of the form kit and filter panel', () => {
  it('formats MM-DD-YYYY or MM/DD/YYYY, and an invalid date as empty', () => {
    expect(formatUsDate('2025-03-09')).toBe('03-09-2025');
    expect(formatUsDate(new Date(Date.UTC(2025, 11, 31)), '/')).toBe('12/31/2025');
    expect(formatUsDate('not a date')).toBe('');
    expect(formatUsDate(null)).toBe('');
  });
  it('converts to and from yyyymmdd integers, refusing impossible days', () => {
    expect(toYyyymmdd('2025-01-31')).toBe(20250131);
    expect(toYyyymmdd('nope')).toBeUndefined();
    expect(fromYyyymmdd(20240229)).toBe('2024-02-29');
    expect(fromYyyymmdd(20250229)).toBeUndefined();
    expect(isoDay(new Date(Date.UTC(2025, 0, 2)))).toBe('2025-01-02');
  });
});
