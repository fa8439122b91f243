import { describe, expect, it } from 'vitest';
import { pseudoLocaleCode, pseudoLocalize, pseudoLocalizeTree } from './pseudo-locale';

describe('pseudo-locale', () => {
  it('is en-XA', () => {
    expect(pseudoLocaleCode).toBe('en-XA');
  });

  it('accents the letters, brackets the text and makes it about 40 % longer', () => {
    const out = pseudoLocalize('Save draft');
    expect(out.startsWith('[Šáṽé ðŕáƒţ ')).toBe(true);
    expect(out.endsWith(']')).toBe(true);
    expect(out).toBe('[Šáṽé ðŕáƒţ ····]');
    expect(out.length).toBeGreaterThan('Save draft'.length * 1.3);
    expect(/[A-Za-z]/.test(out)).toBe(false);
  });

  it('keeps placeholders, nesting, the spec placeholders and markup as they are', () => {
    const out = pseudoLocalize('Close {{subject}} of {{ value, number }}: $t(common.ok) {name} %s <1>link</1> <br/>');
    for (const token of [
      '{{subject}}',
      '{{ value, number }}',
      '$t(common.ok)',
      '{name}',
      '%s',
      '<1>',
      '</1>',
      '<br/>',
    ]) {
      expect(out).toContain(token);
    }
    expect(out).toContain('ļíñķ');
    expect(out).toContain('Çļóšé');
  });

  it('leaves empty texts empty and pseudo-localizes a whole tree key by key', () => {
    expect(pseudoLocalize('')).toBe('');
    expect(pseudoLocalize('  ')).toBe('  ');
    expect(pseudoLocalizeTree({ a: 'ok', b: { c: 'Yes' } })).toEqual({ a: '[óķ ·]', b: { c: '[Ýéš ·]' } });
  });
});
