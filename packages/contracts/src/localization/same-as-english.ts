/**
 * Texts that are the same word in a language as in English (checked one by one); compared after placeholders and
 * punctuation are removed. Codes and units (all capitals, or two letters at most) need no entry. The UI catalogues'
 * test and the admin's missing-keys report (issue #17) use the same list.
 */
export const sameAsEnglish: Readonly<Record<string, readonly string[]>> = {
  common: ['Connect', 'Excel', 'Incoterms', 'Total', 'Fax', 'kg CO₂e'],
  'pt-BR': ['E-mail', 'Tablet', 'Slides', 'Volume', 'Link', 'Original'],
  'es-MX': ['Error', 'Visible', 'Roles', 'Original'],
  'es-ES': ['Error', 'Visible', 'Roles', 'Original'],
};

/** A text without placeholders and punctuation: the words a translator would change. */
export function wordsOf(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}|\{\w+\}|%s/g, ' ')
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .trim();
}

/** True when a text has no word a translator would change: only codes (all capitals), units and numbers. */
export function onlyCodes(text: string): boolean {
  return wordsOf(text)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .every((letters) => letters.length <= 2 || letters === letters.toUpperCase());
}

/** Whether a text may stay as in English in a locale: only codes, or a listed word. */
export function mayEqualEnglish(locale: string, text: string): boolean {
  if (onlyCodes(text)) return true;
  const words = wordsOf(text);
  return (sameAsEnglish.common ?? []).includes(words) || (sameAsEnglish[locale] ?? []).includes(words);
}
