import type { StringTree } from '@connect/contracts/localization/localization.schemas';

/** Words a server-made text (a mail, a file's headings) in one language: `text('area.key', { name })`. */
export type UiText = ((key: string, values?: Record<string, string | number>) => string) & { locale: string };

function lookup(tree: StringTree, key: string): string | undefined {
  let node: string | StringTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A lookup over one locale's UI strings (the localization service's tree: the catalogue, the default language for
 * what it lacks, the admins' published changes) with i18next's `{{name}}` interpolation and its plural keys
 * (`key_one`, `key_other`, … chosen by `count` through the locale's plural rules). A missing key answers the key,
 * as i18next does.
 */
export function uiText(locale: string, strings: StringTree): UiText {
  const plurals = new Intl.PluralRules(locale);
  const text = (key: string, values: Record<string, string | number> = {}) => {
    const count = values.count;
    const template =
      (typeof count === 'number'
        ? (lookup(strings, `${key}_${plurals.select(count)}`) ?? lookup(strings, `${key}_other`))
        : undefined) ??
      lookup(strings, key) ??
      key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );
  };
  return Object.assign(text, { locale });
}
