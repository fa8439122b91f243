import { describe, expect, it } from 'vitest';
import { enUsStrings } from './en-us';
import { onlyCodes, sameAsEnglish, wordsOf } from '../localization/same-as-english';
import { uiCatalogues } from './ui-catalogues';

type Tree = { readonly [key: string]: string | Tree };

/** Every string of a catalogue tree by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** i18next `{{name}}` (with or without a format), the spec catalogue's `{name}` and `%s`, and `$t(key)` nesting. */
function placeholdersOf(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)) found.push(`{{${m[1]}}}`);
  const withoutI18next = text.replace(/\{\{[^}]*\}\}/g, '');
  for (const m of withoutI18next.matchAll(/\{(\w+)\}/g)) found.push(`{${m[1]}}`);
  for (const m of text.matchAll(/%s/g)) found.push(m[0]);
  for (const m of text.matchAll(/\$t\(([^)]*)\)/g)) found.push(`$t(${m[1]})`);
  return found.sort();
}

const pluralSuffixes = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * The keys a locale must have: every en-US key, and for each plural (a key with `_other` in en-US) the forms of
 * the locale's own CLDR plural categories that en-US does not have (`_many` for Spanish and Portuguese, whose
 * whole millions take it: i18next would otherwise fall back to English for 1000000).
 */
function expectedKeys(locale: string, english: Map<string, string>): Map<string, string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const expected = new Map(english);
  for (const [key, value] of english) {
    if (!key.endsWith('_other')) continue;
    const base = key.slice(0, -'_other'.length);
    for (const category of categories) {
      if (category === 'one' || category === 'other') continue; // en-US has them (as `_one` or the bare key)
      if (!english.has(`${base}_${category}`)) expected.set(`${base}_${category}`, value);
    }
  }
  return expected;
}

const english = flatten(enUsStrings as unknown as Tree);
const translated = Object.entries(uiCatalogues).filter(([locale]) => locale !== 'en-US');

describe('UI catalogues', () => {
  it('include Spanish (es-MX, es-ES) and Brazilian Portuguese beside English', () => {
    expect(Object.keys(uiCatalogues).sort()).toEqual(['en-US', 'es-ES', 'es-MX', 'pt-BR']);
  });

  it('checks what it should: a plural of English gains `_many` in Spanish and Portuguese, not in English', () => {
    const sample = new Map([
      ['x_one', '{{count}} day'],
      ['x_other', '{{count}} days'],
    ]);
    expect([...expectedKeys('pt-BR', sample).keys()].sort()).toEqual(['x_many', 'x_one', 'x_other']);
    expect([...expectedKeys('en-US', sample).keys()].sort()).toEqual(['x_one', 'x_other']);
    expect(placeholdersOf('{{count}} of {min} %s $t(a.b) {{ value, number }}')).toEqual(
      ['$t(a.b)', '%s', '{min}', '{{count}}', '{{value}}'].sort(),
    );
    expect(onlyCodes('{{value}} KB')).toBe(true);
    expect(onlyCodes('ft³')).toBe(true);
    expect(onlyCodes('Total: {{value}}')).toBe(false);
  });

  describe.each(translated)('%s', (locale, catalogue) => {
    const strings = flatten(catalogue as unknown as Tree);
    const expected = expectedKeys(locale, english);

    it('has every key of en-US (and the plural forms of its language)', () => {
      expect([...expected.keys()].filter((key) => !strings.has(key))).toEqual([]);
    });

    it('has no key that en-US does not have', () => {
      expect([...strings.keys()].filter((key) => !expected.has(key))).toEqual([]);
    });

    it('keeps the placeholders of every en-US string', () => {
      const differing = [...strings]
        .filter(([key]) => expected.has(key))
        .filter(([key, text]) => placeholdersOf(text).join(' ') !== placeholdersOf(expected.get(key) ?? '').join(' '))
        .map(([key, text]) => `${key}: ${text}`);
      expect(differing).toEqual([]);
    });

    it('translates every text (no empty string, no English left but the listed words)', () => {
      const allowed = new Set([...(sameAsEnglish.common ?? []), ...(sameAsEnglish[locale] ?? [])]);
      const untranslated = [...strings]
        .filter(([key, text]) => text === english.get(key))
        .filter(([, text]) => !onlyCodes(text) && !allowed.has(wordsOf(text)))
        .map(([key, text]) => `${key}: ${text}`);
      expect(untranslated).toEqual([]);
      expect([...strings].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    });

    it('names plural forms only with i18next suffixes of its language', () => {
      const categories = new Set<string>([
        ...new Intl.PluralRules(locale).resolvedOptions().pluralCategories,
        'zero', // i18next's own form for a count of 0, in any language
      ]);
      const stray = [...strings.keys()].filter((key) => {
        const suffix = /_(zero|one|two|few|many|other)$/.exec(key)?.[1];
        return suffix !== undefined && pluralSuffixes.includes(suffix as never) && !categories.has(suffix);
      });
      expect(stray).toEqual([]);
    });
  });
});
