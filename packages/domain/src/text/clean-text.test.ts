import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText } from './clean-text';

describe('cleanText (spec 2 §5)', () => {
  it('trims, spells accented Latin letters in ASCII and removes what has no ASCII spelling', () => {
    expect(cleanText('  Café Serra Azul  ')).toBe('Cafe Serra Azul');
    expect(cleanText('Straße 5\u200b')).toBe('Strasse 5');
    expect(cleanText('\u00a0 Dallas \u3000')).toBe('Dallas');
    expect(cleanText('ÅÄÖ Łódź Øresund')).toBe('AAO Lodz Oresund');
    expect(cleanText('ﬁnal № 5')).toBe('final No 5');
    expect(cleanText('東京 Tokyo')).toBe('Tokyo');
  });
  it('keeps tab and line breaks inside, drops other control characters', () => {
    expect(cleanText('line one\nline two\t')).toBe('line one\nline two');
    expect(cleanText('a\tb\r\nc')).toBe('a\tb\r\nc');
    expect(cleanText('\u0000\u0007ok\u007f')).toBe('ok');
  });
  it('leaves clean ASCII text as it is', () => {
    expect(cleanText('PO #4411-B (urgent) ~ 50%')).toBe('PO #4411-B (urgent) ~ 50%');
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
